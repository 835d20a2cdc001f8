import type { NotificationMessage } from '@cotizador/contracts/notifications';
import { create } from 'zustand';
import { onSessionEnd } from '@/lib/session-end';

/** A message in the bell list, with a key that stays the same while it is listed. */
export type BellMessage = NotificationMessage & { key: number };

type NotificationsState = {
  messages: BellMessage[];
  /** How many messages there were when the bell was last opened. */
  seenCount: number;
  add: (message: NotificationMessage) => void;
  /** The stored notifications (oldest first) with how many of them were already read. */
  hydrate: (messages: NotificationMessage[], readCount: number) => void;
  markSeen: () => void;
  clear: () => void;
};

/** The bell list (in memory only; SPEC §4: cleared on logout). */
let nextKey = 1;

export const useNotificationsStore = create<NotificationsState>()((set) => ({
  messages: [],
  seenCount: 0,
  add: (message) => set((state) => ({ messages: [...state.messages, { ...message, key: nextKey++ }] })),
  hydrate: (messages, readCount) =>
    set({
      messages: messages.map((message) => ({ ...message, key: nextKey++ })),
      seenCount: Math.min(readCount, messages.length),
    }),
  markSeen: () => set((state) => ({ seenCount: state.messages.length })),
  clear: () => {
    hydratedFrom = null;
    set({ messages: [], seenCount: 0 });
  },
}));

// SPEC §4: the bell's messages go with the session.
onSessionEnd(() => useNotificationsStore.getState().clear());

/** The stored answer last put in the bell: the same answer again changes nothing. */
let hydratedFrom: StoredNotifications | null = null;

type StoredNotifications = { notifications: NotificationMessage[]; unread: number };

/**
 * The bell starts from the stored notifications (newest first from the server) and their read
 * state. Called by the frame's loader, so the bell's first render has them, and by the bell when
 * the answer is fetched again.
 */
export function hydrateStoredNotifications(stored: StoredNotifications): void {
  if (stored === hydratedFrom) return;
  hydratedFrom = stored;
  const list = [...stored.notifications].reverse();
  useNotificationsStore.getState().hydrate(list, list.length - stored.unread);
}

/** SPEC §4: the bullet shows when the list length differs from the length seen at the last click. */
export function selectHasUnseen(state: Pick<NotificationsState, 'messages' | 'seenCount'>): boolean {
  return state.messages.length !== state.seenCount;
}

export function notificationQuotationId(message: NotificationMessage): number {
  return message.type === 'QUOTATION' ? message.data.quotation_id : message.data.id;
}

/** SPEC §3: the first product image is used, else a default image. */
export function notificationImage(message: NotificationMessage): string | null {
  const images = message.type === 'QUOTATION' ? message.data.quotation?.product?.image : message.data.product?.image;
  return images?.[0] ?? null;
}
