import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { QuotationStatusBadge } from './quotation-status-badge';

describe('status badge', () => {
  it.each([
    ['SENT', 'Enviada'],
    ['IN_PROCESS', 'En proceso'],
    ['CLOSE', 'Finalizada'],
  ] as const)('%s reads %s', (status, text) => {
    render(
      <AppProvider queryClient={createQueryClient()} env="test">
        <QuotationStatusBadge status={status} />
      </AppProvider>,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
