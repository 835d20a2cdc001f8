// Bundle budget (a step of `npm test`, after the build): the compressed JavaScript each route of the
// sign-in screens and of the operator's app downloads, computed from the Vite manifest
// (apps/web/dist/.vite/manifest.json). Issue 18 targets ≤ 120 KiB for the sign-in screens and
// ≤ 200 KiB for any operator route; the limits enforced here are where the app stands today (a
// ratchet: lower them as the app gets lighter, never raise them), and the table shows both.
// No operator route may load an admin chunk (the admin area is its own lazy code).
// Sizes are brotli (what browsers get: the build writes `.br` next to each asset); a file without
// its `.br` is compressed here with the same settings. Prints a table; exits 1 over a limit.
//
//   node scripts/bundle-budget.mjs [--dist=apps/web/dist]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from './lib.mjs';

const KiB = 1024;
const GUEST_TARGET = 120 * KiB;
const OPERATOR_TARGET = 200 * KiB;
// Enforced limits (docs/decisions/027), a ratchet: a route that meets its target is held to it (every
// operator route, /login); the other sign-in screens get today's largest size plus a little room
// (/otp/…, 126.1 KiB), a guard against regressions.
const LOGIN_BUDGET = GUEST_TARGET;
const GUEST_BUDGET = 128 * KiB;
const OPERATOR_BUDGET = OPERATOR_TARGET;
// Scripts /login fetches, a ratchet too: a phone arriving fresh pays a round trip per handful of
// files. The code-splitting groups in apps/web/vite.config.ts name their modules by path, so a
// renamed module leaves its group silently; this limit is what notices (33 files before them).
const LOGIN_FILES_BUDGET = 10;

const distArg = process.argv.find((arg) => arg.startsWith('--dist='));
const dist = path.resolve(root, distArg ? distArg.slice('--dist='.length) : 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`No existe ${path.relative(root, manifestFile)}: construye la aplicación web primero (npm run build).`);
  process.exit(1);
}
/** @type {Record<string, {file: string, name?: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

// What every screen loads at start, what every signed-in screen adds (the navigation frame and the
// real-time client, connected one second after sign-in) and each screen's own lazy modules
// (apps/web/src/app/router.tsx). Modules are found in the manifest by their source path.
const ENTRY = 'index.html';
const SIGNED_IN = ['src/app/layout/app-layout.tsx', /node_modules\/laravel-echo\//, /node_modules\/pusher-js\//];
const GUEST_ROUTES = [
  ['/login', 'src/features/auth/components/login-page.tsx'],
  ['/recovery', 'src/features/account/components/recovery-page.tsx'],
  ['/reset-password/…', 'src/features/account/components/reset-password-page.tsx'],
  ['/activate', 'src/features/account/components/activate-page.tsx'],
  ['/otp/…', 'src/features/account/components/otp-page.tsx'],
];
const OPERATOR_ROUTES = [
  ['/', 'src/features/home/components/home-page.tsx'],
  ['/catalogue', 'src/features/catalogue/components/catalogue-page.tsx'],
  ['/products/…', 'src/app/routes/product-route.tsx'],
  ['/quotations', 'src/features/quotations/components/quotations-page.tsx'],
  // The message editor is a lazy chunk loaded when the operator is about to write (not counted).
  ['/quotation/…', 'src/features/quotations/components/quotation-page.tsx'],
  ['/cart', 'src/features/cart/components/cart-page.tsx'],
  ['/favorites', 'src/features/favorites/components/favorites-page.tsx'],
  ['/my-profile', 'src/features/profile/components/profile-page.tsx'],
  ['/contact', 'src/features/support/components/contact-page.tsx'],
  ['/help', 'src/features/support/components/help-page.tsx'],
  ['/conditions', 'src/features/legal/components/conditions-page.tsx'],
  ['/privacity', 'src/features/legal/components/privacity-page.tsx'],
];

const problems = [];

/** The manifest key of a module: an exact source path or the one key a pattern matches. */
function keyOf(module) {
  if (typeof module === 'string') {
    if (manifest[module]) return module;
    problems.push(`El manifiesto no tiene ${module} (¿se movió? actualiza scripts/bundle-budget.mjs).`);
    return null;
  }
  const keys = Object.keys(manifest).filter((key) => module.test(key));
  if (keys.length !== 1) {
    problems.push(`${keys.length} entradas del manifiesto coinciden con ${module} (se esperaba una).`);
    return null;
  }
  return keys[0];
}

/** A chunk and everything it imports statically (what the browser fetches before running it). */
function closure(keys, into = new Set()) {
  for (const key of keys) {
    if (key === null || into.has(key)) continue;
    into.add(key);
    closure(manifest[key]?.imports ?? [], into);
  }
  return into;
}

const sizes = new Map();
function compressedSize(file) {
  let size = sizes.get(file);
  if (size === undefined) {
    const full = path.join(dist, file);
    size = fs.existsSync(`${full}.br`)
      ? fs.statSync(`${full}.br`).size
      : zlib.brotliCompressSync(fs.readFileSync(full), {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
        }).length;
    sizes.set(file, size);
  }
  return size;
}

// The query library loads with the first frame that keeps server data (apps/web/src/app/query-client-source.ts).
const isQueryLibrary = (key) => manifest[key]?.name === 'query-vendor';
const isAdmin = (key) => /(^|\/)_?admin([-/.]|$)/i.test(key) || /(^|\/)admin[-.]/i.test(manifest[key]?.file ?? '');

const rows = [];
function check(route, modules, budget, target, { queryLibrary = true } = {}) {
  const keys = closure([ENTRY, ...modules.map(keyOf)]);
  const files = new Set([...keys].map((key) => manifest[key]?.file).filter((file) => file?.endsWith('.js')));
  const bytes = [...files].reduce((sum, file) => sum + compressedSize(file), 0);
  const admin = [...keys].filter(isAdmin);
  rows.push({ route, kib: bytes / KiB, budget: budget / KiB, target: target / KiB, chunks: files.size });
  if (bytes > budget)
    problems.push(`${route}: ${(bytes / KiB).toFixed(1)} KiB de JavaScript comprimido, el límite es ${budget / KiB} KiB.`);
  if (admin.length > 0) problems.push(`${route} carga código de administración: ${admin.join(', ')}.`);
  if (!queryLibrary && [...keys].some(isQueryLibrary))
    problems.push(`${route} carga la biblioteca de consultas (TanStack Query): las pantallas de acceso no la usan.`);
  return files.size;
}

for (const [route, ...modules] of GUEST_ROUTES) {
  const budget = route === '/login' ? LOGIN_BUDGET : GUEST_BUDGET;
  const files = check(route, modules, budget, GUEST_TARGET, { queryLibrary: false });
  if (route === '/login' && files > LOGIN_FILES_BUDGET)
    problems.push(
      `/login carga ${files} archivos de JavaScript, el límite es ${LOGIN_FILES_BUDGET} (revisa los grupos de apps/web/vite.config.ts).`,
    );
}
for (const [route, ...modules] of OPERATOR_ROUTES) {
  check(route, [...SIGNED_IN, ...modules], OPERATOR_BUDGET, OPERATOR_TARGET);
}

console.log('JavaScript comprimido (brotli) por ruta:');
for (const row of rows) {
  const mark = row.kib > row.budget ? '✗' : '✓';
  const target = row.kib > row.target ? `objetivo ${row.target} KiB aún no alcanzado` : `objetivo ${row.target} KiB cumplido`;
  console.log(
    `  ${mark} ${row.route.padEnd(20)} ${row.kib.toFixed(1).padStart(6)} KiB (límite ${row.budget} KiB; ${target}) · ${row.chunks} archivos`,
  );
}
if (problems.length > 0) {
  console.error(`\nPresupuesto de JavaScript excedido:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exitCode = 1;
}
