// `npm run build` (after the web app): bundles the API server and the CLI to JavaScript in
// apps/api/dist with esbuild. The workspace packages (@cotizador/domain, @cotizador/contracts) are
// inlined; every npm dependency stays external and is loaded from node_modules at run time (native
// modules such as better-sqlite3 and @node-rs/argon2 cannot be bundled). Decision 023.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { apiDist as defaultApiDist, root } from './lib.mjs';

// API_DIST_DIR: another output folder inside the repository (a test compiles into its own).
const apiDist = process.env.API_DIST_DIR ? path.resolve(process.env.API_DIST_DIR) : defaultApiDist;

/** Bundle our own code (relative imports and the workspace packages); leave npm packages external. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@cotizador/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = performance.now();
fs.rmSync(apiDist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'apps/api/src/server.ts'), path.join(root, 'apps/api/src/cli.ts')],
  outdir: apiDist,
  bundle: true,
  // No code splitting: each entry is one file, so `import.meta.dirname` in config.ts (where the
  // web build is) is apps/api/dist for both, as apps/api/src is for the sources.
  splitting: false,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning',
  plugins: [externalNpmPackages],
});
fs.writeFileSync(path.join(apiDist, 'package.json'), '{ "type": "module" }\n');
console.log(`API compilada en ${path.relative(root, apiDist)} (${Math.round(performance.now() - started)} ms).`);
