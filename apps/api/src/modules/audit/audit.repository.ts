import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { AuditLogTable } from '../../db/schema.ts';

export async function insertAuditEntry(db: Executor, entry: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

export type AuditFilter = { entityType?: string; entityId?: number };

function filtered(db: Executor, filter: AuditFilter) {
  let query = db.selectFrom('audit_log as a');
  if (filter.entityType) query = query.where('a.entity_type', '=', filter.entityType);
  if (filter.entityId !== undefined) query = query.where('a.entity_id', '=', filter.entityId);
  return query;
}

export async function countAuditEntries(db: Executor, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first. */
export async function listAuditEntries(db: Executor, filter: AuditFilter, page: { limit: number; offset: number }) {
  return filtered(db, filter)
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select([
      'a.id',
      'a.actor_id',
      'a.action',
      'a.entity_type',
      'a.entity_id',
      'a.before',
      'a.after',
      'a.created_at',
      'u.name as actor_name',
      'u.last_name as actor_last_name',
      'u.email as actor_email',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
