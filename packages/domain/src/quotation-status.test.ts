import { describe, expect, it } from 'vitest';
import { nextQuotationStatus, type QuotationAction, type SentQuotationStatus } from './quotation-status.ts';

describe('quotation status machine (DESIGN.md §9)', () => {
  it.each<[SentQuotationStatus, QuotationAction, SentQuotationStatus]>([
    ['SENT', 'admin-message', 'IN_PROCESS'],
    ['SENT', 'price-revision', 'IN_PROCESS'],
    ['SENT', 'operator-message', 'SENT'],
    ['SENT', 'assign', 'SENT'],
    ['SENT', 'close', 'CLOSE'],
    ['IN_PROCESS', 'admin-message', 'IN_PROCESS'],
    ['IN_PROCESS', 'price-revision', 'IN_PROCESS'],
    ['IN_PROCESS', 'operator-message', 'IN_PROCESS'],
    ['IN_PROCESS', 'close', 'CLOSE'],
  ])('%s + %s → %s', (current, action, next) => {
    expect(nextQuotationStatus(current, action)).toEqual({ ok: true, next });
  });

  it.each<QuotationAction>(['admin-message', 'operator-message', 'price-revision', 'assign', 'close'])(
    'CLOSE is final: %s is refused',
    (action) => {
      expect(nextQuotationStatus('CLOSE', action)).toEqual({ ok: false, reason: 'closed' });
    },
  );
});
