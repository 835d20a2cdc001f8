import { beforeEach, describe, expect, it } from 'vitest';
import { notificationQuotationId, selectHasUnseen, useNotificationsStore } from './notifications-store';

describe('notifications store', () => {
  beforeEach(() => useNotificationsStore.getState().clear());

  it('shows the bullet only while the list length differs from the length seen at the last click', () => {
    const store = useNotificationsStore;
    expect(selectHasUnseen(store.getState())).toBe(false);

    store.getState().add({ type: 'QUOTATION', data: { quotation_id: 7 } });
    expect(selectHasUnseen(store.getState())).toBe(true);

    store.getState().markSeen();
    expect(selectHasUnseen(store.getState())).toBe(false);

    store.getState().add({ type: 'PRICE_QUOTATION', data: { id: 9 } });
    expect(selectHasUnseen(store.getState())).toBe(true);

    store.getState().clear();
    expect(selectHasUnseen(store.getState())).toBe(false);
  });

  it('reads the quotation id from either payload shape', () => {
    expect(notificationQuotationId({ type: 'QUOTATION', data: { quotation_id: 3 } })).toBe(3);
    expect(notificationQuotationId({ type: 'STATUS_QUOTATION', data: { id: 4 } })).toBe(4);
  });
});
