import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { mantineScrollAreaRefs } from './tools/mantine-scroll-area-refs';
import { mantineUseId } from './tools/mantine-use-id';
import { precompress } from './tools/precompress';
import { preloadSwitch } from './tools/preload-switch';

/**
 * react-router's package exports point every bundler at its development build (warnings and checks
 * included: 93 KiB minified of the 307 KiB the framework weighs); the build takes the production one
 * it ships beside it. Dev server and tests keep the development build and its warnings.
 */
function productionReactRouter(): Plugin {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router')), '../production');
  return {
    name: 'cotizador-production-react-router',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}

const API_DEV_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), productionReactRouter(), mantineUseId(), mantineScrollAreaRefs(), preloadSwitch(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      // The API also serves the real-time push WebSocket under /api in development.
      '/api': { target: API_DEV_ORIGIN, changeOrigin: true, ws: true },
      '/app': { target: API_DEV_ORIGIN, changeOrigin: true, ws: true },
      // Images of the catalogue (DATA_DIR/media) and the dev mailbox are served by the API.
      '/media': { target: API_DEV_ORIGIN, changeOrigin: true },
      '/dev': { target: API_DEV_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route loads (scripts/bundle-budget.mjs).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The framework every screen needs, cached across deploys that only change app code.
            // zustand holds the session and brand stores of every screen, the sign-in ones included;
            // the query library's context module (which only needs React) goes with the frames too.
            {
              name: 'react-vendor',
              test: /node_modules[\\/]((react|react-dom|scheduler|react-router|zustand)[\\/]|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]QueryClientProvider\.js$)/,
              priority: 20,
            },
            // The query library loads with the first frame that keeps server data, not with the
            // sign-in screens (app/query-client-source.ts); its context module is in react-vendor above.
            {
              name: 'query-vendor',
              test: /node_modules[\\/]@tanstack[\\/](?!react-query[\\/]build[\\/]modern[\\/]QueryClientProvider\.js$)/,
              priority: 15,
            },
            // Fewer, larger files for the first screen (issue 18). Left to itself the bundler makes
            // one small file per set of importers: the sign-in screen fetched 33 scripts, most under
            // 1 KiB, and a phone on a high-latency connection pays a round trip for each (HTTP/1.1
            // opens at most 6 at a time). These two groups cut it to 12 with the same bytes, and
            // every signed-in route loads about 20 fewer files. Lighthouse on /login: 91 → 96.
            // The app's small modules that the sign-in screen and every signed-in screen share.
            {
              name: 'app-core',
              test: /([\\/]packages[\\/]domain[\\/]src[\\/](errors|messages|password|validation)\.ts|[\\/]apps[\\/]web[\\/]src[\\/](stores[\\/](session-store|login-flash)\.ts|lib[\\/](api-client|random-uuid|use-action)\.ts|config[\\/]links\.ts|components[\\/](logo|page-title)\.tsx|app[\\/](with-query-client\.tsx|query-client-source\.ts)|lib[\\/](brand|request-effects)\.ts))$/,
              priority: 12,
            },
            // Mantine's core and the few components the sign-in screen and the signed-in frame both
            // draw (the other components stay with the screens that use them).
            {
              name: 'mantine-base',
              test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Loader|Transition|Input|InputBase|TextInput|PasswordInput|CloseButton|ActionIcon|Group|Paper|Anchor|Image|Divider|Text|Title|Stack|Button|UnstyledButton|Center))[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
