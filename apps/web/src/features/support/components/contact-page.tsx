import {
  Anchor,
  Avatar,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconClock, IconHelpCircle, IconMail, IconMapPin, IconMessages, IconPhone, type TablerIcon } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { CopyButton } from '@/components/copy-button';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { PROVIDER_COMPANY } from '@/lib/app-config';

type StaffContact = {
  name: string;
  role: string;
  helpsWith: string;
  email: string;
  phone: string;
  phoneHref: string;
};

// SPEC §2 Static pages: a directory of two staff contacts. Placeholder people (fictional names,
// 55 5555 numbers) until the company provides its real directory.
export const STAFF_CONTACTS: readonly StaffContact[] = [
  {
    name: 'Mariana López Herrera',
    role: 'Coordinadora de atención a vendedores',
    helpsWith: 'Acceso al portal, activación de cuentas, seguimiento de cotizaciones y pedidos.',
    email: 'mariana.lopez@cotizador-promocionales.mx',
    phone: '+52 55 5555 0101',
    phoneHref: 'tel:+525555550101',
  },
  {
    name: 'Ricardo Fuentes Ávila',
    role: 'Ejecutivo de cotizaciones especiales',
    helpsWith: 'Cotizaciones especiales, archivos de especificaciones, muestras y entregas en CDMX.',
    email: 'ricardo.fuentes@cotizador-promocionales.mx',
    phone: '+52 55 5555 0102',
    phoneHref: 'tel:+525555550102',
  },
];

/** One line of a contact card; the icon's meaning is also given to screen readers. */
function ContactRow({ icon: Icon, label, children }: { icon: TablerIcon; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="center" mih={32}>
      <ThemeIcon variant="light" color="brand" radius="xl" size="md" aria-hidden>
        <Icon size={16} stroke={1.8} />
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <VisuallyHidden>{label}: </VisuallyHidden>
        {children}
      </div>
    </Group>
  );
}

function StaffCard({ contact }: { contact: StaffContact }) {
  const headingId = useId();
  return (
    <Paper component="article" withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} aria-labelledby={headingId}>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="center">
          <Avatar name={contact.name} color="initials" size={64} radius="xl" alt="" />
          <div style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" id={headingId}>
              {contact.name}
            </Title>
            <Text c="dimmed" size="sm">
              {contact.role}
            </Text>
          </div>
        </Group>
        <Text size="sm">{contact.helpsWith}</Text>
        <Stack gap={6}>
          <ContactRow icon={IconMail} label="Correo">
            <Group gap={4} wrap="nowrap">
              <Anchor href={`mailto:${contact.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {contact.email}
              </Anchor>
              <CopyButton value={contact.email} label={`Copiar correo de ${contact.name}`} />
            </Group>
          </ContactRow>
          <ContactRow icon={IconPhone} label="Teléfono">
            <Anchor href={contact.phoneHref} size="sm">
              {contact.phone}
            </Anchor>
          </ContactRow>
          <ContactRow icon={IconClock} label="Horario de atención">
            <Text size="sm">{PROVIDER_COMPANY.attentionHours}</Text>
          </ContactRow>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** SPEC §2 Static pages: contact directory (signed in). */
export function ContactPage() {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <PageTitle />
          <Text c="dimmed" maw="70ch">
            ¿Necesitas ayuda con una cotización, tu cuenta o un pedido? Escríbenos o llámanos: te atendemos de{' '}
            {PROVIDER_COMPANY.attentionHours.toLowerCase()} (hora del centro de México).
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {STAFF_CONTACTS.map((contact) => (
            <StaffCard key={contact.email} contact={contact} />
          ))}
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="sm" h="100%">
              <Group gap="xs" wrap="nowrap">
                <IconMessages size={22} stroke={1.7} color="var(--mantine-color-brand-7)" aria-hidden />
                <Title order={2} fz="md">
                  ¿Es sobre una cotización enviada?
                </Title>
              </Group>
              <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                Abre la cotización desde Mis cotizaciones y escríbele al asesor por el chat: ahí queda el historial.
              </Text>
              <Button component={Link} to={paths.quotations.href()} variant="light" size="sm">
                Ir a mis cotizaciones
              </Button>
            </Stack>
          </Paper>
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="sm" h="100%">
              <Group gap="xs" wrap="nowrap">
                <IconHelpCircle size={22} stroke={1.7} color="var(--mantine-color-brand-7)" aria-hidden />
                <Title order={2} fz="md">
                  Preguntas frecuentes
                </Title>
              </Group>
              <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                Cómo cotizar, enviar tu carrito, leer los estados y recuperar tu contraseña.
              </Text>
              <Button component={Link} to={paths.help.href()} variant="light" size="sm">
                Ver preguntas frecuentes
              </Button>
            </Stack>
          </Paper>
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="sm" h="100%">
              <Group gap="xs" wrap="nowrap">
                <IconMapPin size={22} stroke={1.7} color="var(--mantine-color-brand-7)" aria-hidden />
                <Title order={2} fz="md">
                  Oficinas
                </Title>
              </Group>
              <Text size="sm" c="dimmed">
                {PROVIDER_COMPANY.legalName}
                <br />
                {PROVIDER_COMPANY.address}
              </Text>
              <Text size="sm">
                Conmutador: <Anchor href={PROVIDER_COMPANY.phoneHref}>{PROVIDER_COMPANY.phone}</Anchor>
                <br />
                Ventas: <Anchor href={`mailto:${PROVIDER_COMPANY.salesEmail}`}>{PROVIDER_COMPANY.salesEmail}</Anchor>
              </Text>
            </Stack>
          </Paper>
        </SimpleGrid>

        <Text size="xs" c="dimmed">
          Directorio de demostración: los nombres, correos y teléfonos de esta página son ficticios.
        </Text>
      </Stack>
    </Container>
  );
}
