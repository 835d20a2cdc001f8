import { formatDateShort, formatMoney } from '@cotizador/domain/format';
import { PRICE_CONDITIONS_NOTE } from '@cotizador/domain/messages';
import { Box, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ActionButton } from '@/components/action-button';
import { WITHOUT_SHIPPING_LABEL } from '@/lib/price-labels';
import type { ActionAttempt } from '@/lib/use-action';

type CartSummaryProps = {
  normalCount: number;
  specialCount: number;
  /** The server's total (SPEC §2: sum of the final prices); null until the server has answered. */
  totalPesos: number | null;
  /** Sends the cart once per attempt (the button stays busy until it settles). */
  onSend: (attempt: ActionAttempt) => Promise<unknown>;
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {children}
      </Text>
    </Group>
  );
}

/** SPEC §2 Cart 'Resumen': date, counts, total and the button that sends the cart. */
export function CartSummary({ normalCount, specialCount, totalPesos, onSend }: CartSummaryProps) {
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="section"
      aria-labelledby="cart-summary-title"
      style={{ position: 'sticky', top: 88 }}
    >
      <Stack gap="md">
        <Title order={2} fz="h3" id="cart-summary-title">
          Resumen
        </Title>
        <Stack gap={8}>
          <Row label="Fecha">{formatDateShort(new Date())}</Row>
          <Row label="Cotizaciones normales">{normalCount}</Row>
          <Row label="Cotizaciones especiales">{specialCount}</Row>
        </Stack>
        <Divider />
        <Group justify="space-between" wrap="nowrap" align="baseline">
          <Text fw={700}>Total</Text>
          <Box ta="right">
            <Text fw={800} fz={24} c="brand.8" data-testid="cart-total">
              {totalPesos === null ? '-' : formatMoney(totalPesos)}
            </Text>
            <Text size="xs" c="gray.7">
              {WITHOUT_SHIPPING_LABEL}
            </Text>
          </Box>
        </Group>
        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconInfoCircle
            size={18}
            stroke={1.7}
            color="var(--mantine-color-gray-6)"
            aria-hidden
            style={{ flexShrink: 0, marginTop: 1 }}
          />
          <Text size="xs" c="dimmed">
            {PRICE_CONDITIONS_NOTE}
          </Text>
        </Group>
        <ActionButton size="md" fullWidth onAction={onSend} leftSection={<IconSend size={18} aria-hidden />}>
          Solicitar cotización
        </ActionButton>
      </Stack>
    </Paper>
  );
}
