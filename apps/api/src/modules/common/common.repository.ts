import type { Executor } from '../../db/database.ts';

// Clients, brands and channels: what cpa operators choose from (SPEC §4, §6). What an admin removed
// (`deleted_at`, decision 026) is hidden from new quotations; the name lookups below still find it,
// so quotations that already use it keep it.

export async function listClients(db: Executor) {
  return db.selectFrom('clients').select(['id', 'name']).where('deleted_at', 'is', null).orderBy('name').execute();
}

export async function listBrands(db: Executor) {
  return db.selectFrom('brands').select(['id', 'name', 'client_id']).where('deleted_at', 'is', null).orderBy('name').execute();
}

export async function listChannels(db: Executor) {
  return db.selectFrom('channels').select(['id', 'name']).where('deleted_at', 'is', null).orderBy('name').execute();
}

/** A channel a new quotation may use. */
export async function channelExists(db: Executor, id: number): Promise<boolean> {
  return Boolean(
    await db.selectFrom('channels').select('id').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst(),
  );
}

/** A brand a new quotation may use (its client not removed either). */
export async function brandExists(db: Executor, id: number): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('brands as b')
      .innerJoin('clients as c', 'c.id', 'b.client_id')
      .select('b.id')
      .where('b.id', '=', id)
      .where('b.deleted_at', 'is', null)
      .where('c.deleted_at', 'is', null)
      .executeTakeFirst(),
  );
}

/** Brand and client names of a brand (cpa quotation e-mails). */
export async function findBrandWithClient(db: Executor, brandId: number) {
  return db
    .selectFrom('brands as b')
    .innerJoin('clients as c', 'c.id', 'b.client_id')
    .select(['b.name as brand', 'c.name as client'])
    .where('b.id', '=', brandId)
    .executeTakeFirst();
}

export async function findChannelName(db: Executor, channelId: number): Promise<string | undefined> {
  const row = await db.selectFrom('channels').select('name').where('id', '=', channelId).executeTakeFirst();
  return row?.name;
}
