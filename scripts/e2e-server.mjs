// The server Playwright journeys run against: the built app (compiled API, compiled first if its
// sources changed) with fresh demo data in a temporary DATA_DIR, removed on exit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApiIfNeeded, runServer } from './lib.mjs';

await buildApiIfNeeded();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-e2e-'));
const port = process.env.E2E_PORT ?? '3100';
const code = await runServer({
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATABASE_URL: '',
  SMTP_URL: '',
  MAIL_POLL_MS: '200',
  SIGN_IN_RATE_LIMIT: '1000',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
});
fs.rmSync(dataDir, { recursive: true, force: true });
process.exitCode = code;
