import { type AnyNotificationMessage, anyNotificationMessageSchema } from '@cotizador/contracts/notifications';
import { NOTIFY_EVENT, notificationsChannel } from '@cotizador/contracts/realtime';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';
import type { BroadcastEvent } from '../../realtime/broadcaster.ts';
import { countUnread, insertNotification, listNotifications, markRead } from './notifications.repository.ts';

// DESIGN.md §9: notifications are rows first (still in the bell after a reload), pushed second.

const BELL_SIZE = 50;

/** Store a notification in the caller's transaction; returns the event to publish after the commit. */
export async function storeNotification(
  db: Executor,
  userId: number,
  message: AnyNotificationMessage,
  now: string,
): Promise<BroadcastEvent> {
  await insertNotification(db, { user_id: userId, type: message.type, data: JSON.stringify(message.data), created_at: now });
  return { channel: notificationsChannel(userId), event: NOTIFY_EVENT, data: message };
}

/** Events are hints: a failed push never fails the request whose rows are already committed. */
export async function publishAfterCommit(ctx: AppContext, events: BroadcastEvent[]): Promise<void> {
  if (events.length === 0) return;
  try {
    await ctx.broadcaster.publish(events);
  } catch (error) {
    ctx.log.warn({ err: error, events: events.length }, 'real-time publish failed');
  }
}

export async function listUserNotifications(ctx: AppContext, userId: number) {
  const [rows, unread] = await Promise.all([listNotifications(ctx.db, userId, BELL_SIZE), countUnread(ctx.db, userId)]);
  const notifications = rows.flatMap((row) => {
    const parsed = anyNotificationMessageSchema.safeParse({ type: row.type, data: JSON.parse(row.data) as unknown });
    return parsed.success ? [{ ...parsed.data, id: row.id, created_at: row.created_at, read_at: row.read_at }] : [];
  });
  return { notifications, unread };
}

export async function readUserNotifications(ctx: AppContext, userId: number, ids: number[] | undefined) {
  await markRead(ctx.db, userId, ids, nowIso(ctx.clock.now()));
  return { unread: await countUnread(ctx.db, userId) };
}
