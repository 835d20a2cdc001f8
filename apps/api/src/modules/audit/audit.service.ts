import type { AuditEntityType, AuditEntry } from '@cotizador/contracts/admin-accounts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/database.ts';
import { countAuditEntries, insertAuditEntry, listAuditEntries } from './audit.repository.ts';

// The audit log (DESIGN.md §9, decision 026): every admin change, who, when, what, before → after.
// `recordAudit` is called inside the transaction of the change it describes, so a change is never
// stored without its entry nor an entry without its change.

export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'restore'
  | 'deactivate'
  | 'activate'
  | 'invite'
  | 'resend-invitation'
  | 'reorder'
  | 'merge'
  | 'import';

/** A plain JSON object describing the object (never secrets: no password hashes, tokens or codes). */
export type AuditSnapshot = Record<string, unknown>;

export type AuditRecord = {
  /** null: a change made from the command line (the CLI has no signed-in account). */
  actorId: number | null;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: number | null;
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
  now: string;
};

export async function recordAudit(trx: Executor, record: AuditRecord): Promise<void> {
  await insertAuditEntry(trx, {
    actor_id: record.actorId,
    action: record.action,
    entity_type: record.entityType,
    entity_id: record.entityId,
    before: record.before === null ? null : JSON.stringify(record.before),
    after: record.after === null ? null : JSON.stringify(record.after),
    created_at: record.now,
  });
}

/** Page numbers in the admin inbox's shape. */
export function pageInfo(total: number, page: number, perPage: number) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const offset = (page - 1) * perPage;
  return {
    offset,
    meta: {
      current_page: page,
      last_page: lastPage,
      per_page: perPage,
      total,
      from: total > offset ? offset + 1 : null,
      to: total > offset ? Math.min(total, offset + perPage) : null,
    },
  };
}

function parseSnapshot(text: string | null): AuditSnapshot | null {
  if (text === null) return null;
  const value: unknown = JSON.parse(text);
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as AuditSnapshot) : { value };
}

/** GET /admin/audit */
export async function listAudit(
  ctx: AppContext,
  query: { page: number; per_page: number; entity_type?: AuditEntityType | undefined; entity_id?: number | undefined },
) {
  const filter = { entityType: query.entity_type, entityId: query.entity_id };
  const page = query.page;
  const perPage = query.per_page;
  const total = await countAuditEntries(ctx.db, filter);
  const { offset, meta } = pageInfo(total, page, perPage);
  const rows = await listAuditEntries(ctx.db, filter, { limit: perPage, offset });
  const data = rows.map(
    (row): AuditEntry => ({
      id: row.id,
      actor:
        row.actor_id === null || row.actor_email === null
          ? null
          : { id: row.actor_id, name: row.actor_name ?? '', last_name: row.actor_last_name ?? '', email: row.actor_email },
      action: row.action,
      entity_type: row.entity_type,
      entity_id: row.entity_id,
      before: parseSnapshot(row.before),
      after: parseSnapshot(row.after),
      created_at: row.created_at,
    }),
  );
  return { data, ...meta };
}
