import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PROVIDER_COMPANY } from '@/lib/app-config';
import { LegalPage, type LegalSection } from './legal-page';
import classes from './legal-page.module.css';

// SPEC §2 Static pages: terms last version September 2025; refunds within 15 working days when a
// paid product is unavailable; attention Monday to Friday 8:00 to 18:00. SPEC §1: prices exclude
// VAT, shipping cost is variable, special products are delivered in CDMX.
export const CONDITIONS_UPDATED = 'Última versión: septiembre de 2025';

const company = PROVIDER_COMPANY;

const sections: readonly LegalSection[] = [
  {
    id: 'aceptacion',
    title: 'Aceptación de los términos',
    content: (
      <>
        <p>
          Estos Términos y condiciones regulan el acceso y el uso del portal de cotizaciones (el «Portal») que {company.legalName}{' '}
          (la «Empresa») pone a disposición de los operadores de ventas de sus distribuidores y clientes comerciales.
        </p>
        <p>
          Al activar su cuenta, iniciar sesión o utilizar cualquier función del Portal, usted (el «Usuario») declara que ha leído,
          entendido y aceptado estos términos y el <Link to={paths.privacity.href()}>Aviso de privacidad</Link>. Si no está de
          acuerdo con alguno de ellos, le pedimos no utilizar el Portal.
        </p>
        <p>
          El Portal es una herramienta entre empresas (B2B): está destinado a personas que actúan en nombre de una empresa para
          cotizar artículos promocionales para sus propios clientes, y no a la venta directa al consumidor final.
        </p>
      </>
    ),
  },
  {
    id: 'definiciones',
    title: 'Definiciones',
    content: (
      <ul>
        <li>
          <strong>Cotización:</strong> solicitud de precio de un producto con un color, un volumen de venta (número de piezas) y
          un tipo de personalización determinados.
        </li>
        <li>
          <strong>Cotización especial:</strong> solicitud que requiere un análisis adicional (requerimientos particulares,
          productos fuera de catálogo o cambios al producto) y que se acompaña de un archivo de especificaciones.
        </li>
        <li>
          <strong>Carrito de cotizaciones:</strong> lista de cotizaciones en preparación que el Usuario envía en una sola
          solicitud.
        </li>
        <li>
          <strong>Asesor:</strong> persona de la Empresa responsable de atender una cotización y de responder por el chat de la
          cotización o por correo electrónico.
        </li>
        <li>
          <strong>Caja master:</strong> empaque de embarque que agrupa un número máximo de piezas y sobre el que se calcula el
          costo de envío.
        </li>
      </ul>
    ),
  },
  {
    id: 'cuenta',
    title: 'Cuenta de usuario y acceso',
    content: (
      <>
        <p>
          Las cuentas son creadas por la Empresa a solicitud del distribuidor. El Usuario activa su cuenta con el código de
          verificación de 6 dígitos que recibe por correo electrónico y define una contraseña que cumpla las reglas de seguridad
          indicadas en pantalla.
        </p>
        <ul>
          <li>La cuenta es personal e intransferible; no debe compartirse con otras personas.</li>
          <li>
            El Usuario es responsable de mantener la confidencialidad de su contraseña y de toda actividad realizada con su
            cuenta.
          </li>
          <li>
            Si sospecha de un uso no autorizado, debe cambiar su contraseña de inmediato y avisar a la Empresa en{' '}
            <a href={`mailto:${company.salesEmail}`}>{company.salesEmail}</a>.
          </li>
          <li>Por seguridad, la sesión se cierra cuando expira o cuando se cambia la contraseña o el correo de la cuenta.</li>
        </ul>
        <p>
          La Empresa puede suspender o cancelar una cuenta cuando el distribuidor lo solicite, cuando la relación comercial
          termine o cuando detecte un uso contrario a estos términos.
        </p>
      </>
    ),
  },
  {
    id: 'uso-permitido',
    title: 'Uso permitido del Portal',
    content: (
      <>
        <p>
          El Usuario se compromete a utilizar el Portal de buena fe y únicamente para fines comerciales legítimos. Queda
          prohibido:
        </p>
        <ul>
          <li>proporcionar información falsa o cotizar a nombre de terceros sin autorización;</li>
          <li>
            extraer de forma masiva el catálogo, los precios o las imágenes, o utilizarlos para fines ajenos a la relación
            comercial con la Empresa;
          </li>
          <li>intentar acceder a cuentas, cotizaciones o archivos de otros usuarios;</li>
          <li>cargar archivos con software malicioso o contenido ilícito, ofensivo o que infrinja derechos de terceros;</li>
          <li>interferir con el funcionamiento, la seguridad o la disponibilidad del Portal.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cotizaciones',
    title: 'Cotizaciones',
    content: (
      <>
        <p>
          Las cotizaciones que genera el Portal son estimaciones calculadas con la información del catálogo vigente al momento de
          solicitarlas (precio base, volumen de venta, personalización y empaque). No constituyen una oferta vinculante ni un
          pedido: el precio y las condiciones definitivas son los que confirme por escrito el Asesor al responder la cotización.
        </p>
        <p>
          Los costos y las técnicas de personalización mostrados son propuestas que se validan de forma oficial en la respuesta de
          la cotización. Las imágenes y los colores del catálogo son ilustrativos y pueden variar ligeramente respecto del
          producto físico.
        </p>
        <h3>Estados de una cotización</h3>
        <ul>
          <li>
            <strong>Enviada:</strong> la solicitud fue recibida y aún no ha sido respondida.
          </li>
          <li>
            <strong>En proceso:</strong> un Asesor la está atendiendo; puede haber cambios de precio o preguntas por el chat.
          </li>
          <li>
            <strong>Finalizada:</strong> la atención concluyó y el chat de la cotización se cierra.
          </li>
        </ul>
        <h3>Cotizaciones especiales</h3>
        <p>
          El Usuario debe describir sus requerimientos (hasta 1000 caracteres) y adjuntar un archivo de especificaciones en
          formato xlsx, xls, xlsm, csv o pdf. La Empresa puede solicitar información adicional antes de responder. Los productos
          especiales se entregan en la Ciudad de México (CDMX).
        </p>
      </>
    ),
  },
  {
    id: 'precios',
    title: 'Precios, impuestos y envío',
    content: (
      <>
        <div className={classes.callout}>
          <p>
            Todos los precios se expresan en pesos mexicanos (MXN) y{' '}
            <strong>no incluyen el Impuesto al Valor Agregado (IVA)</strong>, que se agrega en la factura conforme a la
            legislación vigente.
          </p>
        </div>
        <ul>
          <li>
            El precio por pieza depende del volumen de venta, del tipo de personalización y de las condiciones comerciales del
            distribuidor.
          </li>
          <li>
            El <strong>costo de envío es variable</strong>: depende del destino, del número de cajas master y del peso y volumen
            del pedido. El Portal muestra una estimación con envío estándar; el costo final se confirma en la respuesta de la
            cotización.
          </li>
          <li>Los productos especiales se entregan en la Ciudad de México (CDMX).</li>
          <li>
            Los precios pueden cambiar sin previo aviso mientras una cotización no haya sido confirmada. Si el precio de una
            cotización en el carrito cambia, el Portal muestra el precio anterior tachado junto al nuevo.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'pedidos-y-pago',
    title: 'Pedidos, pago y facturación',
    content: (
      <>
        <p>
          Un pedido se formaliza cuando el distribuidor acepta por escrito la cotización respondida por el Asesor, envía su orden
          de compra y cubre el anticipo o el pago acordado. Las formas y plazos de pago son los pactados en las condiciones
          comerciales de cada distribuidor.
        </p>
        <p>
          La Empresa emite el Comprobante Fiscal Digital por Internet (CFDI) con los datos fiscales que el distribuidor
          proporcione. Es responsabilidad del distribuidor verificar que esos datos sean correctos.
        </p>
      </>
    ),
  },
  {
    id: 'produccion-y-entrega',
    title: 'Producción y entrega',
    content: (
      <>
        <p>
          El tiempo de entrega aproximado que muestra el Portal suma los días de personalización y los días de envío del producto.
          El plazo comienza a contar a partir de la aprobación del arte (prueba de impresión) y de la confirmación del pago.
        </p>
        <p>
          Los plazos son estimados y pueden variar por la disponibilidad de inventario, la complejidad de la personalización,
          temporadas de alta demanda o causas de fuerza mayor. La Empresa informará al Usuario cualquier retraso tan pronto como
          lo conozca.
        </p>
      </>
    ),
  },
  {
    id: 'reembolsos',
    title: 'Disponibilidad de productos y reembolsos',
    content: (
      <>
        <p>
          El inventario mostrado en el Portal es informativo y puede cambiar entre la cotización y la confirmación del pedido. Si
          un producto pagado no está disponible, la Empresa lo notificará al distribuidor y le ofrecerá, a su elección, un
          producto sustituto de características similares o el reembolso de lo pagado.
        </p>
        <div className={classes.callout}>
          <p>
            El reembolso se realiza <strong>dentro de los 15 días hábiles</strong> siguientes a la notificación de falta de
            disponibilidad, por el mismo medio de pago utilizado o por transferencia a la cuenta que indique el distribuidor.
          </p>
        </div>
      </>
    ),
  },
  {
    id: 'garantia',
    title: 'Calidad, garantía y reclamaciones',
    content: (
      <>
        <p>
          Los productos personalizados se fabrican conforme al arte aprobado por el distribuidor, por lo que no admiten cambios ni
          devoluciones por errores en el arte aprobado. Las reclamaciones por defectos de fabricación, faltantes o daños en el
          transporte deben presentarse dentro de los 5 días hábiles siguientes a la recepción, con fotografías y el número de
          cotización.
        </p>
        <p>
          Cuando la reclamación proceda, la Empresa repondrá las piezas afectadas o emitirá la nota de crédito correspondiente.
        </p>
      </>
    ),
  },
  {
    id: 'propiedad-intelectual',
    title: 'Propiedad intelectual y archivos del Usuario',
    content: (
      <>
        <p>
          El Portal, su diseño, el catálogo, los textos, las imágenes y los signos distintivos de la Empresa están protegidos por
          la legislación de propiedad intelectual. Su uso se autoriza únicamente para cotizar con la Empresa.
        </p>
        <p>
          El Usuario garantiza que cuenta con los derechos o autorizaciones necesarios sobre los logotipos, marcas y archivos que
          envía para personalizar productos, y libera a la Empresa de cualquier reclamación de terceros derivada de su uso. La
          Empresa utiliza esos archivos solo para atender la cotización y el pedido correspondiente.
        </p>
      </>
    ),
  },
  {
    id: 'responsabilidad',
    title: 'Disponibilidad del Portal y responsabilidad',
    content: (
      <>
        <p>
          La Empresa procura que el Portal esté disponible de forma continua, pero puede interrumpirlo por mantenimiento,
          actualizaciones o causas ajenas a su control. Las notificaciones en tiempo real y por correo son un apoyo y no
          sustituyen la consulta de la cotización en el Portal.
        </p>
        <p>
          La Empresa no es responsable por daños derivados del uso indebido de la cuenta por parte del Usuario, de información
          incorrecta proporcionada por él, ni de fallas en los equipos o conexiones del Usuario.
        </p>
      </>
    ),
  },
  {
    id: 'datos-personales',
    title: 'Datos personales',
    content: (
      <p>
        El tratamiento de los datos personales del Usuario se rige por el{' '}
        <Link to={paths.privacity.href()}>Aviso de privacidad</Link>, que forma parte de estos términos.
      </p>
    ),
  },
  {
    id: 'modificaciones',
    title: 'Modificaciones',
    content: (
      <p>
        La Empresa puede modificar estos términos para reflejar cambios en el Portal, en sus procesos o en la legislación. La
        versión vigente se publica siempre en esta página con la fecha de su última versión; el uso del Portal después de una
        modificación implica su aceptación.
      </p>
    ),
  },
  {
    id: 'legislacion',
    title: 'Legislación aplicable y jurisdicción',
    content: (
      <p>
        Estos términos se rigen por las leyes federales de los Estados Unidos Mexicanos, en particular el Código de Comercio y el
        Código Civil Federal. Para su interpretación y cumplimiento, las partes se someten a los tribunales competentes de la
        Ciudad de México, y renuncian a cualquier otro fuero que pudiera corresponderles por razón de su domicilio presente o
        futuro.
      </p>
    ),
  },
  {
    id: 'contacto',
    title: 'Contacto',
    content: (
      <>
        <p>Para dudas sobre estos términos, sus cotizaciones o sus pedidos:</p>
        <ul>
          <li>
            Correo: <a href={`mailto:${company.legalEmail}`}>{company.legalEmail}</a>
          </li>
          <li>
            Teléfono: <a href={company.phoneHref}>{company.phone}</a>
          </li>
          <li>Domicilio: {company.address}</li>
          <li>Horario de atención: {company.attentionHours}</li>
        </ul>
      </>
    ),
  },
];

/** SPEC §2 Static pages: terms and conditions (public). */
export function ConditionsPage() {
  return (
    <LegalPage
      updated={CONDITIONS_UPDATED}
      sections={sections}
      intro={
        <p>
          Bienvenido al portal de cotizaciones de <strong>{company.legalName}</strong>, con domicilio en {company.address}. Estos
          términos explican cómo usar el Portal, cómo se calculan y atienden las cotizaciones y qué condiciones aplican a precios,
          entregas y reembolsos.
        </p>
      }
    />
  );
}
