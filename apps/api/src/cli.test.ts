import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/helpers.ts';
import { buildCli, CliError } from './cli.ts';
import type { Db } from './db/database.ts';
import { verifyPassword } from './lib/crypto.ts';

describe('CLI', () => {
  let database: TestDatabase;
  let lines: string[];
  let mediaDir: string;

  beforeEach(async () => {
    database = await createTestDatabase({ migrated: true });
    lines = [];
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-cli-'));
  });
  afterEach(async () => {
    await database.drop();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  async function cli(...args: string[]): Promise<void> {
    const withDb = <T>(fn: (db: Db) => Promise<T>) => fn(database.handle.db);
    await buildCli(withDb, { log: (line) => lines.push(line) }, mediaDir).parseAsync(args, { from: 'user' });
  }

  it('creates a company and an active operator with a password', async () => {
    await cli('company:create', '--code', 'acme', '--name', 'Acme Promocionales', '--indirect', '12.5');
    await cli(
      'user:create',
      '--email',
      'Ana@Acme.mx',
      '--name',
      'Ana',
      '--last-name',
      'López',
      '--company',
      'acme',
      '--password',
      'Segura123!',
    );
    const user = await database.handle.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'ana@acme.mx')
      .executeTakeFirstOrThrow();
    expect(user.role).toBe('operator');
    expect(user.is_active).toBe(1);
    expect(await verifyPassword(user.password_hash, 'Segura123!')).toBe(true);
    const company = await database.handle.db
      .selectFrom('companies')
      .selectAll()
      .where('code', '=', 'acme')
      .executeTakeFirstOrThrow();
    expect(company.percentage_indirect_expenses).toBe(12.5);
    expect(lines.join('\n')).toContain('Usuario ana@acme.mx creado');
  });

  it('creates a user pending activation when no password is given, then sets one', async () => {
    await cli('company:create', '--code', 'acme', '--name', 'Acme Promocionales');
    await cli('user:create', '--email', 'beto@acme.mx', '--name', 'Beto', '--last-name', 'Ruiz', '--company', 'acme');
    let user = await database.handle.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'beto@acme.mx')
      .executeTakeFirstOrThrow();
    expect(user.is_active).toBe(0);
    expect(user.password_hash).toBeNull();
    await cli('user:set-password', '--email', 'beto@acme.mx', '--password', 'Nueva123!');
    user = await database.handle.db.selectFrom('users').selectAll().where('email', '=', 'beto@acme.mx').executeTakeFirstOrThrow();
    expect(user.is_active).toBe(1);
    expect(await verifyPassword(user.password_hash, 'Nueva123!')).toBe(true);
  });

  it('creates an admin without a company and changes roles', async () => {
    await cli(
      'user:create',
      '--email',
      'jefa@demo.mx',
      '--name',
      'Laura',
      '--last-name',
      'Vega',
      '--role',
      'admin',
      '--password',
      'Admin123!',
    );
    const admin = await database.handle.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'jefa@demo.mx')
      .executeTakeFirstOrThrow();
    expect(admin.role).toBe('admin');
    expect(admin.company_id).toBeNull();
    await expect(cli('user:set-role', '--email', 'jefa@demo.mx', '--role', 'operator')).rejects.toThrow(CliError);
  });

  it.each([
    [
      ['user:create', '--email', 'x@acme.mx', '--name', 'Xa', '--last-name', 'Yyy', '--company', 'acme'],
      'debe tener entre 3 y 200 caracteres',
    ],
    [
      ['user:create', '--email', 'no-es-correo', '--name', 'Xavier', '--last-name', 'Yyy', '--company', 'acme'],
      'no es un correo válido',
    ],
    [
      [
        'user:create',
        '--email',
        'x@acme.mx',
        '--name',
        'Xavier',
        '--last-name',
        'Yyy',
        '--company',
        'acme',
        '--password',
        'corta',
      ],
      'al menos 8 caracteres',
    ],
    [
      ['user:create', '--email', 'x@acme.mx', '--name', 'Xavier', '--last-name', 'Yyy', '--role', 'jefe'],
      'debe ser "operator" o "admin"',
    ],
    [['company:create', '--code', 'acme', '--name', 'Acme', '--indirect', '150'], 'entre 0 y 99.99'],
    [['products:generate', '--count', '-3'], 'entero positivo'],
  ])('rejects bad arguments with a clear message: %j', async (args, message) => {
    await expect(cli(...args)).rejects.toThrow();
    expect(lines.join('\n')).toContain(message);
  });

  it('refuses an operator without an existing company and duplicated e-mails', async () => {
    await expect(cli('user:create', '--email', 'x@acme.mx', '--name', 'Xavier', '--last-name', 'Yáñez')).rejects.toThrow(
      'Un vendedor necesita --company',
    );
    await expect(
      cli('user:create', '--email', 'x@acme.mx', '--name', 'Xavier', '--last-name', 'Yáñez', '--company', 'nada'),
    ).rejects.toThrow('No existe la empresa "nada"');
    await cli('company:create', '--code', 'acme', '--name', 'Acme Promocionales');
    await expect(cli('company:create', '--code', 'acme', '--name', 'Otra Acme')).rejects.toThrow('Ya existe una empresa');
  });

  it('seeds demo data once and generates synthetic products', async () => {
    await cli('seed');
    const products = await database.handle.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(products.n)).toBeGreaterThan(50);
    await expect(cli('seed')).rejects.toThrow('ya tiene usuarios');
    await cli('products:generate', '--count', '25');
    const after = await database.handle.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(products.n) + 25);
    expect(lines.join('\n')).toMatch(/25 productos generados/);
  });
});
