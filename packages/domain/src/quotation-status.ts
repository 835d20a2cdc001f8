// DESIGN.md §9: the quotation status machine, one definition for the API (which decides) and the
// web (which shows what is possible). SPEC §4: SENT, IN_PROCESS, CLOSE; transitions are made by the
// server. DRAFT is a cart item, never a sent quotation.

export const SENT_QUOTATION_STATUSES = ['SENT', 'IN_PROCESS', 'CLOSE'] as const;
export type SentQuotationStatus = (typeof SENT_QUOTATION_STATUSES)[number];

/** What can happen to a sent quotation. */
export type QuotationAction =
  /** An admin writes in the chat. */
  | 'admin-message'
  /** The operator writes in the chat. */
  | 'operator-message'
  /** An admin stores a new price. */
  | 'price-revision'
  /** An admin makes someone responsible. */
  | 'assign'
  /** An admin finalises it. */
  | 'close';

export type TransitionResult = { ok: true; next: SentQuotationStatus } | { ok: false; reason: 'closed' };

export const QUOTATION_CLOSED_MESSAGE = 'Esta cotización ha finalizado; ya no admite cambios.';

/**
 * The status after `action`: the admin's first message or price revision moves SENT to IN_PROCESS
 * by itself; CLOSE comes from SENT or IN_PROCESS; nothing changes a CLOSE quotation.
 */
export function nextQuotationStatus(current: SentQuotationStatus, action: QuotationAction): TransitionResult {
  if (current === 'CLOSE') return { ok: false, reason: 'closed' };
  switch (action) {
    case 'admin-message':
    case 'price-revision':
      return { ok: true, next: 'IN_PROCESS' };
    case 'operator-message':
    case 'assign':
      return { ok: true, next: current };
    case 'close':
      return { ok: true, next: 'CLOSE' };
  }
}

export function isSentQuotationStatus(value: unknown): value is SentQuotationStatus {
  return typeof value === 'string' && (SENT_QUOTATION_STATUSES as readonly string[]).includes(value);
}
