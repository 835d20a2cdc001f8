import { Badge, type BadgeProps } from '@mantine/core';

export type SentStatus = 'SENT' | 'IN_PROCESS' | 'CLOSE';

/** The admin desk's status words (issue 13). */
export const QUOTATION_STATUS_LABELS: Record<SentStatus, string> = {
  SENT: 'Enviada',
  IN_PROCESS: 'En proceso',
  CLOSE: 'Finalizada',
};

const COLORS: Record<SentStatus, string> = { SENT: 'orange', IN_PROCESS: 'brand', CLOSE: 'green' };

export function QuotationStatusBadge({ status, ...props }: { status: SentStatus } & Omit<BadgeProps, 'children' | 'color'>) {
  return (
    <Badge
      variant="light"
      color={COLORS[status]}
      c="dark.8"
      radius="sm"
      styles={{ root: { flexShrink: 0, maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } }}
      {...props}
    >
      {QUOTATION_STATUS_LABELS[status]}
    </Badge>
  );
}
