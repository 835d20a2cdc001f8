import { Accordion, Anchor, Button, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { PROVIDER_COMPANY } from '@/lib/app-config';

type Faq = { id: string; question: string; answer: ReactNode };
type FaqGroup = { id: string; title: string; items: readonly Faq[] };

// SPEC §2 Static pages: an accordion of questions about using the portal. Texts follow the
// screens' own labels so that an operator finds what the answer names.
export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'cotizar',
    title: 'Cotizar productos',
    items: [
      {
        id: 'como-cotizar',
        question: '¿Cómo cotizo un producto?',
        answer: (
          <List type="ordered" spacing={6}>
            <List.Item>
              Entra a{' '}
              <Anchor component={Link} to={paths.catalogue.href()}>
                Catálogo
              </Anchor>{' '}
              y busca el producto por nombre o SKU, o usa los filtros (tiempo de entrega, precio, color, material, tipo de
              producto y temporada).
            </List.Item>
            <List.Item>Abre el producto y elige el color.</List.Item>
            <List.Item>
              Escribe las unidades: la nota «NOTA: Este producto tiene un mínimo de venta de…» te indica el rango permitido y se
              marca en rojo si estás fuera de él.
            </List.Item>
            <List.Item>
              Elige el tipo de personalización (serigrafía, tampografía, grabado láser, bordado…) y después las tintas o las
              medidas de impresión.
            </List.Item>
            <List.Item>
              Revisa el precio unitario, el número de cajas master, los días aproximados de entrega y el total, y pulsa «Agregar
              cotización al carrito». Si tu empresa guarda cotizaciones directamente, el botón dice «Guardar cotización» y te pide
              también canal y marca.
            </List.Item>
          </List>
        ),
      },
      {
        id: 'cotizacion-especial',
        question: '¿Qué es una cotización especial y qué archivo debo adjuntar?',
        answer: (
          <>
            <Text>
              Úsala cuando tu cliente necesita algo que el formulario no cubre: un producto fuera de catálogo, una técnica o un
              empaque distintos, o requerimientos particulares. Marca la casilla «Cotización especial», describe lo que necesitas
              en «Requerimientos» (hasta 1000 caracteres) y adjunta el archivo de especificaciones.
            </Text>
            <Text mt="sm">
              El archivo puede ser <strong>xlsx, xls, xlsm, csv o pdf</strong>. Incluye cantidades, medidas, colores Pantone,
              ubicación del logotipo y fecha deseada de entrega. Si lo que buscas no está en el catálogo, cotiza el producto
              especial (SKU COTESPI001). Los productos especiales se entregan en la Ciudad de México (CDMX).
            </Text>
          </>
        ),
      },
      {
        id: 'precios-iva',
        question: '¿Los precios incluyen IVA y envío?',
        answer: (
          <Text>
            No incluyen IVA: todos los precios están en pesos mexicanos (MXN) antes de impuestos. El total de la cotización suma
            el precio por pieza y un envío estándar por caja master, pero el costo de envío es variable (depende del destino, el
            peso y el volumen) y el asesor lo confirma al responder tu cotización.
          </Text>
        ),
      },
      {
        id: 'tiempo-entrega',
        question: '¿Cómo se calcula el tiempo de entrega?',
        answer: (
          <Text>
            Los días aproximados de entrega son la suma de los días de personalización del volumen que elegiste y los días de
            envío del producto. Empiezan a contar cuando se aprueba el arte y se confirma el pago.
          </Text>
        ),
      },
    ],
  },
  {
    id: 'carrito',
    title: 'Carrito y envío de solicitudes',
    items: [
      {
        id: 'como-funciona-carrito',
        question: '¿Cómo funciona el carrito de cotizaciones?',
        answer: (
          <Text>
            El carrito reúne las cotizaciones que preparas para enviarlas juntas. Las verás separadas en «Cotizaciones normales» y
            «Cotizaciones especiales». En cada una puedes pulsar «Ver detalle», «Editar cotización» para volver al producto con
            tus datos cargados, o eliminarla. «Eliminar todo» vacía el carrito. El número junto al ícono del carrito te dice
            cuántas cotizaciones tienes pendientes de enviar.
          </Text>
        ),
      },
      {
        id: 'enviar-carrito',
        question: '¿Cómo envío mi carrito y qué pasa después?',
        answer: (
          <Text>
            En el panel «Resumen» del{' '}
            <Anchor component={Link} to={paths.cart.href()}>
              carrito
            </Anchor>{' '}
            pulsa «Solicitar cotización». Todas las cotizaciones se envían a la vez, el carrito se vacía y un asesor te responderá
            por correo electrónico, también sobre las cotizaciones especiales. Desde ese momento las encuentras en Mis
            cotizaciones con el estado «Enviada».
          </Text>
        ),
      },
      {
        id: 'precio-cambio',
        question: '¿Por qué cambió el precio de una cotización en mi carrito?',
        answer: (
          <Text>
            Mientras una cotización está en el carrito, su precio se recalcula con los datos vigentes del producto. Si cambió,
            verás el precio anterior tachado junto al nuevo. Una vez enviada, el precio queda registrado y solo el asesor puede
            actualizarlo (recibirás una notificación).
          </Text>
        ),
      },
    ],
  },
  {
    id: 'seguimiento',
    title: 'Seguimiento de cotizaciones',
    items: [
      {
        id: 'estados',
        question: '¿Qué significan los estados Enviada, En proceso y Finalizada?',
        answer: (
          <List spacing={6}>
            <List.Item>
              <strong>Enviada:</strong> tu solicitud llegó y aún no te han respondido.
            </List.Item>
            <List.Item>
              <strong>En proceso:</strong> un asesor la está trabajando; puede escribirte por el chat o ajustar el precio.
            </List.Item>
            <List.Item>
              <strong>Finalizada:</strong> la atención terminó; puedes consultarla, pero el chat ya no recibe mensajes.
            </List.Item>
          </List>
        ),
      },
      {
        id: 'chat-asesor',
        question: '¿Cómo hablo con el asesor que atiende mi cotización?',
        answer: (
          <Text>
            En{' '}
            <Anchor component={Link} to={paths.quotations.href()}>
              Mis cotizaciones
            </Anchor>{' '}
            pulsa el estado de la cotización para abrir su detalle. Ahí ves al asesor responsable y un chat donde puedes
            escribirle (con negritas y cursivas). Los mensajes nuevos aparecen al momento, sin recargar la página. Puedes filtrar
            la lista por rango de fechas y ordenarla por fecha o por estado.
          </Text>
        ),
      },
      {
        id: 'notificaciones',
        question: '¿Qué avisos recibo y dónde los veo?',
        answer: (
          <Text>
            La campana de la barra superior muestra un punto cuando llega algo nuevo: un mensaje del asesor, un cambio de estado o
            un cambio de precio en una de tus cotizaciones. Al pulsar un aviso se abre esa cotización. Si permites las
            notificaciones del navegador, también recibirás un aviso de escritorio aunque estés en otra pestaña.
          </Text>
        ),
      },
    ],
  },
  {
    id: 'catalogo',
    title: 'Catálogo y favoritos',
    items: [
      {
        id: 'favoritos',
        question: '¿Cómo guardo productos favoritos?',
        answer: (
          <Text>
            Pulsa el corazón en la tarjeta o en la página del producto. Tus favoritos y los productos que viste recientemente
            están en{' '}
            <Anchor component={Link} to={paths.favorites.href()}>
              Mis favoritos
            </Anchor>
            , en el menú de tu usuario. Vuelve a pulsar el corazón para quitarlo.
          </Text>
        ),
      },
      {
        id: 'buscar',
        question: '¿Cómo encuentro un producto más rápido?',
        answer: (
          <Text>
            La búsqueda no distingue mayúsculas ni acentos («boligrafo» encuentra «Bolígrafo») y busca en el nombre, el SKU, la
            descripción y el material. Combínala con los filtros y con el orden («Lo más nuevo», precio de menor a mayor o de
            mayor a menor). El catálogo recuerda tus filtros al volver.
          </Text>
        ),
      },
    ],
  },
  {
    id: 'cuenta',
    title: 'Tu cuenta',
    items: [
      {
        id: 'activar-cuenta',
        question: '¿Cómo activo mi cuenta?',
        answer: (
          <Text>
            En la pantalla de inicio de sesión pulsa «Activar cuenta» y escribe tu correo. Te enviaremos un código de 6 dígitos
            (puedes pedir otro después de 60 segundos). Con el código válido crea tu contraseña: al menos 8 caracteres con tres de
            estos cuatro tipos: mayúsculas, minúsculas, números y símbolos. Acepta el aviso de privacidad y los términos, y listo.
          </Text>
        ),
      },
      {
        id: 'olvide-contrasena',
        question: 'Olvidé mi contraseña, ¿cómo la recupero?',
        answer: (
          <Text>
            Pulsa «¿Olvidaste tu contraseña?» en el inicio de sesión y escribe tu correo. Recibirás un enlace para crear una
            contraseña nueva; si el enlace caducó, solicita otro. Por seguridad, no se puede pegar texto en los campos de
            contraseña.
          </Text>
        ),
      },
      {
        id: 'mi-perfil',
        question: '¿Cómo cambio mi nombre, avatar, correo o contraseña?',
        answer: (
          <Text>
            En{' '}
            <Anchor component={Link} to={paths.profile.href()}>
              Mi perfil
            </Anchor>
            . El nombre y el avatar se actualizan al momento. Para cambiar el correo te enviamos un código de verificación al
            correo nuevo. Después de cambiar el correo o la contraseña tendrás que iniciar sesión de nuevo.
          </Text>
        ),
      },
    ],
  },
];

/** SPEC §2 Static pages: frequently asked questions (signed in). */
export function HelpPage() {
  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <PageTitle />
          <Text c="dimmed">Respuestas rápidas para cotizar, enviar tus solicitudes y dar seguimiento a tus cotizaciones.</Text>
        </Stack>

        {FAQ_GROUPS.map((group) => (
          <Stack key={group.id} gap="sm" component="section" aria-labelledby={`faq-${group.id}`}>
            <Title order={2} fz={{ base: 'lg', sm: 'xl' }} id={`faq-${group.id}`}>
              {group.title}
            </Title>
            <Accordion variant="separated" radius="md" multiple chevronPosition="right">
              {group.items.map((item) => (
                <Accordion.Item key={item.id} value={item.id} bg="white">
                  <Accordion.Control>
                    <Text fw={600}>{item.question}</Text>
                  </Accordion.Control>
                  <Accordion.Panel>{item.answer}</Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Stack>
        ))}

        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Group justify="space-between" gap="md">
            <Group gap="md" wrap="nowrap">
              <IconHeadset size={36} stroke={1.5} color="var(--mantine-color-brand-7)" aria-hidden />
              <div>
                <Title order={2} fz="lg">
                  ¿No encontraste tu respuesta?
                </Title>
                <Text size="sm" c="dimmed">
                  Te atendemos de {PROVIDER_COMPANY.attentionHours.toLowerCase()}.
                </Text>
              </div>
            </Group>
            <Button component={Link} to={paths.contact.href()}>
              Ver contactos
            </Button>
          </Group>
        </Paper>
      </Stack>
    </Container>
  );
}
