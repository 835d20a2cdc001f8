import type { Executor } from '../../db/database.ts';
import type { NotificationType } from '../../db/schema.ts';

export async function insertNotification(
  db: Executor,
  values: { user_id: number; type: NotificationType; data: string; created_at: string },
): Promise<number> {
  const row = await db.insertInto('notifications').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A user's notifications, newest first (the bell shows the latest ones). */
export async function listNotifications(db: Executor, userId: number, limit: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'type', 'data', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countUnread(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Mark some (or all) of a user's notifications read; never touches another user's. */
export async function markRead(db: Executor, userId: number, ids: number[] | undefined, now: string): Promise<void> {
  let query = db.updateTable('notifications').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids) {
    if (ids.length === 0) return;
    query = query.where('id', 'in', ids);
  }
  await query.execute();
}
