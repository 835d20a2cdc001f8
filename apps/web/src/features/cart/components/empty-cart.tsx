import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** A drawn empty cart of quotations (decorative). */
function EmptyCartIllustration() {
  return (
    <svg width="180" height="140" viewBox="0 0 180 140" aria-hidden="true" focusable="false">
      <ellipse cx="90" cy="128" rx="70" ry="8" fill="#e9eef8" />
      <rect x="62" y="14" width="56" height="70" rx="8" fill="#ffffff" stroke="#b3c6ef" strokeWidth="3" />
      <path d="M74 34h32M74 46h32M74 58h20" stroke="#88a6e6" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M22 40h16l14 58h80l14-44H48"
        fill="none"
        stroke="#2f5bb7"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="62" cy="114" r="8" fill="#2f5bb7" />
      <circle cx="122" cy="114" r="8" fill="#2f5bb7" />
      <circle cx="150" cy="26" r="12" fill="#fff1e6" stroke="#fd7e14" strokeWidth="3" />
      <path d="M150 20v7M150 31v1" stroke="#fd7e14" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** SPEC §2 Cart: the empty cart, with a way back to the catalogue. */
export function EmptyCart() {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="md" py="lg">
        <EmptyCartIllustration />
        <Text fw={700} fz="lg" ta="center">
          Aún no has agregado cotizaciones
        </Text>
        <Text c="dimmed" ta="center" maw={420}>
          Elige un producto del catálogo, configura su cotización y agrégala a tu carrito.
        </Text>
        <Button component={Link} to={paths.catalogue.href()}>
          Ir al catálogo
        </Button>
      </Stack>
    </Paper>
  );
}
