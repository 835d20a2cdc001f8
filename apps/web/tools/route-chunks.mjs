// Prints, per route of the route table, the JavaScript a browser downloads to open it (the entry,
// the layout for signed-in screens, the screen and everything they import statically), gzip sizes.
// Usage: npx vite build --manifest && node tools/route-chunks.mjs [--json]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webDir, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const router = readFileSync(join(webDir, 'src/app/router.tsx'), 'utf8');

/** Every chunk a manifest entry pulls in with static imports (what loads with it). */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const child of chunk.imports ?? []) closure(child, seen);
  return seen;
}

const sizes = new Map();
function gzipSize(file) {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return sizes.get(file);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const keyOf = (spec) => {
  const source = spec.replace(/^@\//, 'src/').replace(/^\.\//, 'src/app/');
  return Object.keys(manifest).find((key) => key.startsWith(source) && /\.tsx?$/.test(key.slice(source.length)));
};
const layoutKey = keyOf('./layout/app-layout');

// Each ROUTE_TABLE entry: its path pattern, access rule and lazy import.
const routePattern = /path: paths\.(\w+)\.pattern,\s*access: '(\w+)',[\s\S]*?import\('([^']+)'\)/g;
const rows = [];
for (const [, name, access, spec] of router.matchAll(routePattern)) {
  const files = closure(entryKey);
  if (access !== 'guest' && layoutKey) closure(layoutKey, files);
  closure(keyOf(spec), files);
  const js = [...files].filter((file) => file.endsWith('.js'));
  rows.push({ route: name, access, chunks: js.length, gzip: js.reduce((sum, file) => sum + gzipSize(file), 0) });
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(15)} ${row.access.padEnd(7)} ${String(row.chunks).padStart(3)} chunks ${(row.gzip / 1024).toFixed(2).padStart(9)} kB gzip`,
    );
  }
}
