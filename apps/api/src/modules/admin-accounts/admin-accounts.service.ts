import {
  type AdminBrand,
  type AdminChannel,
  type AdminClient,
  type AdminCompany,
  type AdminUser,
  type AdminUserRole,
  COMPANY_MESSAGES,
  type CompanyCreateBody,
  type CompanyUpdateBody,
  CPA_COMPANY_CODE,
  NAMED_MESSAGES,
  USER_MESSAGES,
  type UserCreateBody,
  type UserUpdateBody,
} from '@cotizador/contracts/admin-accounts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/database.ts';
import type { UserRole } from '../../db/schema.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { nowIso } from '../../lib/time.ts';
import { queueActivationCode } from '../account/account.service.ts';
import { invalidateOtps } from '../account/otp.repository.ts';
import { PASSWORD_OTP_PURPOSES, ResendTooSoonError, secondsUntilResend } from '../account/otp.service.ts';
import { pageInfo, recordAudit } from '../audit/audit.service.ts';
import type { AuthState } from '../auth/auth.types.ts';
import { revokeAllUserTokens } from '../auth/tokens.repository.ts';
import {
  findCompanyByCode,
  findUserByEmail,
  findUserById,
  insertCompany,
  insertUser,
  updateUser,
} from '../users/users.repository.ts';
import {
  type AdminUserRow,
  countActiveAdmins,
  countChannels,
  countClients,
  countCompanies,
  countUsers,
  deactivateUser,
  deleteCompanyWithoutUsers,
  findAdminUserRow,
  findCompanyWithUsers,
  findLiveBrand,
  findLiveBrandByName,
  findLiveChannel,
  findLiveChannelByName,
  findLiveClient,
  findLiveClientByName,
  findRemovedBrand,
  findRemovedChannel,
  findRemovedClient,
  insertBrand,
  insertChannel,
  insertClient,
  listBrandsRemovedWithClients,
  listChannelsPage,
  listClientsPage,
  listCompanies,
  listLiveBrands,
  listRemovedBrands,
  listUsers,
  reactivateUser,
  renameBrand,
  renameChannel,
  renameClient,
  restoreBrandRow,
  restoreChannelRow,
  restoreClientRow,
  softDeleteBrand,
  softDeleteChannel,
  softDeleteClient,
  type UserFilter,
  updateCompany,
} from './admin-accounts.repository.ts';
import { namedRecordService } from './named-records.ts';

// Companies, users, clients with brands and channels for admins (issue 15, decision 026). Every
// change runs in one transaction with its audit entry (before → after).

export type PageQuery = { page: number; per_page: number; search?: string | undefined };

// ——— Companies ———

type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompanyWithUsers>>>;

function toAdminCompany(row: CompanyRow): AdminCompany {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    percentage_indirect_expenses: row.percentage_indirect_expenses === null ? null : Number(row.percentage_indirect_expenses),
    users_count: Number(row.users_count ?? 0),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function companySnapshot(company: AdminCompany) {
  const { id, code, name, percentage_indirect_expenses } = company;
  return { id, code, name, percentage_indirect_expenses };
}

async function requireCompany(db: Executor, id: number): Promise<AdminCompany> {
  const row = await findCompanyWithUsers(db, id);
  if (!row) throw new NotFoundError('La empresa no existe.');
  return toAdminCompany(row);
}

export async function listAdminCompanies(ctx: AppContext, query: PageQuery) {
  const total = await countCompanies(ctx.db, query.search);
  const { offset, meta } = pageInfo(total, query.page, query.per_page);
  const rows = await listCompanies(ctx.db, query.search, { limit: query.per_page, offset });
  return { data: rows.map(toAdminCompany), ...meta };
}

export async function getAdminCompany(ctx: AppContext, id: number) {
  return requireCompany(ctx.db, id);
}

export async function createCompany(ctx: AppContext, auth: AuthState, body: CompanyCreateBody & { code: string }) {
  const now = nowIso(ctx.clock.now());
  return ctx.db.transaction().execute(async (trx) => {
    if (await findCompanyByCode(trx, body.code)) throw ValidationError.field('code', COMPANY_MESSAGES.codeTaken);
    const id = await insertCompany(trx, {
      code: body.code,
      name: body.name,
      percentage_indirect_expenses: body.percentage_indirect_expenses,
      now,
    });
    const company = await requireCompany(trx, id);
    await recordAudit(trx, {
      actorId: auth.user.id,
      action: 'create',
      entityType: 'company',
      entityId: id,
      before: null,
      after: companySnapshot(company),
      now,
    });
    return company;
  });
}

export async function changeCompany(ctx: AppContext, auth: AuthState, id: number, body: CompanyUpdateBody) {
  const now = nowIso(ctx.clock.now());
  return ctx.db.transaction().execute(async (trx) => {
    const before = await requireCompany(trx, id);
    const code = body.code;
    if (code !== undefined && code !== before.code) {
      if (before.code === CPA_COMPANY_CODE) throw ValidationError.field('code', COMPANY_MESSAGES.cpaCode);
      if (await findCompanyByCode(trx, code)) throw ValidationError.field('code', COMPANY_MESSAGES.codeTaken);
    }
    await updateCompany(trx, id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(code !== undefined ? { code } : {}),
      ...(body.percentage_indirect_expenses !== undefined
        ? { percentage_indirect_expenses: body.percentage_indirect_expenses }
        : {}),
      updated_at: now,
    });
    const after = await requireCompany(trx, id);
    await recordAudit(trx, {
      actorId: auth.user.id,
      action: 'update',
      entityType: 'company',
      entityId: id,
      before: companySnapshot(before),
      after: companySnapshot(after),
      now,
    });
    return after;
  });
}

export async function removeCompany(ctx: AppContext, auth: AuthState, id: number) {
  const now = nowIso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    const before = await requireCompany(trx, id);
    if (before.code === CPA_COMPANY_CODE) throw new ConflictError(COMPANY_MESSAGES.cpaDelete);
    if (!(await deleteCompanyWithoutUsers(trx, id))) throw new ConflictError(COMPANY_MESSAGES.hasUsers);
    await recordAudit(trx, {
      actorId: auth.user.id,
      action: 'delete',
      entityType: 'company',
      entityId: id,
      before: companySnapshot(before),
      after: null,
      now,
    });
  });
  return { message: COMPANY_MESSAGES.deleted };
}

// ——— Users ———

const ROLE_TO_DB: Record<AdminUserRole, UserRole> = { SALES_OPERATOR: 'operator', ADMIN: 'admin' };
const ROLE_TO_WIRE: Record<UserRole, AdminUserRole> = { operator: 'SALES_OPERATOR', admin: 'ADMIN' };

function toAdminUser(row: AdminUserRow): AdminUser {
  const active = row.is_active === 1;
  return {
    id: row.id,
    name: row.name,
    last_name: row.last_name,
    email: row.email,
    role: ROLE_TO_WIRE[row.role],
    active,
    state: active ? 'active' : Number(row.has_password) === 1 ? 'inactive' : 'pending',
    company:
      row.company_id === null || row.company_code === null
        ? null
        : { id: row.company_id, code: row.company_code, name: row.company_name ?? '' },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function userSnapshot(user: AdminUser) {
  return {
    id: user.id,
    name: user.name,
    last_name: user.last_name,
    email: user.email,
    role: user.role,
    state: user.state,
    company_id: user.company?.id ?? null,
  };
}

/** The audit entry of a change to a user account, inside the change's transaction. */
function auditUser(
  trx: Executor,
  auth: AuthState,
  action: 'invite' | 'update' | 'deactivate' | 'activate' | 'resend-invitation',
  before: AdminUser | null,
  after: AdminUser,
  now: string,
) {
  return recordAudit(trx, {
    actorId: auth.user.id,
    action,
    entityType: 'user',
    entityId: after.id,
    before: before && userSnapshot(before),
    after: userSnapshot(after),
    now,
  });
}

async function requireUser(db: Executor, id: number): Promise<AdminUser> {
  const row = await findAdminUserRow(db, id);
  if (!row) throw new NotFoundError('El usuario no existe.');
  return toAdminUser(row);
}

export type UserListQuery = PageQuery & {
  company_id?: number | undefined;
  role?: AdminUserRole | undefined;
  state?: UserFilter['state'];
};

export async function listAdminUsers(ctx: AppContext, query: UserListQuery) {
  const filter: UserFilter = {
    search: query.search,
    companyId: query.company_id,
    role: query.role ? ROLE_TO_DB[query.role] : undefined,
    state: query.state,
  };
  const total = await countUsers(ctx.db, filter);
  const { offset, meta } = pageInfo(total, query.page, query.per_page);
  const rows = await listUsers(ctx.db, filter, { limit: query.per_page, offset });
  return { data: rows.map(toAdminUser), ...meta };
}

export async function getAdminUser(ctx: AppContext, id: number) {
  return requireUser(ctx.db, id);
}

async function checkCompanyFor(db: Executor, role: AdminUserRole, companyId: number | null): Promise<void> {
  if (companyId === null) {
    if (role === 'SALES_OPERATOR') throw ValidationError.field('company_id', USER_MESSAGES.companyRequired);
    return;
  }
  if (!(await findCompanyWithUsers(db, companyId))) throw ValidationError.field('company_id', USER_MESSAGES.companyMissing);
}

/** The last active admin can never be removed: checked after the change, inside its transaction. */
async function ensureAnActiveAdmin(db: Executor): Promise<void> {
  if ((await countActiveAdmins(db)) === 0) throw new ConflictError(USER_MESSAGES.lastAdmin);
}

/**
 * POST /admin/users: an inactive account without a password, and the activation code e-mailed
 * through the outbox in the same transaction (the existing activation flow finishes it).
 */
export async function inviteUser(ctx: AppContext, auth: AuthState, body: UserCreateBody & { email: string }) {
  const now = nowIso(ctx.clock.now());
  return ctx.db.transaction().execute(async (trx) => {
    const companyId = body.company_id ?? null;
    await checkCompanyFor(trx, body.role, companyId);
    if (await findUserByEmail(trx, body.email)) throw ValidationError.field('email', USER_MESSAGES.emailTaken);
    const created = await insertUser(trx, {
      company_id: companyId,
      role: ROLE_TO_DB[body.role],
      name: body.name,
      last_name: body.last_name,
      email: body.email,
      password_hash: null,
      is_active: 0,
      avatar_url: null,
      created_at: now,
      updated_at: now,
    });
    await queueActivationCode(trx, created, ctx.config.publicUrl, now);
    const user = await requireUser(trx, created.id);
    await auditUser(trx, auth, 'invite', null, user, now);
    return user;
  });
}

export async function changeUser(ctx: AppContext, auth: AuthState, id: number, body: UserUpdateBody) {
  const now = nowIso(ctx.clock.now());
  return ctx.db.transaction().execute(async (trx) => {
    const before = await requireUser(trx, id);
    const role = body.role ?? before.role;
    if (id === auth.user.id && before.role === 'ADMIN' && role !== 'ADMIN') throw new ConflictError(USER_MESSAGES.selfDemote);
    const companyId = body.company_id === undefined ? (before.company?.id ?? null) : body.company_id;
    await checkCompanyFor(trx, role, companyId);
    await updateUser(trx, id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.last_name !== undefined ? { last_name: body.last_name } : {}),
      role: ROLE_TO_DB[role],
      company_id: companyId,
      updated_at: now,
    });
    if (before.role === 'ADMIN' && role !== 'ADMIN') {
      await ensureAnActiveAdmin(trx);
      // A demoted admin's sessions were admin sessions: they end now.
      await revokeAllUserTokens(trx, id, now);
    }
    const after = await requireUser(trx, id);
    await auditUser(trx, auth, 'update', before, after, now);
    return after;
  });
}

/** POST /admin/users/{id}/deactivate: every session ends at once and sign-in is refused. */
export async function deactivate(ctx: AppContext, auth: AuthState, id: number) {
  if (id === auth.user.id) throw new ConflictError(USER_MESSAGES.selfDeactivate);
  const now = nowIso(ctx.clock.now());
  return ctx.db.transaction().execute(async (trx) => {
    const before = await requireUser(trx, id);
    if (before.state === 'pending') throw new ConflictError(USER_MESSAGES.pendingDeactivate);
    if (before.state === 'active') {
      await deactivateUser(trx, id, now);
      if (before.role === 'ADMIN') await ensureAnActiveAdmin(trx);
    }
    // Also for an already inactive account: nothing it holds may stay usable.
    await revokeAllUserTokens(trx, id, now);
    await invalidateOtps(trx, id, PASSWORD_OTP_PURPOSES, now);
    const after = await requireUser(trx, id);
    if (before.state !== after.state) {
      await auditUser(trx, auth, 'deactivate', before, after, now);
    }
    return after;
  });
}

/** POST /admin/users/{id}/activate: undoes a deactivation (a pending account activates itself). */
export async function activate(ctx: AppContext, auth: AuthState, id: number) {
  const now = nowIso(ctx.clock.now());
  return ctx.db.transaction().execute(async (trx) => {
    const before = await requireUser(trx, id);
    if (before.state === 'pending') throw new ConflictError(USER_MESSAGES.pendingActivate);
    if (before.state === 'inactive') await reactivateUser(trx, id, now);
    const after = await requireUser(trx, id);
    if (before.state !== after.state) {
      await auditUser(trx, auth, 'activate', before, after, now);
    }
    return after;
  });
}

/** 'Reenviar invitación': a new activation code, refused (429) within 60 s of the previous one. */
export async function resendInvitation(ctx: AppContext, auth: AuthState, id: number) {
  const user = await findUserById(ctx.db, id);
  if (!user) throw new NotFoundError('El usuario no existe.');
  if (user.is_active === 1 || user.password_hash !== null) throw new ConflictError(USER_MESSAGES.notPending);
  const wait = await secondsUntilResend(ctx.db, id, 'activate', ctx.clock.now());
  if (wait > 0) throw new ResendTooSoonError(wait);
  const now = nowIso(ctx.clock.now());
  return ctx.db.transaction().execute(async (trx) => {
    await queueActivationCode(trx, user, ctx.config.publicUrl, now);
    const current = await requireUser(trx, id);
    await auditUser(trx, auth, 'resend-invitation', null, current, now);
    return current;
  });
}

// ——— Clients and brands ———

async function clientWithBrands(db: Executor, id: number): Promise<AdminClient> {
  const client = await findLiveClient(db, id);
  if (!client) throw new NotFoundError('El cliente no existe.');
  return { ...client, brands: await listLiveBrands(db, [id]) };
}

export async function listAdminClients(ctx: AppContext, query: PageQuery & { removed?: boolean | undefined }) {
  const removed = query.removed === true;
  const total = await countClients(ctx.db, query.search, removed);
  const { offset, meta } = pageInfo(total, query.page, query.per_page);
  const clients = await listClientsPage(ctx.db, query.search, { limit: query.per_page, offset }, removed);
  const ids = clients.map((c) => c.id);
  // A removed client shows the brands that a restore brings back with it.
  const brands = removed ? await listBrandsRemovedWithClients(ctx.db, ids) : await listLiveBrands(ctx.db, ids);
  return { data: clients.map((client) => ({ ...client, brands: brands.filter((b) => b.client_id === client.id) })), ...meta };
}

export async function getAdminClient(ctx: AppContext, id: number) {
  return clientWithBrands(ctx.db, id);
}

const nameOnly = (record: { id: number; name: string }) => ({ id: record.id, name: record.name });

const clients = namedRecordService({
  entityType: 'client',
  messages: {
    taken: NAMED_MESSAGES.clientTaken,
    deleted: NAMED_MESSAGES.clientDeleted,
    restored: NAMED_MESSAGES.clientRestored,
    notRemoved: NAMED_MESSAGES.clientNotRemoved,
    nameLive: NAMED_MESSAGES.clientNameLive,
  },
  require: clientWithBrands,
  findLiveByName: findLiveClientByName,
  insert: insertClient,
  rename: renameClient,
  softDelete: softDeleteClient,
  findRemoved: async (db, id) => {
    const removed = await findRemovedClient(db, id);
    return removed?.deleted_at ? { name: removed.name, deletedAt: removed.deleted_at } : undefined;
  },
  // The brands removed together with the client come back with it.
  restore: (db, id, removed) => restoreClientRow(db, id, removed.deletedAt),
  // A removed or restored client is recorded with its brands; names alone otherwise.
  snapshot: (client, change) => (change === 'delete' || change === 'restore' ? client : nameOnly(client)),
});

export const createClient = clients.create;
export const changeClient = clients.change;
/** Soft removal: hidden from new quotations with its brands; quotations that use them keep them. */
export const removeClient = clients.remove;

/** A removed client comes back with the brands removed with it, unless a live client has its name (409). */
export async function restoreClient(ctx: AppContext, auth: AuthState, id: number) {
  const { message, record } = await clients.restore(ctx, auth, id);
  return { message, client: record };
}

export async function listClientBrands(ctx: AppContext, clientId: number, removed = false) {
  const client = await clientWithBrands(ctx.db, clientId);
  return removed ? listRemovedBrands(ctx.db, clientId) : client.brands;
}

async function requireBrand(db: Executor, clientId: number, id: number): Promise<AdminBrand> {
  await clientWithBrands(db, clientId);
  const brand = await findLiveBrand(db, clientId, id);
  if (!brand) throw new NotFoundError('La marca no existe.');
  return brand;
}

function brandsOf(clientId: number) {
  return namedRecordService({
    entityType: 'brand',
    messages: {
      taken: NAMED_MESSAGES.brandTaken,
      deleted: NAMED_MESSAGES.brandDeleted,
      restored: NAMED_MESSAGES.brandRestored,
      notRemoved: NAMED_MESSAGES.brandNotRemoved,
      nameLive: NAMED_MESSAGES.brandNameLive,
    },
    guard: (db) => clientWithBrands(db, clientId),
    require: (db, id) => requireBrand(db, clientId, id),
    findLiveByName: (db, name) => findLiveBrandByName(db, clientId, name),
    insert: (db, name) => insertBrand(db, clientId, name),
    rename: renameBrand,
    softDelete: softDeleteBrand,
    findRemoved: (db, id) => findRemovedBrand(db, clientId, id),
    restore: (db, id) => restoreBrandRow(db, id),
    snapshot: (brand) => brand,
  });
}

export function createBrand(ctx: AppContext, auth: AuthState, clientId: number, name: string) {
  return brandsOf(clientId).create(ctx, auth, name);
}

export function changeBrand(ctx: AppContext, auth: AuthState, clientId: number, id: number, name: string | undefined) {
  return brandsOf(clientId).change(ctx, auth, id, name);
}

export function removeBrand(ctx: AppContext, auth: AuthState, clientId: number, id: number) {
  return brandsOf(clientId).remove(ctx, auth, id);
}

/** A brand of a live client removed on its own comes back, unless a live brand has its name (409). */
export async function restoreBrand(ctx: AppContext, auth: AuthState, clientId: number, id: number) {
  const { message, record } = await brandsOf(clientId).restore(ctx, auth, id);
  return { message, brand: record };
}

// ——— Channels ———

type ChannelRow = NonNullable<Awaited<ReturnType<typeof findLiveChannel>>>;
const toAdminChannel = (row: ChannelRow): AdminChannel => ({
  id: row.id,
  name: row.name,
  quotations_count: Number(row.quotations_count ?? 0),
});

async function requireChannel(db: Executor, id: number): Promise<AdminChannel> {
  const row = await findLiveChannel(db, id);
  if (!row) throw new NotFoundError('El canal no existe.');
  return toAdminChannel(row);
}

export async function listAdminChannels(ctx: AppContext, query: PageQuery & { removed?: boolean | undefined }) {
  const removed = query.removed === true;
  const total = await countChannels(ctx.db, query.search, removed);
  const { offset, meta } = pageInfo(total, query.page, query.per_page);
  const rows = await listChannelsPage(ctx.db, query.search, { limit: query.per_page, offset }, removed);
  return { data: rows.map(toAdminChannel), ...meta };
}

const channels = namedRecordService({
  entityType: 'channel',
  messages: {
    taken: NAMED_MESSAGES.channelTaken,
    deleted: NAMED_MESSAGES.channelDeleted,
    restored: NAMED_MESSAGES.channelRestored,
    notRemoved: NAMED_MESSAGES.channelNotRemoved,
    nameLive: NAMED_MESSAGES.channelNameLive,
  },
  require: requireChannel,
  findLiveByName: findLiveChannelByName,
  insert: insertChannel,
  rename: renameChannel,
  softDelete: softDeleteChannel,
  findRemoved: findRemovedChannel,
  restore: (db, id) => restoreChannelRow(db, id),
  snapshot: nameOnly,
});

export const createChannel = channels.create;
export const changeChannel = channels.change;
/** Soft removal: hidden from new quotations; the quotations that use it keep it. */
export const removeChannel = channels.remove;

/** A removed channel comes back for new quotations, unless a live one already has its name (409). */
export async function restoreChannel(ctx: AppContext, auth: AuthState, id: number) {
  const { message, record } = await channels.restore(ctx, auth, id);
  return { message, channel: record };
}
