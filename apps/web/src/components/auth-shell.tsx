// Mantine styles of the guest screens (the signed-in layout loads the full set). A guest form that
// uses another Mantine component adds its `.layer.css` here.
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { LEGAL_LINKS } from '@/config/links';
import classes from './auth-shell.module.css';

/**
 * The frame of the guest screens (login, recovery, activation): a brand panel with an illustration
 * on wide screens, a clean card on phones.
 */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className={classes.root}>
      <aside className={classes.brandPanel}>
        <div className={classes.brandLogo}>
          <Logo height={34} />
        </div>
        <img className={classes.illustration} src="/illustrations/login-hero.svg" alt="" width={520} height={380} />
        <Stack gap="sm">
          <Text fz={30} fw={700} className={classes.headline}>
            Cotiza artículos promocionales en minutos
          </Text>
          <Text size="lg" c="brand.1" maw={460}>
            Explora el catálogo, arma tus cotizaciones y da seguimiento a cada solicitud en un solo lugar.
          </Text>
        </Stack>
      </aside>

      <main className={classes.formSide}>
        <div className={classes.mobileLogo}>
          <Logo height={36} />
        </div>
        <Paper className={classes.card} withBorder radius="lg" p={{ base: 'lg', xs: 'xl' }} shadow="sm">
          {children}
        </Paper>
        <Group className={classes.legal} gap="lg" justify="center" component="nav" aria-label="Legal">
          {LEGAL_LINKS.map((link) => (
            <Anchor key={link.href} component={Link} to={link.href} size="sm" c="dimmed">
              {link.label}
            </Anchor>
          ))}
        </Group>
      </main>
    </div>
  );
}
