import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PROVIDER_COMPANY } from '@/lib/app-config';
import { LegalPage, type LegalSection } from './legal-page';
import classes from './legal-page.module.css';

// SPEC §2 Static pages: privacy notice updated 15 May 2025; rights requests answered within 20
// working days and executed within 15 working days after; attention Monday to Friday 8:00 to 18:00.
export const PRIVACITY_UPDATED = 'Última actualización: 15 de mayo de 2025';

const company = PROVIDER_COMPANY;
const privacyMail = <a href={`mailto:${company.privacyEmail}`}>{company.privacyEmail}</a>;

const sections: readonly LegalSection[] = [
  {
    id: 'responsable',
    title: 'Identidad y domicilio del responsable',
    content: (
      <p>
        {company.legalName} (la «Empresa»), con domicilio en {company.address}, es responsable del tratamiento de los datos
        personales que usted proporcione al usar el portal de cotizaciones (el «Portal»), y los protege conforme a la Ley Federal
        de Protección de Datos Personales en Posesión de los Particulares (la «Ley») y su normativa aplicable.
      </p>
    ),
  },
  {
    id: 'datos',
    title: 'Datos personales que tratamos',
    content: (
      <>
        <p>Para las finalidades de este aviso tratamos las siguientes categorías de datos:</p>
        <ul>
          <li>
            <strong>Identificación y contacto:</strong> nombre, apellidos, correo electrónico, empresa o distribuidor al que
            pertenece y, en su caso, teléfono y puesto.
          </li>
          <li>
            <strong>Datos de la cuenta:</strong> contraseña (guardada cifrada de forma irreversible), avatar elegido y códigos de
            verificación de un solo uso.
          </li>
          <li>
            <strong>Datos de uso del Portal:</strong> cotizaciones, carrito, productos favoritos y vistos recientemente, mensajes
            intercambiados con el asesor y archivos de especificaciones que usted adjunte.
          </li>
          <li>
            <strong>Datos técnicos:</strong> dirección IP, tipo de navegador, fecha y hora de acceso y registros de seguridad.
          </li>
        </ul>
        <p>
          No solicitamos datos personales sensibles. Si usted registra datos de contacto de sus propios clientes (por ejemplo, en
          los requerimientos o archivos de una cotización), declara contar con su consentimiento para compartirlos con la Empresa
          para esa finalidad.
        </p>
      </>
    ),
  },
  {
    id: 'finalidades',
    title: 'Finalidades del tratamiento',
    content: (
      <>
        <h3>Finalidades primarias (necesarias para el servicio)</h3>
        <ul>
          <li>crear, activar y administrar su cuenta, y verificar su identidad al iniciar sesión o recuperar su contraseña;</li>
          <li>elaborar, enviar, dar seguimiento y responder sus cotizaciones, incluidas las cotizaciones especiales;</li>
          <li>comunicarnos con usted por el chat de la cotización, por correo electrónico y mediante notificaciones;</li>
          <li>formalizar pedidos, facturar y atender aclaraciones, garantías y reembolsos;</li>
          <li>mantener la seguridad del Portal, prevenir fraudes y cumplir obligaciones legales.</li>
        </ul>
        <h3>Finalidades secundarias</h3>
        <ul>
          <li>enviarle novedades del catálogo, temporadas y promociones;</li>
          <li>realizar encuestas de satisfacción y estadísticas para mejorar el Portal.</li>
        </ul>
        <p>
          Si no desea que sus datos se traten para las finalidades secundarias, escriba a {privacyMail} en cualquier momento. Su
          negativa no afectará el uso del Portal ni la atención de sus cotizaciones.
        </p>
      </>
    ),
  },
  {
    id: 'transferencias',
    title: 'Remisiones y transferencias',
    content: (
      <>
        <p>
          Para operar el Portal compartimos datos con proveedores que actúan por cuenta de la Empresa (encargados), como servicios
          de alojamiento, envío de correo electrónico y notificaciones en tiempo real, obligados por contrato a tratarlos solo
          conforme a nuestras instrucciones y con medidas de seguridad equivalentes.
        </p>
        <p>Sus datos pueden transferirse sin requerir su consentimiento, en los casos que prevé la Ley, a:</p>
        <ul>
          <li>la empresa o distribuidor para el que usted trabaja, respecto de las cotizaciones realizadas a su nombre;</li>
          <li>empresas del mismo grupo de la Empresa que operan bajo las mismas políticas de privacidad;</li>
          <li>autoridades competentes, cuando lo exija una ley o una orden judicial.</li>
        </ul>
        <p>La Empresa no vende ni renta sus datos personales.</p>
      </>
    ),
  },
  {
    id: 'derechos-arco',
    title: 'Derechos ARCO',
    content: (
      <>
        <p>Usted tiene derecho a:</p>
        <ul>
          <li>
            <strong>Acceso:</strong> conocer qué datos personales tenemos de usted y cómo los tratamos.
          </li>
          <li>
            <strong>Rectificación:</strong> corregirlos cuando estén desactualizados, sean inexactos o estén incompletos.
          </li>
          <li>
            <strong>Cancelación:</strong> pedir que los eliminemos cuando considere que no se tratan conforme a la Ley.
          </li>
          <li>
            <strong>Oposición:</strong> oponerse a su uso para fines específicos.
          </li>
        </ul>
        <h3>Cómo presentar una solicitud</h3>
        <p>Envíe un correo a {privacyMail} con:</p>
        <ol>
          <li>su nombre completo y el correo electrónico de su cuenta, para comunicarle la respuesta;</li>
          <li>una identificación oficial vigente o, en su caso, el documento que acredite la representación legal;</li>
          <li>la descripción clara de los datos y del derecho que desea ejercer;</li>
          <li>en una rectificación, los datos correctos y, si aplica, el documento que los respalde.</li>
        </ol>
        <div className={classes.callout}>
          <p>
            Le responderemos en un plazo máximo de <strong>20 días hábiles</strong> contados desde la recepción de su solicitud.
            Si resulta procedente, la haremos efectiva dentro de los <strong>15 días hábiles</strong> siguientes a la fecha de la
            respuesta.
          </p>
        </div>
        <p>
          Las solicitudes se atienden de {company.attentionHours.toLowerCase()} (hora del centro de México); las recibidas fuera
          de ese horario se consideran presentadas el día hábil siguiente. Algunos datos de su cuenta, como su nombre y su correo,
          también puede corregirlos usted mismo en <em>Mi perfil</em>.
        </p>
      </>
    ),
  },
  {
    id: 'revocacion',
    title: 'Revocación del consentimiento y limitación del uso',
    content: (
      <p>
        Puede revocar el consentimiento que nos haya otorgado o pedir que limitemos el uso o la divulgación de sus datos con el
        mismo procedimiento y en los mismos plazos de los derechos ARCO. La revocación no tiene efectos retroactivos, y puede
        impedir que sigamos prestando el servicio cuando se trate de datos necesarios para las finalidades primarias. También
        puede inscribirse en el Registro Público para Evitar Publicidad de la Procuraduría Federal del Consumidor.
      </p>
    ),
  },
  {
    id: 'almacenamiento-local',
    title: 'Cookies y almacenamiento local',
    content: (
      <>
        <p>
          El Portal no utiliza cookies de publicidad ni de rastreo de terceros. Para funcionar guarda en el almacenamiento local
          de su navegador la siguiente información, que puede borrar en cualquier momento desde la configuración del navegador:
        </p>
        <div className={classes.tableScroll}>
          <table className={classes.table}>
            <thead>
              <tr>
                <th scope="col">Dato</th>
                <th scope="col">Para qué se usa</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Sesión</td>
                <td>Mantener su sesión iniciada y mostrar su nombre y avatar. Se elimina al cerrar sesión.</td>
              </tr>
              <tr>
                <td>Carrito</td>
                <td>Mostrar al instante el número de cotizaciones de su carrito.</td>
              </tr>
              <tr>
                <td>Marca</td>
                <td>Mostrar el logotipo correcto del sitio desde que abre la página.</td>
              </tr>
              <tr>
                <td>Filtros del catálogo</td>
                <td>Recordar la búsqueda, los filtros y la página que consultaba.</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          Si usted lo autoriza en su navegador, el Portal muestra notificaciones de escritorio cuando recibe mensajes o cambios en
          sus cotizaciones. Puede retirar ese permiso desde la configuración del navegador.
        </p>
      </>
    ),
  },
  {
    id: 'seguridad',
    title: 'Medidas de seguridad',
    content: (
      <p>
        Aplicamos medidas de seguridad administrativas, técnicas y físicas para proteger sus datos contra daño, pérdida,
        alteración, destrucción o uso no autorizado, entre ellas: conexión cifrada, contraseñas guardadas con algoritmos de
        cifrado irreversible, códigos de verificación de un solo uso con vigencia limitada, sesiones que expiran, control de
        acceso para que cada usuario vea solo sus cotizaciones y archivos, y respaldos periódicos.
      </p>
    ),
  },
  {
    id: 'conservacion',
    title: 'Conservación de los datos',
    content: (
      <p>
        Conservamos sus datos mientras su cuenta esté activa y, después, durante los plazos que exigen las disposiciones fiscales
        y mercantiles aplicables a las cotizaciones, pedidos y facturas. Concluidos esos plazos, los datos se bloquean y se
        suprimen de forma segura.
      </p>
    ),
  },
  {
    id: 'cambios',
    title: 'Cambios al aviso de privacidad',
    content: (
      <p>
        Este aviso puede modificarse por cambios en la legislación, en nuestros servicios o en nuestras prácticas de privacidad.
        Publicaremos la versión vigente en esta página, con su fecha de última actualización, y le avisaremos por correo
        electrónico o en el Portal cuando el cambio sea relevante.
      </p>
    ),
  },
  {
    id: 'autoridad',
    title: 'Quejas ante la autoridad',
    content: (
      <p>
        Si considera que su derecho a la protección de datos personales ha sido vulnerado por alguna conducta de la Empresa, o que
        sus solicitudes no fueron atendidas conforme a la Ley, puede acudir ante la autoridad competente en materia de protección
        de datos personales para presentar la solicitud o denuncia correspondiente.
      </p>
    ),
  },
  {
    id: 'contacto',
    title: 'Departamento de datos personales',
    content: (
      <>
        <p>Para cualquier duda sobre este aviso o sobre el tratamiento de sus datos:</p>
        <ul>
          <li>Correo: {privacyMail}</li>
          <li>
            Teléfono: <a href={company.phoneHref}>{company.phone}</a>
          </li>
          <li>Domicilio: {company.address}</li>
          <li>Horario de atención: {company.attentionHours}</li>
        </ul>
        <p>
          Consulte también los <Link to={paths.conditions.href()}>Términos y condiciones</Link> del Portal.
        </p>
      </>
    ),
  },
];

/** SPEC §2 Static pages: privacy notice (public). */
export function PrivacityPage() {
  return (
    <LegalPage
      updated={PRIVACITY_UPDATED}
      sections={sections}
      intro={
        <p>
          En <strong>{company.legalName}</strong> cuidamos la información que nos confía. Este aviso le explica qué datos
          personales recabamos en el portal de cotizaciones, para qué los usamos, con quién los compartimos y cómo puede ejercer
          sus derechos de acceso, rectificación, cancelación y oposición (derechos ARCO).
        </p>
      }
    />
  );
}
