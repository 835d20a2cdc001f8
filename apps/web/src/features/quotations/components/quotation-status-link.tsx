import type { QuotationListItem } from '@cotizador/contracts/quotations';
import { Badge, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { quotationStatusColor, quotationStatusLabel } from '../lib/quotation-labels';

type QuotationStatusLinkProps = {
  quotation: Pick<QuotationListItem, 'id' | 'status'>;
  /** Fill the table cell, so a click anywhere in it opens the quotation. */
  fill?: boolean;
};

/** SPEC §2: the status opens the quotation. */
export function QuotationStatusLink({ quotation, fill = false }: QuotationStatusLinkProps) {
  const label = quotationStatusLabel(quotation.status);
  return (
    <UnstyledButton
      component={Link}
      to={paths.quotation.href(quotation.id)}
      aria-label={`${label}: ver la cotización ${quotation.id}`}
      title="Ver detalle de la cotización"
      style={{
        display: fill ? 'flex' : 'inline-flex',
        padding: fill ? 'var(--mantine-spacing-sm) var(--mantine-spacing-md)' : undefined,
        borderRadius: 'var(--mantine-radius-xl)',
      }}
    >
      <Badge
        color={quotationStatusColor(quotation.status)}
        variant="light"
        size="lg"
        radius="xl"
        tt="none"
        fw={600}
        style={{ cursor: 'pointer', flexShrink: 0, overflow: 'visible' }}
      >
        {label}
      </Badge>
    </UnstyledButton>
  );
}
