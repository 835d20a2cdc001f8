import { hashPassword } from '../../lib/crypto.ts';
import type { Db } from '../database.ts';

export const DEMO_PASSWORD = 'Demo1234!';

/** Demo accounts documented in the README (issue 2). */
export const DEMO_ACCOUNTS = {
  operator: 'vendedor@demo.mx',
  cpa: 'cpa@demo.mx',
  admin: 'admin@demo.mx',
  pending: 'pendiente@demo.mx',
} as const;

/**
 * Active operators that the account journeys (apps/web/e2e/account.spec.ts) change: their e-mail,
 * password and avatar, so the other journeys keep using the accounts above untouched.
 */
export const E2E_ACCOUNTS = {
  profile: 'perfil@demo.mx',
  recovery: 'recupera@demo.mx',
} as const;

export async function seedAccounts(db: Db, now: string): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const cart = await trx
      .insertInto('companies')
      .values({
        code: 'promo-norte',
        name: 'Promocionales del Norte',
        percentage_indirect_expenses: 10,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cpa = await trx
      .insertInto('companies')
      .values({ code: 'cpa', name: 'CPA Corporativo', percentage_indirect_expenses: 15, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const base = { password_hash: passwordHash, avatar_url: null, created_at: now, updated_at: now };
    await trx
      .insertInto('users')
      .values([
        {
          ...base,
          company_id: cart.id,
          role: 'operator',
          name: 'Valeria',
          last_name: 'Hernández Ruiz',
          email: DEMO_ACCOUNTS.operator,
          is_active: 1,
          avatar_url: '/avatars/user2.png',
        },
        {
          ...base,
          company_id: cpa.id,
          role: 'operator',
          name: 'Carlos',
          last_name: 'Pérez Aguilar',
          email: DEMO_ACCOUNTS.cpa,
          is_active: 1,
          avatar_url: '/avatars/user1.png',
        },
        {
          ...base,
          company_id: null,
          role: 'admin',
          name: 'Andrea',
          last_name: 'Morales Díaz',
          email: DEMO_ACCOUNTS.admin,
          is_active: 1,
        },
        {
          ...base,
          company_id: cart.id,
          role: 'operator',
          name: 'Jorge',
          last_name: 'Ramírez Soto',
          email: DEMO_ACCOUNTS.pending,
          is_active: 0,
          password_hash: null,
        },
        {
          ...base,
          company_id: null,
          role: 'admin',
          name: 'Ricardo',
          last_name: 'Salinas Vega',
          email: 'admin2@demo.mx',
          is_active: 1,
        },
        {
          ...base,
          company_id: cart.id,
          role: 'operator',
          name: 'Mariana',
          last_name: 'López Castro',
          email: E2E_ACCOUNTS.profile,
          is_active: 1,
          avatar_url: '/avatars/user4.png',
        },
        {
          ...base,
          company_id: cart.id,
          role: 'operator',
          name: 'Luis',
          last_name: 'Torres Medina',
          email: E2E_ACCOUNTS.recovery,
          is_active: 1,
          avatar_url: '/avatars/user3.png',
        },
      ])
      .execute();
  });
}
