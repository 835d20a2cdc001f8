// `npm run bench:lighthouse`: Lighthouse 12 (mobile, default simulated throttling) on the main screens
// of the built app. Builds the web app, starts it on a temporary SQLite database on 127.0.0.1:3881,
// signs in the demo operator (and the demo admin, for the admin inbox) through the API and stores the
// sessions in localStorage the way the app does (zustand `persist`, keys `cotizador.session` and
// `cotizador.admin-session`), then measures each screen RUNS times (default 3) and prints the median
// of every figure. The HTML and JSON reports go to a folder (`--out=DIR`, default a new folder under
// the system temp dir).
//
// Cache (issue 18: "signed in, with the JavaScript already cached"): by default a signed-in screen is
// measured warm — a warm-up navigation to the same URL fills the HTTP cache with the hashed assets,
// then Lighthouse runs with `disableStorageReset`, so the assets come from the cache while the API
// answers (`no-store`) and index.html (`no-cache`) are fetched again. `/login` is always measured cold
// (a phone arriving fresh). `--cold` measures every screen with an empty HTTP cache; `--both` measures
// both ways and prints both tables.
//
//   npm run bench:lighthouse                      all screens, 3 runs each (signed-in screens warm)
//   npm run bench:lighthouse -- --both            warm and cold
//   npm run bench:lighthouse -- --runs=1 --only=login,catalogue --skip-build --cold
//   npm run bench:lighthouse -- --port=3884 --debugging-port=3294 --dist=/tmp/old-dist --skip-build
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
/** Visits before a warm run (`--warm-visits=N`): 2 lets Chromium keep the compiled JavaScript. */
const warmVisits = Number(args['warm-visits'] ?? 2);
/** Cache modes measured: warm (signed-in screens with the assets cached) and/or cold. */
const modes = args.both === 'true' ? ['warm', 'cold'] : args.cold === 'true' ? ['cold'] : ['warm'];
// Another built web app to serve (e.g. a copy of an older build, to measure before and after).
const webDist = args.dist ? path.resolve(args.dist) : undefined;

const OPERATOR = { email: 'vendedor@demo.mx', password: 'Demo1234!' };
const ADMIN = { email: 'admin@demo.mx', password: 'Demo1234!' };
const SESSION_STORAGE_KEY = 'cotizador.session';
const ADMIN_SESSION_STORAGE_KEY = 'cotizador.admin-session';

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
    ...(webDist ? { WEB_DIST_DIR: webDist } : {}),
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
  const signIn = async (url, body) => {
    const response = await fetch(`${origin}/api/${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`No se pudo iniciar sesión en ${url} (${response.status}).`);
    return response.json();
  };
  const signedIn = await signIn('auth/sign-in-sales-operator', OPERATOR);
  const token = signedIn.authorization.access_token;
  const session = JSON.stringify({ state: { token, user: signedIn.user, company: signedIn.company }, version: 1 });
  // The admin desk keeps its own session (apps/web/src/stores/admin-session-store.ts).
  const adminSignedIn = await signIn('auth/sign-in-admin', ADMIN);
  const adminSession = JSON.stringify({
    state: { token: adminSignedIn.authorization.access_token, user: adminSignedIn.user },
    version: 1,
  });
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
    { key: 'login', name: 'Iniciar sesión', url: '/login', signedIn: null },
    { key: 'home', name: 'Página Principal', url: '/', signedIn: 'operator' },
    { key: 'catalogue', name: 'Catálogo', url: '/catalogue', signedIn: 'operator' },
    { key: 'product', name: 'Producto', url: `/products/${productId}`, signedIn: 'operator' },
    { key: 'quotations', name: 'Mis cotizaciones', url: '/quotations', signedIn: 'operator' },
    { key: 'quotation', name: 'Detalle de cotización', url: `/quotation/${quotationId}`, signedIn: 'operator' },
    { key: 'admin', name: 'Bandeja (admin)', url: '/admin', signedIn: 'admin' },
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

  /**
   * Every run starts from an empty HTTP cache (emptied after the page that stores the sessions)
   * with only the screen's session stored; a warm run then opens the screen once (until the
   * network is quiet) so the hashed assets are in the cache.
   */
  async function prepare(screen, mode) {
    await page.goto(`${origin}/conditions`);
    await page.evaluate(
      (entries) => {
        for (const [key, value] of entries) value ? localStorage.setItem(key, value) : localStorage.removeItem(key);
      },
      [
        [SESSION_STORAGE_KEY, screen.signedIn === 'operator' ? session : null],
        [ADMIN_SESSION_STORAGE_KEY, screen.signedIn === 'admin' ? adminSession : null],
      ],
    );
    // The page that set the sessions loaded the shared chunks: the cache is emptied after it.
    await page.goto('about:blank');
    await cdp.send('Network.clearBrowserCache');
    if (mode === 'warm') {
      // Twice: Chromium keeps a script's compiled code (V8 code cache) once it has run it twice,
      // as for an operator who opened the portal before; the measured visit is the third.
      for (let visit = 0; visit < warmVisits; visit += 1) {
        await page.goto(`${origin}${screen.url}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(1500);
        await page.goto('about:blank');
      }
    }
    await page.goto('about:blank');
  }

  fs.mkdirSync(outDir, { recursive: true });
  const median = (values) => {
    const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
    return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : Number.NaN;
  };
  const tables = {};
  for (const mode of modes) {
    const rows = [];
    tables[mode] = rows;
    for (const screen of screens) {
      // `/login` (and any screen without a session) is a phone arriving fresh: always cold.
      const cache = screen.signedIn ? mode : 'cold';
      // A screen measured cold in the warm pass (`/login`) is not measured again.
      const reused = mode === 'cold' && tables.warm?.find((row) => row.url === screen.url && row.cache === 'cold');
      if (reused) {
        rows.push(reused);
        continue;
      }
      const figures = [];
      let brokenRuns = 0;
      for (let i = 1, attempts = 0; i <= runs && attempts < runs * 3; attempts += 1) {
        await prepare(screen, cache);
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
        // A broken trace (NO_NAVSTART and the like, frequent on a busy machine) is run again, and so
        // is a run without a performance score (LanternError NO_LCP and the like: logged, not reported
        // as a runtime error): neither enters the median (a 0 would pull it down); up to 3×RUNS tries.
        const broken = result.lhr.runtimeError?.code ?? (result.lhr.categories.performance?.score == null ? 'NO_SCORE' : null);
        if (broken) {
          brokenRuns += 1;
          console.warn(`  ${screen.url}: ${broken}, se repite la corrida`);
          continue;
        }
        const [html, json] = result.report;
        fs.writeFileSync(path.join(outDir, `${screen.key}-${cache}-${i}.html`), html);
        fs.writeFileSync(path.join(outDir, `${screen.key}-${cache}-${i}.json`), json);
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
          `  ${screen.url} (${cache === 'warm' ? 'caché caliente' : 'caché vacía'}) #${i}: rendimiento ${figure.performance}, accesibilidad ${figure.accessibility}, LCP ${Math.round(figure.lcp)} ms`,
        );
        i += 1;
      }
      const pick = (key) => median(figures.map((f) => f[key]));
      rows.push({
        screen: screen.name,
        url: screen.url,
        cache,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        fcpMs: Math.round(pick('fcp')),
        lcpMs: Math.round(pick('lcp')),
        tbtMs: Math.round(pick('tbt')),
        cls: Number(pick('cls').toFixed(3)),
        jsKiB: Number((pick('js') / 1024).toFixed(1)),
        brokenRuns,
        runs: figures.map(({ finalUrl: _finalUrl, ...rest }) => rest),
      });
    }
  }

  const load = os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ');
  fs.writeFileSync(
    path.join(outDir, 'summary.json'),
    `${JSON.stringify({ date: new Date().toISOString(), runs, loadAverage: load, tables }, null, 2)}\n`,
  );
  console.log(
    `\nLighthouse ${lighthouseVersion()} · móvil, limitación simulada por defecto · mediana de ${runs} corridas · carga del equipo ${load}`,
  );
  const header = ['pantalla', 'ruta', 'caché', 'rend.', 'acces.', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS KiB', 'válidas'];
  for (const mode of modes) {
    const table = tables[mode].map((r) =>
      [
        r.screen,
        r.url,
        r.cache === 'warm' ? 'caliente' : 'vacía',
        r.performance,
        r.accessibility,
        r.fcpMs,
        r.lcpMs,
        r.tbtMs,
        r.cls,
        r.jsKiB,
        // Runs in the median / runs tried (the others had no score, see above).
        `${r.runs.length}/${r.runs.length + r.brokenRuns}`,
      ].map(String),
    );
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
    const line = (cells) => cells.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
    console.log(`\n${mode === 'warm' ? 'Con sesión y JavaScript en caché (/login sin caché)' : 'Caché HTTP vacía'}`);
    console.log(line(header));
    for (const row of table) console.log(line(row));
  }
  console.log(`\nInformes en ${outDir}`);
} finally {
  await cleanUp();
}

function lighthouseVersion() {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}
