import fs from 'node:fs';
import path from 'node:path';
import { CATALOGUE_IMPORT_MESSAGES, CATALOGUE_SHEETS } from '@cotizador/contracts/admin-catalogue';
import { isStrongPassword, WEAK_PASSWORD_MESSAGE } from '@cotizador/domain/password';
import { EMAIL_MAX_LENGTH, isValidEmail } from '@cotizador/domain/validation';
import { Presets, SingleBar } from 'cli-progress';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { type Config, loadConfig } from './config.ts';
import { BackupError, backupDatabase, restoreDatabase } from './db/backup.ts';
import { createDatabase, type Db } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoData } from './db/seed/demo.ts';
import { generateSyntheticProducts } from './db/seed/synthetic.ts';
import { hashPassword } from './lib/crypto.ts';
import { nowIso } from './lib/time.ts';
import { isPendingActivation, queueActivationCode } from './modules/account/account.service.ts';
import {
  CatalogueImportRejected,
  countProducts as countCatalogueProducts,
  exportCatalogue,
  importCatalogueFile,
  importMessage,
} from './modules/admin-catalogue/admin-catalogue.service.ts';
import { sniffFileKind, UnreadableFileError } from './modules/admin-catalogue/workbook-io.ts';
import { revokeAllUserTokens } from './modules/auth/tokens.repository.ts';
import {
  findCompanyByCode,
  findUserByEmail,
  hasAnyUser,
  insertCompany,
  insertUser,
  normalizeEmail,
  updateUser,
} from './modules/users/users.repository.ts';

// Operator tools (DESIGN.md §7): `npm run cli -- <command> [options]`.

export class CliError extends Error {}

function positiveInt(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new InvalidArgumentError('debe ser un entero positivo.');
  return parsed;
}

function percentage(value: string): number {
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0 || parsed >= 100)
    throw new InvalidArgumentError('debe ser un número entre 0 y 99.99.');
  return parsed;
}

function role(value: string): 'operator' | 'admin' {
  if (value !== 'operator' && value !== 'admin') throw new InvalidArgumentError('debe ser "operator" o "admin".');
  return value;
}

function email(value: string): string {
  const normalized = normalizeEmail(value);
  if (!isValidEmail(normalized) || normalized.length > EMAIL_MAX_LENGTH)
    throw new InvalidArgumentError('no es un correo válido.');
  return normalized;
}

function name(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length < 3 || trimmed.length > 200) throw new InvalidArgumentError('debe tener entre 3 y 200 caracteres.');
  return trimmed;
}

function strongPassword(value: string): string {
  if (!isStrongPassword(value)) throw new InvalidArgumentError(WEAK_PASSWORD_MESSAGE);
  return value;
}

type Output = { log: (line: string) => void };

export function buildCli(
  withDb: <T>(fn: (db: Db) => Promise<T>) => Promise<T>,
  out: Output,
  mediaDir: string,
  /** PUBLIC_URL, for the links of the e-mails the CLI queues (user:invite). */
  publicUrl = 'http://localhost:3000',
): Command {
  const program = new Command();
  program
    .name('npm run cli --')
    .description('Herramientas de administración de Cotizador Seller')
    .exitOverride()
    .configureOutput({ writeOut: (s) => out.log(s.trimEnd()), writeErr: (s) => out.log(s.trimEnd()) });

  program
    .command('migrate')
    .description('Aplica las migraciones pendientes')
    .action(() =>
      withDb(async () => {
        out.log('Migraciones al día.');
      }),
    );

  program
    .command('seed')
    .description('Carga los datos de demostración (solo en una base de datos sin usuarios)')
    .action(() =>
      withDb(async (db) => {
        if (await hasAnyUser(db))
          throw new CliError('La base de datos ya tiene usuarios; los datos de demostración no se cargaron.');
        await seedDemoData(db, { mediaDir, now: nowIso() });
        out.log('Datos de demostración cargados.');
      }),
    );

  program
    .command('company:create')
    .description('Crea una empresa')
    .requiredOption('--code <code>', 'código único (p. ej. "cpa")')
    .requiredOption('--name <name>', 'nombre de la empresa', name)
    .option('--indirect <percentage>', 'porcentaje de gastos indirectos (0–99.99)', percentage)
    .action((opts: { code: string; name: string; indirect?: number }) =>
      withDb(async (db) => {
        const code = opts.code.trim();
        if (!/^[a-z0-9-]{2,40}$/.test(code))
          throw new CliError('El código debe tener de 2 a 40 letras minúsculas, números o guiones.');
        if (await findCompanyByCode(db, code)) throw new CliError(`Ya existe una empresa con el código "${code}".`);
        const now = nowIso();
        const row = {
          id: await insertCompany(db, { code, name: opts.name, percentage_indirect_expenses: opts.indirect ?? null, now }),
        };
        out.log(`Empresa "${code}" creada (id ${row.id}).`);
      }),
    );

  program
    .command('user:create')
    .description('Crea un usuario (vendedor o administrador)')
    .requiredOption('--email <email>', 'correo', email)
    .requiredOption('--name <name>', 'nombre', name)
    .requiredOption('--last-name <lastName>', 'apellidos', name)
    .option('--role <role>', 'operator o admin', role, 'operator')
    .option('--company <code>', 'código de la empresa (obligatorio para vendedores)')
    .option('--password <password>', 'contraseña; sin ella la cuenta queda pendiente de activación', strongPassword)
    .action(
      (opts: {
        email: string;
        name: string;
        lastName: string;
        role: 'operator' | 'admin';
        company?: string;
        password?: string;
      }) =>
        withDb(async (db) => {
          if (await findUserByEmail(db, opts.email)) throw new CliError(`Ya existe un usuario con el correo ${opts.email}.`);
          let companyId: number | null = null;
          if (opts.company) {
            const company = await findCompanyByCode(db, opts.company);
            if (!company) throw new CliError(`No existe la empresa "${opts.company}".`);
            companyId = company.id;
          } else if (opts.role === 'operator') {
            throw new CliError('Un vendedor necesita --company <código>.');
          }
          const now = nowIso();
          const user = await insertUser(db, {
            company_id: companyId,
            role: opts.role,
            name: opts.name,
            last_name: opts.lastName,
            email: opts.email,
            password_hash: opts.password ? await hashPassword(opts.password) : null,
            is_active: opts.password ? 1 : 0,
            avatar_url: null,
            created_at: now,
            updated_at: now,
          });
          out.log(`Usuario ${user.email} creado (id ${user.id}, ${opts.password ? 'activo' : 'pendiente de activación'}).`);
        }),
    );

  program
    .command('user:set-password')
    .description('Asigna una contraseña y activa la cuenta')
    .requiredOption('--email <email>', 'correo', email)
    .requiredOption('--password <password>', 'nueva contraseña', strongPassword)
    .action((opts: { email: string; password: string }) =>
      withDb(async (db) => {
        const user = await findUserByEmail(db, opts.email);
        if (!user) throw new CliError(`No existe un usuario con el correo ${opts.email}.`);
        const now = nowIso();
        await db.transaction().execute(async (trx) => {
          await updateUser(trx, user.id, { password_hash: await hashPassword(opts.password), is_active: 1, updated_at: now });
          // A password change ends every session of the user (DESIGN.md §4).
          await revokeAllUserTokens(trx, user.id, now);
        });
        out.log(`Contraseña actualizada para ${user.email}.`);
      }),
    );

  program
    .command('user:invite')
    .description('Envía (por la bandeja de salida) el correo con el código de activación a una cuenta pendiente')
    .requiredOption('--email <email>', 'correo', email)
    .action((opts: { email: string }) =>
      withDb(async (db) => {
        const user = await findUserByEmail(db, opts.email);
        if (!user) throw new CliError(`No existe un usuario con el correo ${opts.email}.`);
        if (!isPendingActivation(user)) throw new CliError(`La cuenta ${user.email} no está pendiente de activación.`);
        // A new code invalidates the previous one; the mail worker of the running app delivers it.
        await db.transaction().execute((trx) => queueActivationCode(trx, user, publicUrl, nowIso()));
        out.log(`Invitación enviada a ${user.email}: el código de activación vence en 10 minutos.`);
      }),
    );

  program
    .command('user:set-role')
    .description('Cambia el rol de un usuario')
    .requiredOption('--email <email>', 'correo', email)
    .requiredOption('--role <role>', 'operator o admin', role)
    .action((opts: { email: string; role: 'operator' | 'admin' }) =>
      withDb(async (db) => {
        const user = await findUserByEmail(db, opts.email);
        if (!user) throw new CliError(`No existe un usuario con el correo ${opts.email}.`);
        if (opts.role === 'operator' && user.company_id === null)
          throw new CliError('Un vendedor necesita una empresa; créelo con user:create.');
        await updateUser(db, user.id, { role: opts.role, updated_at: nowIso() });
        out.log(`${user.email} ahora tiene el rol ${opts.role}.`);
      }),
    );

  program
    .command('products:generate')
    .description('Genera N productos sintéticos para pruebas de carga')
    .requiredOption('--count <n>', 'cuántos productos', positiveInt)
    .action((opts: { count: number }) =>
      withDb(async (db) => {
        const started = performance.now();
        const inserted = await generateSyntheticProducts(db, opts.count, { now: nowIso() });
        out.log(`${inserted} productos generados en ${Math.round(performance.now() - started)} ms.`);
      }),
    );

  program
    .command('catalogue:export')
    .description('Exporta el catálogo a un archivo .xlsx (todas las hojas) o .csv (hoja Productos)')
    .argument('<file>', 'archivo de salida (.xlsx o .csv)')
    .action((file: string) =>
      withDb(async (db) => {
        const format = file.toLowerCase().endsWith('.csv') ? 'csv' : 'xlsx';
        const total = await countCatalogueProducts(db);
        const bar = progressBar(format === 'xlsx' ? total * CATALOGUE_SHEETS.length : total, 'productos');
        const started = performance.now();
        const output = fs.createWriteStream(file);
        const closed = new Promise<void>((resolve, reject) => {
          output.on('close', resolve);
          output.on('error', reject);
        });
        try {
          await exportCatalogue(db, format, output, (done) => bar.update(done));
          await closed;
        } finally {
          bar.stop();
        }
        out.log(`${total} productos exportados a ${file} en ${Math.round(performance.now() - started)} ms.`);
      }),
    );

  program
    .command('catalogue:import')
    .description('Importa el catálogo de un archivo .xlsx o .csv (todo o nada); --dry-run solo revisa')
    .argument('<file>', 'archivo del catálogo (.xlsx o .csv)')
    .option('--dry-run', 'revisa el archivo y muestra el resultado sin guardar nada')
    .action((file: string, opts: { dryRun?: boolean }) =>
      withDb(async (db) => {
        if (!fs.existsSync(file)) throw new CliError(`No existe el archivo ${file}.`);
        const kind = await sniffFileKind(file);
        if (kind === null) throw new CliError(CATALOGUE_IMPORT_MESSAGES.notSpreadsheet);
        const progress: { bar: SingleBar | null } = { bar: null };
        const started = performance.now();
        try {
          const report = await importCatalogueFile(db, file, kind, {
            dryRun: opts.dryRun === true,
            now: nowIso(),
            audit: { actorId: null, fileName: path.basename(file), kind, via: 'cli' },
            onProgress: (phase, done, total) => {
              if (phase !== 'write') return;
              progress.bar ??= progressBar(total, 'productos');
              progress.bar.update(done);
            },
          });
          progress.bar?.stop();
          out.log(importMessage(report));
          out.log(
            `Creados: ${report.created} · Actualizados: ${report.updated} · Sin cambios: ${report.unchanged} (${Math.round(performance.now() - started)} ms)`,
          );
        } catch (error) {
          progress.bar?.stop();
          if (error instanceof UnreadableFileError) throw new CliError(CATALOGUE_IMPORT_MESSAGES.notSpreadsheet);
          if (error instanceof CatalogueImportRejected) {
            for (const cell of error.errors)
              out.log(`${cell.sheet}, fila ${cell.row}, columna «${cell.column}»: ${cell.message}`);
            if (error.moreErrors > 0) out.log(`… y ${error.moreErrors} errores más.`);
            throw new CliError(error.message);
          }
          throw error;
        }
      }),
    );

  return program;
}

/** A progress bar on stderr (drawn only on a terminal). */
function progressBar(total: number, unit: string) {
  const bar = new SingleBar(
    { format: `{bar} {percentage}% | {value}/{total} ${unit} | {eta_formatted}`, stream: process.stderr, hideCursor: true },
    Presets.shades_classic,
  );
  bar.start(total, 0);
  return bar;
}

/** backup / restore: they work on the files of DATA_DIR, not through a migrated connection. */
function addBackupCommands(program: Command, config: Config, out: Output): void {
  const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  program
    .command('backup')
    .description('Copia consistente de la base SQLite (también con la aplicación en marcha) y de los archivos subidos')
    .argument('<file>', 'archivo de la copia; los archivos subidos quedan en <file>.files/')
    .action(async (file: string) => {
      const started = performance.now();
      const summary = await backupDatabase(config, file);
      out.log(
        `Respaldo listo: ${path.resolve(file)} (${megabytes(summary.databaseBytes)}) y ${summary.files} archivos en ${summary.filesDir} (${Math.round(performance.now() - started)} ms).`,
      );
    });
  program
    .command('restore')
    .description('Reemplaza la base SQLite y los archivos subidos con un respaldo (detenga la aplicación antes)')
    .argument('<file>', 'archivo creado por backup')
    .action(async (file: string) => {
      const summary = await restoreDatabase(config, file);
      out.log(
        `Respaldo restaurado en ${config.dataDir} (${megabytes(summary.databaseBytes)}, ${summary.files} archivos). Inicie la aplicación: aplica las migraciones pendientes.`,
      );
    });
}

export async function runCli(
  argv: string[],
  out: Output = { log: (line) => console.log(line) },
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const config = loadConfig(env);
  const withDb = async <T>(fn: (db: Db) => Promise<T>): Promise<T> => {
    const handle = createDatabase(config.database);
    try {
      await migrateToLatest(handle.db, handle.dialect);
      return await fn(handle.db);
    } finally {
      await handle.destroy();
    }
  };
  const program = buildCli(withDb, out, path.join(config.dataDir, 'media'), config.publicUrl);
  addBackupCommands(program, config, out);
  if (argv.length === 0) {
    program.outputHelp();
    return 0;
  }
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    if (error instanceof CliError || error instanceof BackupError) {
      out.log(`Error: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  runCli(process.argv.slice(2))
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error('Error:', error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
