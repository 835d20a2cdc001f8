import type { AuditEntityType } from '@cotizador/contracts/admin-accounts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/database.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { nowIso } from '../../lib/time.ts';
import { type AuditSnapshot, recordAudit } from '../audit/audit.service.ts';
import type { AuthState } from '../auth/auth.types.ts';

// Clients, brands and channels (decision 026) are the same kind of record: a name, unique among the
// live ones, created, renamed, removed softly (quotations that use it keep it) and restored unless a
// live record took its name meanwhile. Each change runs in one transaction with its audit entry.
// One implementation serves the three; each kind only says how to reach its rows and what to say.

export type NamedRecordMessages = {
  /** 422 on `name`: a live record already has it. */
  taken: string;
  deleted: string;
  restored: string;
  /** 404 on restore: no such record, or it is not removed. */
  notRemoved: string;
  /** 409 on restore: a live record has its name. */
  nameLive: string;
};

export type NamedRecordKind<T extends { id: number; name: string }, R extends { name: string } = { name: string }> = {
  entityType: AuditEntityType;
  messages: NamedRecordMessages;
  /** Runs first in every change (a brand checks that its client exists). */
  guard?: (db: Executor) => Promise<unknown>;
  /** The live record, or a 404. */
  require: (db: Executor, id: number) => Promise<T>;
  findLiveByName: (db: Executor, name: string) => Promise<{ id: number } | undefined>;
  insert: (db: Executor, name: string) => Promise<number>;
  rename: (db: Executor, id: number, name: string) => Promise<void>;
  softDelete: (db: Executor, id: number, now: string) => Promise<void>;
  /** The removed record (with what its restore needs), or undefined when it is live or absent. */
  findRemoved: (db: Executor, id: number) => Promise<R | undefined>;
  restore: (db: Executor, id: number, removed: R) => Promise<void>;
  /** What the audit log keeps of the record in each change. */
  snapshot: (record: T, change: 'create' | 'update' | 'delete' | 'restore') => AuditSnapshot;
};

type Change<R> = (trx: Executor, now: string) => Promise<R>;

function inTransaction<R>(ctx: AppContext, change: Change<R>): Promise<R> {
  const now = nowIso(ctx.clock.now());
  return ctx.db.transaction().execute((trx) => change(trx, now));
}

export function namedRecordService<T extends { id: number; name: string }, R extends { name: string }>(
  kind: NamedRecordKind<T, R>,
) {
  const audit = (
    trx: Executor,
    auth: AuthState,
    action: 'create' | 'update' | 'delete' | 'restore',
    id: number,
    now: string,
    before: T | null,
    after: T | null,
  ) =>
    recordAudit(trx, {
      actorId: auth.user.id,
      action,
      entityType: kind.entityType,
      entityId: id,
      before: before && kind.snapshot(before, action),
      after: after && kind.snapshot(after, action),
      now,
    });

  return {
    create(ctx: AppContext, auth: AuthState, name: string): Promise<T> {
      return inTransaction(ctx, async (trx, now) => {
        await kind.guard?.(trx);
        if (await kind.findLiveByName(trx, name)) throw ValidationError.field('name', kind.messages.taken);
        const id = await kind.insert(trx, name);
        const created = await kind.require(trx, id);
        await audit(trx, auth, 'create', id, now, null, created);
        return created;
      });
    },

    change(ctx: AppContext, auth: AuthState, id: number, name: string | undefined): Promise<T> {
      return inTransaction(ctx, async (trx, now) => {
        await kind.guard?.(trx);
        const before = await kind.require(trx, id);
        if (name !== undefined && name !== before.name) {
          const same = await kind.findLiveByName(trx, name);
          if (same && same.id !== id) throw ValidationError.field('name', kind.messages.taken);
          await kind.rename(trx, id, name);
        }
        const after = await kind.require(trx, id);
        await audit(trx, auth, 'update', id, now, before, after);
        return after;
      });
    },

    async remove(ctx: AppContext, auth: AuthState, id: number): Promise<{ message: string }> {
      await inTransaction(ctx, async (trx, now) => {
        await kind.guard?.(trx);
        const before = await kind.require(trx, id);
        await kind.softDelete(trx, id, now);
        await audit(trx, auth, 'delete', id, now, before, null);
      });
      return { message: kind.messages.deleted };
    },

    restore(ctx: AppContext, auth: AuthState, id: number): Promise<{ message: string; record: T }> {
      return inTransaction(ctx, async (trx, now) => {
        await kind.guard?.(trx);
        const removed = await kind.findRemoved(trx, id);
        if (!removed) throw new NotFoundError(kind.messages.notRemoved);
        if (await kind.findLiveByName(trx, removed.name)) throw new ConflictError(kind.messages.nameLive);
        await kind.restore(trx, id, removed);
        const record = await kind.require(trx, id);
        await audit(trx, auth, 'restore', id, now, null, record);
        return { message: kind.messages.restored, record };
      });
    },
  };
}
