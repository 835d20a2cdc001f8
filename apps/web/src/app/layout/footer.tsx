import { ActionIcon, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { CONTACT_LINK, LEGAL_LINKS } from '@/config/links';
import { PROVIDER_COMPANY, useAppConfig } from '@/lib/app-config';
import classes from './layout.module.css';

const FOOTER_LINKS = [CONTACT_LINK, ...LEGAL_LINKS];

/**
 * SPEC §2 footer: logo, three social icons (URLs from the app config, SOCIAL_*_URL on the server),
 * links Contacto, Aviso de privacidad, Términos y condiciones.
 */
export function Footer() {
  const social = useAppConfig().data?.social;
  const socialLinks = [
    { label: 'Facebook', href: social?.facebook, Icon: IconBrandFacebook },
    { label: 'Instagram', href: social?.instagram, Icon: IconBrandInstagram },
    { label: 'LinkedIn', href: social?.linkedin, Icon: IconBrandLinkedin },
  ];

  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={6} align="flex-start">
            <Logo height={32} />
            <Text size="sm" c="dimmed">
              Cotiza artículos promocionales para tus clientes.
            </Text>
          </Stack>
          <Group component="nav" aria-label="Enlaces del sitio" gap="lg" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
            {FOOTER_LINKS.map((link) => (
              <Link key={link.href} to={link.href} className={classes.footerLink}>
                {link.label}
              </Link>
            ))}
          </Group>
          {/* Rendered once the config arrives, so a link never points to a placeholder address. */}
          <Group gap="xs" aria-label="Redes sociales" role="group" mih={34}>
            {socialLinks.map(({ label, href, Icon }) =>
              href ? (
                <ActionIcon
                  key={label}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  title={`${label} (se abre en una pestaña nueva)`}
                  variant="light"
                  color="brand"
                  size="lg"
                  radius="xl"
                >
                  <Icon size={20} stroke={1.7} aria-hidden />
                </ActionIcon>
              ) : null,
            )}
          </Group>
        </Group>
        <Divider my="lg" color="gray.2" />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            © {new Date().getFullYear()} {PROVIDER_COMPANY.legalName} Todos los derechos reservados.
          </Text>
          <Text size="xs" c="dimmed">
            Precios en MXN sin IVA · Atención: {PROVIDER_COMPANY.attentionHours.toLowerCase()}
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
