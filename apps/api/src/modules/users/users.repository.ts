import type { Executor } from '../../db/database.ts';
import type { Company, NewUser, User, UserUpdate } from '../../db/schema.ts';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Executor, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function findUserById(db: Executor, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findCompanyById(db: Executor, id: number): Promise<Company | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findCompanyByCode(db: Executor, code: string): Promise<Company | undefined> {
  return db.selectFrom('companies').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function insertUser(db: Executor, user: NewUser): Promise<User> {
  return db
    .insertInto('users')
    .values({ ...user, email: normalizeEmail(user.email) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateUser(db: Executor, id: number, changes: UserUpdate): Promise<User> {
  return db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function listAdmins(db: Executor): Promise<User[]> {
  return db.selectFrom('users').selectAll().where('role', '=', 'admin').where('is_active', '=', 1).orderBy('id').execute();
}

/** True when the database has at least one user (the demo seed runs only on an empty one). */
export async function hasAnyUser(db: Executor): Promise<boolean> {
  return Boolean(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
}

export async function insertCompany(
  db: Executor,
  company: { code: string; name: string; percentage_indirect_expenses: number | null; now: string },
): Promise<number> {
  const row = await db
    .insertInto('companies')
    .values({
      code: company.code,
      name: company.name,
      percentage_indirect_expenses: company.percentage_indirect_expenses,
      created_at: company.now,
      updated_at: company.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
