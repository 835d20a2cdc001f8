// `npm run bench:lighthouse`: Lighthouse 12 (mobile, default simulated throttling) on the main screens
// of the built app. Builds the web app, starts it on a temporary SQLite database on 127.0.0.1:3881,
// signs in the demo operator through the API and stores the session in localStorage the way the app
// does (zustand `persist`, key `cotizador.session`), then measures each screen RUNS times (default 3)
// with a cold HTTP cache and prints the median of every figure. The HTML and JSON reports go to a
// folder (`--out=DIR`, default a new folder under the system temp dir).
//
//   npm run bench:lighthouse                      all screens, 3 runs each
//   npm run bench:lighthouse -- --runs=1 --only=login,catalogue --skip-build
//
// Chromium: CHROME_PATH (default /usr/bin/chromium). The figures depend on the CPU left over by
// whatever else runs on the machine: say how busy it was (load average is printed) when quoting them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { root, run } from './lib.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const runs = Number(args.runs ?? process.env.RUNS ?? 3);
const port = Number(args.port ?? 3881);
const debuggingPort = Number(args['debugging-port'] ?? 3289);
const origin = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const outDir = path.resolve(args.out ?? path.join(os.tmpdir(), `cotizador-lighthouse-${stamp}`));
const only = args.only ? new Set(args.only.split(',')) : null;

const OPERATOR = { email: 'vendedor@demo.mx', password: 'Demo1234!' };
const SESSION_STORAGE_KEY = 'cotizador.session';

if (args['skip-build'] !== 'true') {
  console.log('Construyendo la aplicación web…');
  const code = await run('npm', ['run', 'build', '--silent']);
  if (code !== 0) throw new Error('La construcción de la aplicación web falló.');
}

// ——— the built app on a temporary SQLite database ———
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-lighthouse-data-'));
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    DATABASE_URL: '',
    SMTP_URL: '',
    SIGN_IN_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
  },
});
let browser;
async function cleanUp() {
  await browser?.close().catch(() => {});
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.on('SIGINT', () => cleanUp().then(() => process.exit(130)));

try {
  const startedAt = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {}
    if (Date.now() - startedAt > 120_000) throw new Error('El servidor no respondió en 2 minutos.');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  // ——— the demo operator's session and the ids of a seeded product and quotation ———
  const signInResponse = await fetch(`${origin}/api/auth/sign-in-sales-operator`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(OPERATOR),
  });
  if (!signInResponse.ok) throw new Error(`No se pudo iniciar sesión (${signInResponse.status}).`);
  const signedIn = await signInResponse.json();
  const token = signedIn.authorization.access_token;
  const session = JSON.stringify({ state: { token, user: signedIn.user, company: signedIn.company }, version: 1 });
  const getJson = async (url) => {
    const response = await fetch(`${origin}/api/${url}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    return response.json();
  };
  const products = await getJson('sales-operator/products/products-by-search-specific?page=1&size=24');
  const productId = products.data[0].id;
  const quotations = await getJson('sales-operator/quotations/all-my-quotations-created?page=1');
  const quotationId = quotations.data[0].id;

  const screens = [
    { key: 'login', name: 'Iniciar sesión', url: '/login', signedIn: false },
    { key: 'home', name: 'Página Principal', url: '/', signedIn: true },
    { key: 'catalogue', name: 'Catálogo', url: '/catalogue', signedIn: true },
    { key: 'product', name: 'Producto', url: `/products/${productId}`, signedIn: true },
    { key: 'quotations', name: 'Mis cotizaciones', url: '/quotations', signedIn: true },
    { key: 'quotation', name: 'Detalle de cotización', url: `/quotation/${quotationId}`, signedIn: true },
  ].filter((screen) => !only || only.has(screen.key));

  // ——— Chromium with a debugging port Lighthouse attaches to; one profile, so one localStorage ———
  const profileDir = path.join(dataDir, 'chromium-profile');
  browser = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromePath,
    headless: true,
    args: [
      `--remote-debugging-port=${debuggingPort}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = browser.pages()[0] ?? (await browser.newPage());
  const cdp = await browser.newCDPSession(page);
  await page.goto(`${origin}/conditions`);

  /** Every run starts from a cold HTTP cache; the session is there only for signed-in screens. */
  async function prepare(screen) {
    await cdp.send('Network.clearBrowserCache');
    await page.evaluate(
      ([key, value]) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)),
      [SESSION_STORAGE_KEY, screen.signedIn ? session : null],
    );
  }

  fs.mkdirSync(outDir, { recursive: true });
  const median = (values) => {
    const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
    return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : Number.NaN;
  };
  const rows = [];
  for (const screen of screens) {
    const figures = [];
    for (let i = 1, attempts = 0; i <= runs; attempts += 1) {
      await prepare(screen);
      const result = await lighthouse(
        `${origin}${screen.url}`,
        {
          port: debuggingPort,
          output: ['html', 'json'],
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          // The session set above must survive; the HTTP cache was cleared by `prepare`.
          disableStorageReset: true,
        },
        undefined,
      );
      if (!result) throw new Error(`Lighthouse no devolvió resultado para ${screen.url}`);
      // A broken trace (NO_NAVSTART and the like, frequent on a busy machine) is run again, twice at most.
      if (result.lhr.runtimeError && attempts < runs + 2) {
        console.warn(`  ${screen.url}: ${result.lhr.runtimeError.code}, se repite la corrida`);
        continue;
      }
      const [html, json] = result.report;
      fs.writeFileSync(path.join(outDir, `${screen.key}-${i}.html`), html);
      fs.writeFileSync(path.join(outDir, `${screen.key}-${i}.json`), json);
      const { lhr } = result;
      const audit = (id) => lhr.audits[id]?.numericValue;
      const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
      const figure = {
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        js: scripts?.transferSize ?? 0,
        finalUrl: lhr.finalDisplayedUrl,
      };
      if (new URL(figure.finalUrl).pathname !== new URL(`${origin}${screen.url}`).pathname) {
        console.warn(`  ${screen.url} terminó en ${figure.finalUrl}`);
      }
      figures.push(figure);
      console.log(
        `  ${screen.url} #${i}: rendimiento ${figure.performance}, accesibilidad ${figure.accessibility}, LCP ${Math.round(figure.lcp)} ms`,
      );
      i += 1;
    }
    const pick = (key) => median(figures.map((f) => f[key]));
    rows.push({
      screen: screen.name,
      url: screen.url,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      fcpMs: Math.round(pick('fcp')),
      lcpMs: Math.round(pick('lcp')),
      tbtMs: Math.round(pick('tbt')),
      cls: Number(pick('cls').toFixed(3)),
      jsKiB: Number((pick('js') / 1024).toFixed(1)),
      runs: figures.map(({ finalUrl: _finalUrl, ...rest }) => rest),
    });
  }

  const load = os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ');
  fs.writeFileSync(
    path.join(outDir, 'summary.json'),
    `${JSON.stringify({ date: new Date().toISOString(), runs, loadAverage: load, rows }, null, 2)}\n`,
  );
  console.log(
    `\nLighthouse ${lighthouseVersion()} · móvil, limitación simulada por defecto · mediana de ${runs} corridas · carga del equipo ${load}`,
  );
  const header = ['pantalla', 'ruta', 'rend.', 'acces.', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS KiB'];
  const table = rows.map((r) =>
    [r.screen, r.url, r.performance, r.accessibility, r.fcpMs, r.lcpMs, r.tbtMs, r.cls, r.jsKiB].map(String),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const row of table) console.log(line(row));
  console.log(`\nInformes en ${outDir}`);
} finally {
  await cleanUp();
}

function lighthouseVersion() {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}
