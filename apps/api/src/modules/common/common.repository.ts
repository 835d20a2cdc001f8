import type { Executor } from '../../db/database.ts';

// Clients, brands and channels: what cpa operators choose from (SPEC §4, §6).

export async function listClients(db: Executor) {
  return db.selectFrom('clients').select(['id', 'name']).orderBy('name').execute();
}

export async function listBrands(db: Executor) {
  return db.selectFrom('brands').select(['id', 'name', 'client_id']).orderBy('name').execute();
}

export async function listChannels(db: Executor) {
  return db.selectFrom('channels').select(['id', 'name']).orderBy('name').execute();
}

export async function channelExists(db: Executor, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('channels').select('id').where('id', '=', id).executeTakeFirst());
}

export async function brandExists(db: Executor, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('brands').select('id').where('id', '=', id).executeTakeFirst());
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
