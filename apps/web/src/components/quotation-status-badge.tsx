import { Badge, type BadgeProps } from '@mantine/core';

export type SentStatus = 'SENT' | 'IN_PROCESS' | 'CLOSE';

/** The admin desk's status words (issue 13). */
export const QUOTATION_STATUS_LABELS: Record<SentStatus, string> = {
  SENT: 'Enviada',
  IN_PROCESS: 'En proceso',
  CLOSE: 'Finalizada',
};

const COLORS: Record<SentStatus, string> = { SENT: 'orange.9', IN_PROCESS: 'brand.7', CLOSE: 'green.9' };

export function QuotationStatusBadge({ status, ...props }: { status: SentStatus } & Omit<BadgeProps, 'children' | 'color'>) {
  return (
    <Badge variant="filled" color={COLORS[status]} radius="sm" style={{ flexShrink: 0, overflow: 'visible' }} {...props}>
      {QUOTATION_STATUS_LABELS[status]}
    </Badge>
  );
}
