import { validateOtpResponse } from '@cotizador/contracts/account';
import {
  adminAuditResponse,
  adminBrandResponse,
  adminBrandRestoreResponse,
  adminBrandsResponse,
  adminChannelResponse,
  adminChannelRestoreResponse,
  adminChannelsResponse,
  adminClientResponse,
  adminClientRestoreResponse,
  adminClientsResponse,
  adminCompaniesResponse,
  adminCompanyResponse,
  adminUserActionResponse,
  adminUserResponse,
  adminUsersResponse,
  COMPANY_MESSAGES,
  NAMED_MESSAGES,
  USER_MESSAGES,
} from '@cotizador/contracts/admin-accounts';
import { signInResponse } from '@cotizador/contracts/auth';
import {
  channelsResponse,
  clientsResponse,
  errorResponse,
  messageResponse,
  validationErrorResponse,
} from '@cotizador/contracts/common';
import { myQuotationsResponse } from '@cotizador/contracts/quotations';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { bearer, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../../../test/helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { seedQuotable, signInAdmin } from '../../../test/sent-quotation.ts';
import { FORM_FILE_REFUSED_MESSAGE } from '../../plugins/form-fields.ts';
import { lastCodeTo, mailsTo } from '../account/account.test-helpers.ts';
import { deactivate } from './admin-accounts.service.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('admin accounts: companies, users, clients, channels', () => {
  let t: TestApp;
  let admin: string;

  beforeEach(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t);
  });
  afterEach(async () => {
    await t.close();
  });

  function call(method: Method, url: string, token: string | null, payload?: unknown) {
    return t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  async function userIdOf(email: string): Promise<number> {
    const row = await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return row.id;
  }

  async function audit(entityType: string, entityId?: number) {
    const query = new URLSearchParams({ entity_type: entityType, per_page: '100' });
    if (entityId !== undefined) query.set('entity_id', String(entityId));
    const response = await call('GET', `/api/admin/audit?${query}`, admin);
    expect(response.statusCode).toBe(200);
    return expectContract(response, adminAuditResponse);
  }

  it('invites a user into a new company: activation e-mail, activation, sign-in with the company percentage', async () => {
    const created = await call('POST', '/api/admin/companies', admin, {
      name: 'Regalos del Bajío',
      code: '  Regalos-Bajio ',
      percentage_indirect_expenses: 12.5,
    });
    expect(created.statusCode).toBe(201);
    const company = expectContract(created, adminCompanyResponse).company;
    expect(company).toMatchObject({ code: 'regalos-bajio', percentage_indirect_expenses: 12.5, users_count: 0 });

    const invited = await call('POST', '/api/admin/users', admin, {
      name: 'Lucía',
      last_name: 'Herrera Paz',
      email: 'Lucia.Herrera@Bajio.mx',
      company_id: company.id,
      role: 'SALES_OPERATOR',
    });
    expect(invited.statusCode).toBe(201);
    const user = expectContract(invited, adminUserResponse).user;
    expect(user).toMatchObject({
      email: 'lucia.herrera@bajio.mx',
      role: 'SALES_OPERATOR',
      active: false,
      state: 'pending',
      company: { id: company.id, code: 'regalos-bajio' },
    });
    // Not yet: the account is pending until the code is used.
    const early = await call('POST', '/api/auth/sign-in-sales-operator', null, { email: user.email, password: 'Invitada123!' });
    expect(early.statusCode).toBe(422);

    const mails = await mailsTo(t, user.email);
    expect(mails.map((m) => m.kind)).toEqual(['account.activation']);
    const code = await lastCodeTo(t, user.email);
    const validated = await call('POST', '/api/otp/validate-otp', null, { email: user.email, code });
    expect(validated.statusCode).toBe(200);
    const temporal = expectContract(validated, validateOtpResponse).temporal_token;
    const set = await call('POST', '/api/auth/modify-password', temporal, { new_password: 'Invitada123!' });
    expect(set.statusCode).toBe(200);

    const signedIn = await call('POST', '/api/auth/sign-in-sales-operator', null, {
      email: user.email,
      password: 'Invitada123!',
    });
    expect(signedIn.statusCode).toBe(200);
    expect(expectContract(signedIn, signInResponse).company).toMatchObject({
      code: 'regalos-bajio',
      percentage_indirect_expenses: 12.5,
    });

    const listed = expectContract(await call('GET', `/api/admin/users?search=herrera&state=active`, admin), adminUsersResponse);
    expect(listed.data.map((u) => u.email)).toEqual(['lucia.herrera@bajio.mx']);
    expect((await audit('user', user.id)).data.map((e) => e.action)).toEqual(['invite']);
    const companyAudit = (await audit('company', company.id)).data;
    expect(companyAudit).toHaveLength(1);
    expect(companyAudit[0]).toMatchObject({
      action: 'create',
      before: null,
      after: { code: 'regalos-bajio', name: 'Regalos del Bajío', percentage_indirect_expenses: 12.5 },
      actor: { email: 'admin@demo.mx' },
    });
  });

  it('resends an invitation only to a pending account and only after 60 s', async () => {
    const pending = await userIdOf('pendiente@demo.mx');
    const first = await call('POST', `/api/admin/users/${pending}/resend-invitation`, admin);
    expect(first.statusCode).toBe(200);
    expect(expectContract(first, adminUserActionResponse).message).toBe(USER_MESSAGES.invitationSent);
    const codeA = await lastCodeTo(t, 'pendiente@demo.mx');

    const tooSoon = await call('POST', `/api/admin/users/${pending}/resend-invitation`, admin);
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(expectContract(tooSoon, errorResponse).code).toBe('RATE_LIMITED');

    t.clock.advance(61_000);
    expect((await call('POST', `/api/admin/users/${pending}/resend-invitation`, admin)).statusCode).toBe(200);
    expect(await mailsTo(t, 'pendiente@demo.mx')).toHaveLength(2);
    // The new code killed the previous one.
    const stale = await call('POST', '/api/otp/validate-otp', null, { email: 'pendiente@demo.mx', code: codeA });
    if ((await lastCodeTo(t, 'pendiente@demo.mx')) !== codeA) expect(stale.statusCode).toBe(422);

    const active = await userIdOf('vendedor@demo.mx');
    const refused = await call('POST', `/api/admin/users/${active}/resend-invitation`, admin);
    expect(refused.statusCode).toBe(409);
    expect(expectContract(refused, errorResponse).message).toBe(USER_MESSAGES.notPending);
  });

  it('deactivation ends every session at once and refuses sign-in; activation undoes it', async () => {
    const sessionA = await signIn(t.app, 'vendedor@demo.mx');
    const sessionB = await signIn(t.app, 'vendedor@demo.mx');
    expect((await call('GET', '/api/auth/info-by-token', sessionA)).statusCode).toBe(200);
    const id = await userIdOf('vendedor@demo.mx');

    const done = await call('POST', `/api/admin/users/${id}/deactivate`, admin);
    expect(done.statusCode).toBe(200);
    expect(expectContract(done, adminUserActionResponse).user).toMatchObject({ active: false, state: 'inactive' });
    for (const token of [sessionA, sessionB]) {
      expect((await call('GET', '/api/auth/info-by-token', token)).statusCode).toBe(401);
      expect((await call('GET', '/api/sales-operator/home/data', token)).statusCode).toBe(401);
    }
    const refused = await call('POST', '/api/auth/sign-in-sales-operator', null, {
      email: 'vendedor@demo.mx',
      password: DEMO_PASSWORD,
    });
    expect(refused.statusCode).toBe(422);
    // The user cannot undo it through the public activation flow either.
    await call('POST', '/api/otp/send-otp-email-to-activate-user', null, { email: 'vendedor@demo.mx' });
    expect(await mailsTo(t, 'vendedor@demo.mx')).toHaveLength(0);

    const inactive = expectContract(await call('GET', '/api/admin/users?state=inactive', admin), adminUsersResponse);
    expect(inactive.data.map((u) => u.email)).toEqual(['vendedor@demo.mx']);

    const back = await call('POST', `/api/admin/users/${id}/activate`, admin);
    expect(back.statusCode).toBe(200);
    expect(expectContract(back, adminUserActionResponse).user).toMatchObject({ active: true, state: 'active' });
    expect(await signIn(t.app, 'vendedor@demo.mx')).toBeTruthy();
    // Old sessions stay ended.
    expect((await call('GET', '/api/auth/info-by-token', sessionA)).statusCode).toBe(401);

    const entries = (await audit('user', id)).data;
    expect(entries.map((e) => e.action)).toEqual(['activate', 'deactivate']);
    expect(entries[1]).toMatchObject({ before: { state: 'active' }, after: { state: 'inactive' } });
    expect(JSON.stringify(entries)).not.toContain('password');

    const pending = await userIdOf('pendiente@demo.mx');
    expect((await call('POST', `/api/admin/users/${pending}/activate`, admin)).statusCode).toBe(409);
  });

  it('refuses self-deactivation, self-demotion and removing the last active admin', async () => {
    const me = await userIdOf('admin@demo.mx');
    const self = await call('POST', `/api/admin/users/${me}/deactivate`, admin);
    expect(self.statusCode).toBe(409);
    expect(expectContract(self, errorResponse).message).toBe(USER_MESSAGES.selfDeactivate);
    const demote = await call('PATCH', `/api/admin/users/${me}`, admin, { role: 'SALES_OPERATOR' });
    expect(demote.statusCode).toBe(409);
    expect(expectContract(demote, errorResponse).message).toBe(USER_MESSAGES.selfDemote);
    expect((await call('GET', '/api/admin/users', admin)).statusCode).toBe(200);

    // The other admin can be deactivated (then admin@demo.mx is the last active one)...
    const other = await userIdOf('admin2@demo.mx');
    const otherSession = await signInAdmin(t, 'admin2@demo.mx');
    expect((await call('POST', `/api/admin/users/${other}/deactivate`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/users', otherSession)).statusCode).toBe(401);

    // ...and the last one is never removed, even by a request that raced past the self checks.
    const otherUser = await t.ctx.db.selectFrom('users').selectAll().where('id', '=', other).executeTakeFirstOrThrow();
    await expect(deactivate(t.ctx, { user: otherUser, company: null, tokenId: 0 }, me)).rejects.toMatchObject({
      statusCode: 409,
      message: USER_MESSAGES.lastAdmin,
    });
    const still = await t.ctx.db.selectFrom('users').select('is_active').where('id', '=', me).executeTakeFirstOrThrow();
    expect(still.is_active).toBe(1);
    expect((await call('GET', '/api/admin/users', admin)).statusCode).toBe(200);
  });

  it('demoting another admin ends its admin sessions; a seller needs a company', async () => {
    const other = await userIdOf('admin2@demo.mx');
    const otherSession = await signInAdmin(t, 'admin2@demo.mx');
    const noCompany = await call('PATCH', `/api/admin/users/${other}`, admin, { role: 'SALES_OPERATOR' });
    expect(noCompany.statusCode).toBe(422);
    expect(expectContract(noCompany, validationErrorResponse).errors).toEqual({ company_id: [USER_MESSAGES.companyRequired] });

    const companies = expectContract(await call('GET', '/api/admin/companies?search=norte', admin), adminCompaniesResponse);
    const norte = companies.data[0];
    expect(norte?.code).toBe('promo-norte');
    const demoted = await call('PATCH', `/api/admin/users/${other}`, admin, { role: 'SALES_OPERATOR', company_id: norte?.id });
    expect(demoted.statusCode).toBe(200);
    expect(expectContract(demoted, adminUserResponse).user).toMatchObject({
      role: 'SALES_OPERATOR',
      company: { code: 'promo-norte' },
    });
    expect((await call('GET', '/api/admin/users', otherSession)).statusCode).toBe(401);
  });

  it('validates user and company fields with Spanish messages', async () => {
    const bad = await call('POST', '/api/admin/users', admin, { name: '', email: 'no-es-correo', role: 'JEFE' });
    expect(bad.statusCode).toBe(422);
    const errors = expectContract(bad, validationErrorResponse).errors;
    expect(errors.name).toEqual(['El campo nombre es requerido.']);
    expect(errors.last_name).toEqual(['El campo apellidos es requerido.']);
    expect(errors.email).toEqual([USER_MESSAGES.emailInvalid]);
    expect(errors.role).toEqual([USER_MESSAGES.role]);

    const taken = await call('POST', '/api/admin/users', admin, {
      name: 'Otra',
      last_name: 'Vendedora',
      email: 'VENDEDOR@demo.mx',
      company_id: null,
      role: 'ADMIN',
    });
    expect(taken.statusCode).toBe(422);
    expect(expectContract(taken, validationErrorResponse).errors).toEqual({ email: [USER_MESSAGES.emailTaken] });

    const percent = await call('POST', '/api/admin/companies', admin, {
      name: 'X',
      code: 'x y',
      percentage_indirect_expenses: 100,
    });
    expect(percent.statusCode).toBe(422);
    expect(expectContract(percent, validationErrorResponse).errors).toEqual({
      code: [COMPANY_MESSAGES.codeFormat],
      percentage_indirect_expenses: [COMPANY_MESSAGES.percentage],
    });
    const decimals = await call('POST', '/api/admin/companies', admin, {
      name: 'X',
      code: 'xy',
      percentage_indirect_expenses: 9.999,
    });
    expect(expectContract(decimals, validationErrorResponse).errors).toEqual({
      percentage_indirect_expenses: [COMPANY_MESSAGES.percentageDecimals],
    });
    const edge = await call('POST', '/api/admin/companies', admin, {
      name: 'Tope',
      code: 'tope',
      percentage_indirect_expenses: 99.99,
    });
    expect(edge.statusCode).toBe(201);
  });

  it('refuses a duplicate company code, keeps cpa, and deletes only a company without users', async () => {
    const duplicate = await call('POST', '/api/admin/companies', admin, {
      name: 'Copia',
      code: 'PROMO-NORTE',
      percentage_indirect_expenses: 5,
    });
    expect(duplicate.statusCode).toBe(422);
    expect(expectContract(duplicate, validationErrorResponse).errors).toEqual({ code: [COMPANY_MESSAGES.codeTaken] });

    const all = expectContract(await call('GET', '/api/admin/companies', admin), adminCompaniesResponse);
    const cpa = all.data.find((c) => c.code === 'cpa');
    const norte = all.data.find((c) => c.code === 'promo-norte');
    if (!cpa || !norte) throw new Error('seed companies missing');
    expect(norte.users_count).toBeGreaterThan(0);

    const renameCpa = await call('PATCH', `/api/admin/companies/${cpa.id}`, admin, { code: 'otra' });
    expect(renameCpa.statusCode).toBe(422);
    expect(expectContract(renameCpa, validationErrorResponse).errors).toEqual({ code: [COMPANY_MESSAGES.cpaCode] });
    const toCpa = await call('PATCH', `/api/admin/companies/${norte.id}`, admin, { code: 'cpa' });
    expect(expectContract(toCpa, validationErrorResponse).errors).toEqual({ code: [COMPANY_MESSAGES.codeTaken] });

    const withUsers = await call('DELETE', `/api/admin/companies/${norte.id}`, admin);
    expect(withUsers.statusCode).toBe(409);
    expect(expectContract(withUsers, errorResponse).message).toBe(COMPANY_MESSAGES.hasUsers);

    const changed = await call('PATCH', `/api/admin/companies/${norte.id}`, admin, { percentage_indirect_expenses: 11 });
    expect(expectContract(changed, adminCompanyResponse).company.percentage_indirect_expenses).toBe(11);
    const entry = (await audit('company', norte.id)).data[0];
    expect(entry).toMatchObject({
      action: 'update',
      before: { percentage_indirect_expenses: 10 },
      after: { percentage_indirect_expenses: 11 },
    });

    const empty = expectContract(
      await call('POST', '/api/admin/companies', admin, { name: 'Vacía', code: 'vacia', percentage_indirect_expenses: 0 }),
      adminCompanyResponse,
    ).company;
    const removed = await call('DELETE', `/api/admin/companies/${empty.id}`, admin);
    expect(expectContract(removed, messageResponse).message).toBe(COMPANY_MESSAGES.deleted);
    expect((await call('GET', `/api/admin/companies/${empty.id}`, admin)).statusCode).toBe(404);
    expect((await audit('company', empty.id)).data.map((e) => e.action)).toEqual(['delete', 'create']);
  });

  it('clients, brands and channels: removed ones vanish from new quotations at once, old quotations keep them', async () => {
    const q = await seedQuotable(t);
    const cpa = await signIn(t.app, 'cpa@demo.mx');
    const client = expectContract(
      await call('POST', '/api/admin/clients', admin, { name: 'Cervecería del Golfo' }),
      adminClientResponse,
    ).client;
    const brand = expectContract(
      await call('POST', `/api/admin/clients/${client.id}/brands`, admin, { name: 'Golfo Light' }),
      adminBrandResponse,
    ).brand;
    const channel = expectContract(
      await call('POST', '/api/admin/channels', admin, { name: 'Mayoreo regional' }),
      adminChannelResponse,
    ).channel;
    const sameName = await call('POST', '/api/admin/channels', admin, { name: 'MAYOREO REGIONAL' });
    expect(expectContract(sameName, validationErrorResponse).errors).toEqual({ name: ['Ya existe un canal con ese nombre.'] });

    const clients = expectContract(await call('GET', '/api/common/all-clients', cpa), clientsResponse).clients;
    expect(clients.find((c) => c.id === client.id)?.brands).toEqual([{ id: brand.id, name: 'Golfo Light' }]);
    expect(expectContract(await call('GET', '/api/common/all-channels', cpa), channelsResponse).channels).toContainEqual({
      id: channel.id,
      name: 'Mayoreo regional',
    });

    const fields = (brandId: number, channelId: number) =>
      multipart({
        special_quotation: 0,
        product_id: q.product_id,
        product_color_id: q.color_id,
        units: q.minimum_units,
        number_of_positions: 1,
        customization_id: q.customization_id,
        sale_volume_id: q.volume_id,
        brand_id: brandId,
        channel_id: channelId,
      });
    const create = (body: ReturnType<typeof fields>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sales-operator/quotations/create-quotation',
        headers: { ...bearer(cpa), ...body.headers },
        payload: body.payload,
      });
    expect((await create(fields(brand.id, channel.id))).statusCode).toBe(200);

    const listed = expectContract(await call('GET', '/api/admin/channels?search=mayoreo', admin), adminChannelsResponse);
    expect(listed.data).toEqual([{ id: channel.id, name: 'Mayoreo regional', quotations_count: 1 }]);

    expect((await call('DELETE', `/api/admin/channels/${channel.id}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/clients/${client.id}`, admin)).statusCode).toBe(200);

    const channelsAfter = expectContract(await call('GET', '/api/common/all-channels', cpa), channelsResponse).channels;
    expect(channelsAfter.some((c) => c.id === channel.id)).toBe(false);
    const clientsAfter = expectContract(await call('GET', '/api/common/all-clients', cpa), clientsResponse).clients;
    expect(clientsAfter.some((c) => c.id === client.id)).toBe(false);
    const refused = await create(fields(brand.id, channel.id));
    expect(refused.statusCode).toBe(422);
    expect(expectContract(refused, validationErrorResponse).errors).toMatchObject({
      channel_id: ['El canal seleccionado no existe.'],
      brand_id: ['La marca seleccionada no existe.'],
    });

    const mine = expectContract(
      await call('GET', '/api/sales-operator/quotations/all-my-quotations-created', cpa),
      myQuotationsResponse,
    );
    expect(mine.data[0]).toMatchObject({
      channel: { name: 'Mayoreo regional' },
      brand: { name: 'Golfo Light', client: { name: 'Cervecería del Golfo' } },
    });

    const adminClients = expectContract(await call('GET', '/api/admin/clients?search=golfo', admin), adminClientsResponse);
    expect(adminClients.total).toBe(0);
    expect((await audit('channel', channel.id)).data.map((e) => e.action)).toEqual(['delete', 'create']);
    expect((await audit('client', client.id)).data[0]).toMatchObject({
      action: 'delete',
      before: { name: 'Cervecería del Golfo' },
    });
  });

  it('a removed channel is listed with removed=true and restored for new quotations, audited; a live name blocks it', async () => {
    const cpa = await signIn(t.app, 'cpa@demo.mx');
    const channel = expectContract(
      await call('POST', '/api/admin/channels', admin, { name: 'Licitaciones' }),
      adminChannelResponse,
    ).channel;
    expect((await call('DELETE', `/api/admin/channels/${channel.id}`, admin)).statusCode).toBe(200);

    const live = expectContract(await call('GET', '/api/admin/channels?search=licitaciones', admin), adminChannelsResponse);
    expect(live.total).toBe(0);
    const removed = expectContract(
      await call('GET', '/api/admin/channels?search=licitaciones&removed=true', admin),
      adminChannelsResponse,
    );
    expect(removed.data).toEqual([{ id: channel.id, name: 'Licitaciones', quotations_count: 0 }]);

    // A live channel with the same name (case aside) blocks the restore until one of them is renamed.
    const twin = expectContract(
      await call('POST', '/api/admin/channels', admin, { name: 'LICITACIONES' }),
      adminChannelResponse,
    ).channel;
    const blocked = await call('POST', `/api/admin/channels/${channel.id}/restore`, admin);
    expect(blocked.statusCode).toBe(409);
    expect(expectContract(blocked, errorResponse).message).toBe(NAMED_MESSAGES.channelNameLive);
    expect((await call('PATCH', `/api/admin/channels/${twin.id}`, admin, { name: 'Licitaciones federales' })).statusCode).toBe(
      200,
    );

    const restored = await call('POST', `/api/admin/channels/${channel.id}/restore`, admin);
    expect(restored.statusCode).toBe(200);
    expect(expectContract(restored, adminChannelRestoreResponse)).toEqual({
      message: NAMED_MESSAGES.channelRestored,
      channel: { id: channel.id, name: 'Licitaciones', quotations_count: 0 },
    });
    expect(expectContract(await call('GET', '/api/common/all-channels', cpa), channelsResponse).channels).toContainEqual({
      id: channel.id,
      name: 'Licitaciones',
    });
    const removedAfter = expectContract(
      await call('GET', '/api/admin/channels?search=licitaciones&removed=true', admin),
      adminChannelsResponse,
    );
    expect(removedAfter.total).toBe(0);

    // Only a removed channel can be restored.
    const again = await call('POST', `/api/admin/channels/${channel.id}/restore`, admin);
    expect(again.statusCode).toBe(404);
    expect(expectContract(again, errorResponse).message).toBe(NAMED_MESSAGES.channelNotRemoved);
    expect((await audit('channel', channel.id)).data.map((e) => e.action)).toEqual(['restore', 'delete', 'create']);
    expect((await audit('channel', channel.id)).data[0]).toMatchObject({ after: { id: channel.id, name: 'Licitaciones' } });
  });

  it('a removed client comes back with the brands removed with it (not those removed before), audited', async () => {
    const client = expectContract(
      await call('POST', '/api/admin/clients', admin, { name: 'Lácteos del Bajío' }),
      adminClientResponse,
    ).client;
    const kept = expectContract(
      await call('POST', `/api/admin/clients/${client.id}/brands`, admin, { name: 'Bajío Leche' }),
      adminBrandResponse,
    ).brand;
    const dropped = expectContract(
      await call('POST', `/api/admin/clients/${client.id}/brands`, admin, { name: 'Bajío Yogur' }),
      adminBrandResponse,
    ).brand;
    expect((await call('DELETE', `/api/admin/clients/${client.id}/brands/${dropped.id}`, admin)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await call('DELETE', `/api/admin/clients/${client.id}`, admin)).statusCode).toBe(200);

    const removed = expectContract(
      await call('GET', '/api/admin/clients?search=bajío&removed=true', admin),
      adminClientsResponse,
    );
    expect(removed.data).toEqual([{ id: client.id, name: 'Lácteos del Bajío', brands: [kept] }]);
    expect(expectContract(await call('GET', '/api/admin/clients?search=bajío', admin), adminClientsResponse).total).toBe(0);

    const twin = expectContract(
      await call('POST', '/api/admin/clients', admin, { name: 'lácteos del bajío' }),
      adminClientResponse,
    ).client;
    const blocked = await call('POST', `/api/admin/clients/${client.id}/restore`, admin);
    expect(blocked.statusCode).toBe(409);
    expect(expectContract(blocked, errorResponse).message).toBe(NAMED_MESSAGES.clientNameLive);
    expect((await call('DELETE', `/api/admin/clients/${twin.id}`, admin)).statusCode).toBe(200);

    const restored = await call('POST', `/api/admin/clients/${client.id}/restore`, admin);
    expect(restored.statusCode).toBe(200);
    expect(expectContract(restored, adminClientRestoreResponse)).toEqual({
      message: NAMED_MESSAGES.clientRestored,
      client: { id: client.id, name: 'Lácteos del Bajío', brands: [kept] },
    });
    const cpa = await signIn(t.app, 'cpa@demo.mx');
    const forOperators = expectContract(await call('GET', '/api/common/all-clients', cpa), clientsResponse).clients;
    expect(forOperators.some((c) => c.id === client.id)).toBe(true);
    const live = expectContract(await call('GET', '/api/admin/clients?search=bajío', admin), adminClientsResponse);
    expect(live.data).toEqual([{ id: client.id, name: 'Lácteos del Bajío', brands: [kept] }]);
    const again = await call('POST', `/api/admin/clients/${client.id}/restore`, admin);
    expect(again.statusCode).toBe(404);
    expect(expectContract(again, errorResponse).message).toBe(NAMED_MESSAGES.clientNotRemoved);
    expect((await audit('client', client.id)).data[0]).toMatchObject({
      action: 'restore',
      after: { id: client.id, name: 'Lácteos del Bajío', brands: [{ id: kept.id, name: 'Bajío Leche' }] },
    });
  });

  it('a brand removed on its own is listed with removed=true and restored, audited; a live name blocks it', async () => {
    const client = expectContract(
      await call('POST', '/api/admin/clients', admin, { name: 'Panificadora del Norte' }),
      adminClientResponse,
    ).client;
    const brand = expectContract(
      await call('POST', `/api/admin/clients/${client.id}/brands`, admin, { name: 'Norte Integral' }),
      adminBrandResponse,
    ).brand;
    expect((await call('DELETE', `/api/admin/clients/${client.id}/brands/${brand.id}`, admin)).statusCode).toBe(200);
    const removed = expectContract(
      await call('GET', `/api/admin/clients/${client.id}/brands?removed=true`, admin),
      adminBrandsResponse,
    );
    expect(removed.brands).toEqual([brand]);
    expect(
      expectContract(await call('GET', `/api/admin/clients/${client.id}/brands`, admin), adminBrandsResponse).brands,
    ).toEqual([]);

    const twin = expectContract(
      await call('POST', `/api/admin/clients/${client.id}/brands`, admin, { name: 'NORTE INTEGRAL' }),
      adminBrandResponse,
    ).brand;
    const blocked = await call('POST', `/api/admin/clients/${client.id}/brands/${brand.id}/restore`, admin);
    expect(blocked.statusCode).toBe(409);
    expect(expectContract(blocked, errorResponse).message).toBe(NAMED_MESSAGES.brandNameLive);
    expect((await call('DELETE', `/api/admin/clients/${client.id}/brands/${twin.id}`, admin)).statusCode).toBe(200);

    const restored = await call('POST', `/api/admin/clients/${client.id}/brands/${brand.id}/restore`, admin);
    expect(restored.statusCode).toBe(200);
    expect(expectContract(restored, adminBrandRestoreResponse)).toEqual({ message: NAMED_MESSAGES.brandRestored, brand });
    expect(
      expectContract(await call('GET', `/api/admin/clients/${client.id}/brands`, admin), adminBrandsResponse).brands,
    ).toEqual([brand]);
    const again = await call('POST', `/api/admin/clients/${client.id}/brands/${brand.id}/restore`, admin);
    expect(again.statusCode).toBe(404);
    expect(expectContract(again, errorResponse).message).toBe(NAMED_MESSAGES.brandNotRemoved);
    expect((await audit('brand', brand.id)).data.map((e) => e.action)).toEqual(['restore', 'delete', 'create']);
  });

  it('takes create and PATCH bodies as multipart text fields as well as JSON', async () => {
    const form = (fields: Record<string, string | number>, file?: Parameters<typeof multipart>[1]) => {
      const body = multipart(fields, file);
      return { headers: { ...bearer(admin), ...body.headers }, payload: body.payload };
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/companies',
      ...form({ name: 'Formulario SA', code: 'formulario', percentage_indirect_expenses: '7.5' }),
    });
    expect(created.statusCode).toBe(201);
    const company = expectContract(created, adminCompanyResponse).company;
    expect(company).toMatchObject({ code: 'formulario', percentage_indirect_expenses: 7.5 });

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/companies/${company.id}`,
      ...form({ name: 'Formulario Dos', percentage_indirect_expenses: '12.25' }),
    });
    expect(expectContract(patched, adminCompanyResponse).company).toMatchObject({
      name: 'Formulario Dos',
      percentage_indirect_expenses: 12.25,
    });

    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/companies/${company.id}`,
      ...form({ percentage_indirect_expenses: 'mucho' }),
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(expectContract(bad, validationErrorResponse).errors ?? {})).toEqual(['percentage_indirect_expenses']);

    const withFile = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/companies/${company.id}`,
      ...form({ name: 'Con archivo' }, { field: 'logo', filename: 'a.txt', content: 'hola' }),
    });
    expect(withFile.statusCode).toBe(415);
    expect(expectContract(withFile, errorResponse).message).toBe(FORM_FILE_REFUSED_MESSAGE);

    const channel = await t.app.inject({ method: 'POST', url: '/api/admin/channels', ...form({ name: 'Canal por formulario' }) });
    expect(channel.statusCode).toBe(201);
    const unchanged = expectContract(await call('GET', `/api/admin/companies/${company.id}`, admin), adminCompanyResponse);
    expect(unchanged.company.name).toBe('Formulario Dos');
  });

  it('pages and filters the audit log', async () => {
    for (const name of ['Uno', 'Dos', 'Tres']) await call('POST', '/api/admin/channels', admin, { name });
    const page = expectContract(
      await call('GET', '/api/admin/audit?entity_type=channel&per_page=10&page=1', admin),
      adminAuditResponse,
    );
    expect(page).toMatchObject({ total: 3, current_page: 1, last_page: 1, from: 1, to: 3 });
    expect(page.data.map((e) => e.after?.name)).toEqual(['Tres', 'Dos', 'Uno']);
    const bad = await call('GET', '/api/admin/audit?entity_type=planeta', admin);
    expect(bad.statusCode).toBe(422);
  });
});
