import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { Database, UserRole } from '../../db/schema.ts';

// Every line of SQL of the admin's companies, users, clients, brands and channels (decision 026).

export type PageWindow = { limit: number; offset: number };

/** Case-insensitive "contains", with LIKE's own wildcards searched literally. */
export function containsText(column: Expression<string>, text: string) {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<SqlBool>`lower(${column}) like ${`%${escaped}%`} escape '\\'`;
}

// ——— Companies ———

function usersCount(eb: ExpressionBuilder<Database, 'companies'>) {
  return eb
    .selectFrom('users')
    .select((inner) => inner.fn.countAll<number | string>().as('n'))
    .whereRef('users.company_id', '=', 'companies.id')
    .as('users_count');
}

function companiesMatching(db: Executor, search: string | undefined) {
  let query = db.selectFrom('companies');
  if (search)
    query = query.where((eb) =>
      eb.or([containsText(eb.ref('companies.name'), search), containsText(eb.ref('companies.code'), search)]),
    );
  return query;
}

export async function countCompanies(db: Executor, search: string | undefined): Promise<number> {
  const row = await companiesMatching(db, search)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listCompanies(db: Executor, search: string | undefined, page: PageWindow) {
  return companiesMatching(db, search)
    .selectAll('companies')
    .select(usersCount)
    .orderBy('companies.name')
    .orderBy('companies.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function findCompanyWithUsers(db: Executor, id: number) {
  return db.selectFrom('companies').selectAll('companies').select(usersCount).where('companies.id', '=', id).executeTakeFirst();
}

export async function updateCompany(
  db: Executor,
  id: number,
  changes: { name?: string; code?: string; percentage_indirect_expenses?: number; updated_at: string },
): Promise<void> {
  await db.updateTable('companies').set(changes).where('id', '=', id).execute();
}

/** Deletes only a company without users (the check and the delete are one statement). */
export async function deleteCompanyWithoutUsers(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('companies')
    .where('id', '=', id)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('users').select('users.id').whereRef('users.company_id', '=', 'companies.id'))))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ——— Users ———

export type UserFilter = {
  search?: string;
  companyId?: number;
  role?: UserRole;
  state?: 'active' | 'pending' | 'inactive';
};

function usersMatching(db: Executor, filter: UserFilter) {
  let query = db.selectFrom('users as u').leftJoin('companies as c', 'c.id', 'u.company_id');
  const { search, companyId, role, state } = filter;
  if (search) {
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref('u.name'), search),
        containsText(eb.ref('u.last_name'), search),
        containsText(eb.ref('u.email'), search),
        containsText(sql<string>`${eb.ref('u.name')} || ' ' || ${eb.ref('u.last_name')}`, search),
      ]),
    );
  }
  if (companyId !== undefined) query = query.where('u.company_id', '=', companyId);
  if (role) query = query.where('u.role', '=', role);
  if (state === 'active') query = query.where('u.is_active', '=', 1);
  if (state === 'pending') query = query.where('u.is_active', '=', 0).where('u.password_hash', 'is', null);
  if (state === 'inactive') query = query.where('u.is_active', '=', 0).where('u.password_hash', 'is not', null);
  return query;
}

const userColumns = [
  'u.id',
  'u.name',
  'u.last_name',
  'u.email',
  'u.role',
  'u.is_active',
  'u.company_id',
  'u.created_at',
  'u.updated_at',
  'c.code as company_code',
  'c.name as company_name',
] as const;

/** The admin's view of an account: never the password hash, only whether there is one. */
function withHasPassword(eb: ExpressionBuilder<Database & { u: Database['users'] }, 'u'>) {
  return eb.case().when('u.password_hash', 'is', null).then(0).else(1).end().as('has_password');
}

export async function countUsers(db: Executor, filter: UserFilter): Promise<number> {
  const row = await usersMatching(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listUsers(db: Executor, filter: UserFilter, page: PageWindow) {
  return usersMatching(db, filter)
    .select(userColumns)
    .select(withHasPassword)
    .orderBy('u.name')
    .orderBy('u.last_name')
    .orderBy('u.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function findAdminUserRow(db: Executor, id: number) {
  return usersMatching(db, {}).select(userColumns).select(withHasPassword).where('u.id', '=', id).executeTakeFirst();
}
export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof findAdminUserRow>>>;

export async function countActiveAdmins(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('role', '=', 'admin')
    .where('is_active', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deactivate an active account (a conditional update: two admins racing change it once). */
export async function deactivateUser(db: Executor, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_active: 0, updated_at: now })
    .where('id', '=', id)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Reactivate a deactivated account (inactive with a password); a pending one activates itself. */
export async function reactivateUser(db: Executor, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_active: 1, updated_at: now })
    .where('id', '=', id)
    .where('is_active', '=', 0)
    .where('password_hash', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ——— Clients, brands, channels (removal is soft: old quotations keep theirs) ———

export async function countClients(db: Executor, search: string | undefined, removed = false): Promise<number> {
  let query = db.selectFrom('clients').where('deleted_at', removed ? 'is not' : 'is', null);
  if (search) query = query.where((eb) => containsText(eb.ref('clients.name'), search));
  const row = await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listClientsPage(db: Executor, search: string | undefined, page: PageWindow, removed = false) {
  let query = db
    .selectFrom('clients')
    .select(['id', 'name'])
    .where('deleted_at', removed ? 'is not' : 'is', null);
  if (search) query = query.where((eb) => containsText(eb.ref('clients.name'), search));
  return query.orderBy('name').orderBy('id').limit(page.limit).offset(page.offset).execute();
}

export async function findLiveClient(db: Executor, id: number) {
  return db.selectFrom('clients').select(['id', 'name']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function findLiveClientByName(db: Executor, name: string) {
  return db
    .selectFrom('clients')
    .select(['id', 'name'])
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', [eb.ref('name')]), '=', name.toLowerCase()))
    .executeTakeFirst();
}

export async function insertClient(db: Executor, name: string): Promise<number> {
  return (await db.insertInto('clients').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function renameClient(db: Executor, id: number, name: string): Promise<void> {
  await db.updateTable('clients').set({ name }).where('id', '=', id).execute();
}

/** Soft removal of a client and its brands. */
export async function softDeleteClient(db: Executor, id: number, now: string): Promise<void> {
  await db.updateTable('brands').set({ deleted_at: now }).where('client_id', '=', id).where('deleted_at', 'is', null).execute();
  await db.updateTable('clients').set({ deleted_at: now }).where('id', '=', id).execute();
}

export async function findRemovedClient(db: Executor, id: number) {
  return db
    .selectFrom('clients')
    .select(['id', 'name', 'deleted_at'])
    .where('id', '=', id)
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
}

/** The brands removed together with their (removed) client: same removal time. */
export async function listBrandsRemovedWithClients(db: Executor, clientIds: number[]) {
  if (clientIds.length === 0) return [];
  return db
    .selectFrom('brands as b')
    .innerJoin('clients as c', 'c.id', 'b.client_id')
    .select(['b.id', 'b.name', 'b.client_id'])
    .where('b.client_id', 'in', clientIds)
    .where('c.deleted_at', 'is not', null)
    .whereRef('b.deleted_at', '=', 'c.deleted_at')
    .orderBy('b.name')
    .orderBy('b.id')
    .execute();
}

/** Brings a client back with the brands removed at the same moment (not those removed before). */
export async function restoreClientRow(db: Executor, id: number, removedAt: string): Promise<void> {
  await db
    .updateTable('brands')
    .set({ deleted_at: null })
    .where('client_id', '=', id)
    .where('deleted_at', '=', removedAt)
    .execute();
  await db.updateTable('clients').set({ deleted_at: null }).where('id', '=', id).execute();
}

export async function listRemovedBrands(db: Executor, clientId: number) {
  return db
    .selectFrom('brands')
    .select(['id', 'name', 'client_id'])
    .where('client_id', '=', clientId)
    .where('deleted_at', 'is not', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function findRemovedBrand(db: Executor, clientId: number, id: number) {
  return db
    .selectFrom('brands')
    .select(['id', 'name', 'client_id'])
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
}

export async function restoreBrandRow(db: Executor, id: number): Promise<void> {
  await db.updateTable('brands').set({ deleted_at: null }).where('id', '=', id).execute();
}

export async function listLiveBrands(db: Executor, clientIds: number[]) {
  if (clientIds.length === 0) return [];
  return db
    .selectFrom('brands')
    .select(['id', 'name', 'client_id'])
    .where('client_id', 'in', clientIds)
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function findLiveBrand(db: Executor, clientId: number, id: number) {
  return db
    .selectFrom('brands')
    .select(['id', 'name', 'client_id'])
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findLiveBrandByName(db: Executor, clientId: number, name: string) {
  return db
    .selectFrom('brands')
    .select(['id', 'name', 'client_id'])
    .where('client_id', '=', clientId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', [eb.ref('name')]), '=', name.toLowerCase()))
    .executeTakeFirst();
}

export async function insertBrand(db: Executor, clientId: number, name: string): Promise<number> {
  return (await db.insertInto('brands').values({ name, client_id: clientId }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function renameBrand(db: Executor, id: number, name: string): Promise<void> {
  await db.updateTable('brands').set({ name }).where('id', '=', id).execute();
}

export async function softDeleteBrand(db: Executor, id: number, now: string): Promise<void> {
  await db.updateTable('brands').set({ deleted_at: now }).where('id', '=', id).execute();
}

function channelQuotations(eb: ExpressionBuilder<Database, 'channels'>) {
  return eb
    .selectFrom('quotations')
    .select((inner) => inner.fn.countAll<number | string>().as('n'))
    .whereRef('quotations.channel_id', '=', 'channels.id')
    .as('quotations_count');
}

export async function countChannels(db: Executor, search: string | undefined, removed = false): Promise<number> {
  let query = db.selectFrom('channels').where('deleted_at', removed ? 'is not' : 'is', null);
  if (search) query = query.where((eb) => containsText(eb.ref('channels.name'), search));
  const row = await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listChannelsPage(db: Executor, search: string | undefined, page: PageWindow, removed = false) {
  let query = db
    .selectFrom('channels')
    .select(['id', 'name'])
    .select(channelQuotations)
    .where('deleted_at', removed ? 'is not' : 'is', null);
  if (search) query = query.where((eb) => containsText(eb.ref('channels.name'), search));
  return query.orderBy('name').orderBy('id').limit(page.limit).offset(page.offset).execute();
}

export async function findLiveChannel(db: Executor, id: number) {
  return db
    .selectFrom('channels')
    .select(['id', 'name'])
    .select(channelQuotations)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findLiveChannelByName(db: Executor, name: string) {
  return db
    .selectFrom('channels')
    .select(['id', 'name'])
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', [eb.ref('name')]), '=', name.toLowerCase()))
    .executeTakeFirst();
}

export async function insertChannel(db: Executor, name: string): Promise<number> {
  return (await db.insertInto('channels').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function renameChannel(db: Executor, id: number, name: string): Promise<void> {
  await db.updateTable('channels').set({ name }).where('id', '=', id).execute();
}

export async function findRemovedChannel(db: Executor, id: number) {
  return db
    .selectFrom('channels')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
}

export async function restoreChannelRow(db: Executor, id: number): Promise<void> {
  await db.updateTable('channels').set({ deleted_at: null }).where('id', '=', id).execute();
}

export async function softDeleteChannel(db: Executor, id: number, now: string): Promise<void> {
  await db.updateTable('channels').set({ deleted_at: now }).where('id', '=', id).execute();
}
