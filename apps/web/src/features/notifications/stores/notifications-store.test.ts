import { beforeEach, describe, expect, it } from 'vitest';
import {
  hydrateStoredNotifications,
  notificationQuotationId,
  selectHasUnseen,
  useNotificationsStore,
} from './notifications-store';

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

  it('puts the stored answer in the bell oldest first, and the same answer again changes nothing', () => {
    const stored = {
      notifications: [
        { type: 'PRICE_QUOTATION' as const, data: { id: 2 } },
        { type: 'QUOTATION' as const, data: { quotation_id: 1 } },
      ],
      unread: 1,
    };
    hydrateStoredNotifications(stored);
    const first = useNotificationsStore.getState();
    expect(first.messages.map(notificationQuotationId)).toEqual([1, 2]);
    expect(first.seenCount).toBe(1);

    hydrateStoredNotifications(stored);
    expect(useNotificationsStore.getState()).toBe(first);

    hydrateStoredNotifications({ ...stored, unread: 0 });
    expect(useNotificationsStore.getState().seenCount).toBe(2);

    // After a sign-out the same answer is put in the bell again.
    useNotificationsStore.getState().clear();
    hydrateStoredNotifications(stored);
    expect(useNotificationsStore.getState().messages).toHaveLength(2);
  });
});
