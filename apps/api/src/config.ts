import path from 'node:path';
import { z } from 'zod';

// The only reader of process.env (STYLE.md): parsed once, fails fast with a readable list.
const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** The development defaults of the secrets: refused in production behind a non-local PUBLIC_URL. */
export const DEV_APP_SECRET = 'cotizador-dev-secret-change-me';
export const DEV_PUSHER_SECRET = 'cotizador-secret-change-me';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'debe empezar con postgres://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SEED_DEMO: booleanFromEnv.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 7),
  TRUST_PROXY: booleanFromEnv.default(false),
  WEB_DIST_DIR: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Cotizador Seller <no-reply@cotizador.local>'),
  QUOTES_INBOX: z.email().default('cotizaciones@cotizador.local'),
  MAIL_POLL_MS: z.coerce.number().int().positive().default(2000),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  PUSHER_DRIVER: z.enum(['embedded', 'pusher']).default('embedded'),
  PUSHER_APP_ID: z.string().default('cotizador'),
  PUSHER_KEY: z.string().default('cotizador-key'),
  PUSHER_SECRET: z.string().default(DEV_PUSHER_SECRET),
  PUSHER_CLUSTER: z.string().default('mt1'),
  PUSHER_HOST: z.string().optional(),
  PUSHER_PORT: z.coerce.number().int().positive().optional(),
  PUSHER_USE_TLS: booleanFromEnv.default(true),
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  APP_SECRET: z.string().min(16, 'debe tener al menos 16 caracteres').default(DEV_APP_SECRET),
  BRAND_HOSTS: z.string().optional(),
  SOCIAL_FACEBOOK_URL: z.url().default('https://www.facebook.com/'),
  SOCIAL_INSTAGRAM_URL: z.url().default('https://www.instagram.com/'),
  SOCIAL_LINKEDIN_URL: z.url().default('https://www.linkedin.com/'),
  METRICS_TOKEN: z.string().min(16, 'debe tener al menos 16 caracteres').optional(),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  SQLITE_SYNCHRONOUS: z.enum(['normal', 'full']).default('normal'),
});

export type Env = z.infer<typeof envSchema>;

export type Brand = { name: string; logoUrl: string | null };

export type Config = {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  /** SQLite `synchronous` in WAL (decision 024): `normal` survives process crashes, `full` also power loss. */
  database: { dialect: 'sqlite'; file: string; synchronous?: 'normal' | 'full' } | { dialect: 'postgres'; url: string };
  publicUrl: string;
  seedDemo: boolean;
  logLevel: Env['LOG_LEVEL'];
  tokenTtlHours: number;
  trustProxy: boolean;
  webDistDir: string;
  mail: {
    smtpUrl: string | null;
    from: string;
    quotesInbox: string;
    pollMs: number;
  };
  signInRateLimit: number;
  pusher: {
    driver: 'embedded' | 'pusher';
    appId: string;
    key: string;
    secret: string;
    cluster: string;
    host: string | null;
    port: number | null;
    useTls: boolean;
  };
  /** How long a catalogue search page is reused (0 = never). */
  catalogueCacheSeconds: number;
  /** Signs short-lived file URLs. */
  appSecret: string;
  brandHosts: Record<string, Brand>;
  social: { facebook: string; instagram: string; linkedin: string };
  /** PUBLIC_URL points at this machine (localhost, 127.0.0.0/8, ::1): a demo or a developer's run. */
  publicUrlIsLocal: boolean;
  /** Names of the secrets still at their development default (allowed only with a local PUBLIC_URL). */
  devSecrets: string[];
  /** The dev mailbox exists: no SMTP_URL and a local PUBLIC_URL; it answers loopback requests only. */
  devMailbox: boolean;
  /** Bearer token for GET /api/metrics from other hosts (loopback needs none); null = loopback only. */
  metricsToken: string | null;
  /** SIGTERM: how long in-flight requests may take before the process exits anyway. */
  shutdownTimeoutSeconds: number;
};

/** localhost, *.localhost, 127.0.0.0/8 and ::1. */
export function isLocalHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1';
}

/** BRAND_HOSTS: `host=Name|/logo.svg,other.host=Other` (logo optional). */
export function parseBrandHosts(raw: string | undefined): Record<string, Brand> {
  const result: Record<string, Brand> = {};
  if (!raw) return result;
  for (const entry of raw.split(',')) {
    const [host, value] = entry.split('=');
    if (!host || !value) continue;
    const [name, logoUrl] = value.split('|');
    if (!name) continue;
    result[host.trim().toLowerCase()] = { name: name.trim(), logoUrl: logoUrl?.trim() || null };
  }
  return result;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset (e.g. `DATABASE_URL=` falls back to SQLite).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const publicUrlIsLocal = isLocalHostname(new URL(publicUrl).hostname);
  const devSecrets = [
    ...(env.APP_SECRET === DEV_APP_SECRET ? ['APP_SECRET'] : []),
    ...(env.PUSHER_SECRET === DEV_PUSHER_SECRET ? ['PUSHER_SECRET'] : []),
  ];
  if (env.NODE_ENV === 'production' && !publicUrlIsLocal && devSecrets.length > 0) {
    throw new ConfigError(
      `Configuración insegura: ${devSecrets.join(' y ')} ${devSecrets.length > 1 ? 'tienen' : 'tiene'} el valor de desarrollo y PUBLIC_URL (${publicUrl}) no es una dirección local.\n` +
        `  Defina ${devSecrets.length > 1 ? 'valores propios' : 'un valor propio'} (por ejemplo con \`openssl rand -hex 32\`) antes de iniciar en producción.`,
    );
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    database: env.DATABASE_URL
      ? { dialect: 'postgres', url: env.DATABASE_URL }
      : { dialect: 'sqlite', file: path.join(dataDir, 'cotizador.sqlite'), synchronous: env.SQLITE_SYNCHRONOUS },
    publicUrl,
    seedDemo: env.SEED_DEMO,
    logLevel: env.LOG_LEVEL,
    tokenTtlHours: env.TOKEN_TTL_HOURS,
    trustProxy: env.TRUST_PROXY,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    mail: {
      smtpUrl: env.SMTP_URL || null,
      from: env.MAIL_FROM,
      quotesInbox: env.QUOTES_INBOX,
      pollMs: env.MAIL_POLL_MS,
    },
    signInRateLimit: env.SIGN_IN_RATE_LIMIT,
    pusher: {
      driver: env.PUSHER_DRIVER,
      appId: env.PUSHER_APP_ID,
      key: env.PUSHER_KEY,
      secret: env.PUSHER_SECRET,
      cluster: env.PUSHER_CLUSTER,
      host: env.PUSHER_HOST ?? null,
      port: env.PUSHER_PORT ?? null,
      useTls: env.PUSHER_USE_TLS,
    },
    catalogueCacheSeconds: env.CATALOGUE_CACHE_SECONDS,
    appSecret: env.APP_SECRET,
    brandHosts: parseBrandHosts(env.BRAND_HOSTS),
    social: {
      facebook: env.SOCIAL_FACEBOOK_URL,
      instagram: env.SOCIAL_INSTAGRAM_URL,
      linkedin: env.SOCIAL_LINKEDIN_URL,
    },
    publicUrlIsLocal,
    devSecrets,
    devMailbox: !env.SMTP_URL && publicUrlIsLocal,
    metricsToken: env.METRICS_TOKEN ?? null,
    shutdownTimeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS,
  };
}
