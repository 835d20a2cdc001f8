import type { Plugin } from 'vite';

const HELPER_ID = '\0vite/preload-helper.js';
const ANCHOR = 'const isCss = isCssPreloadUrl(dep);';

/**
 * Lets the app turn off Vite's `modulepreload` links for lazy chunks at run time (src/warm-start.ts:
 * when the code is already in the HTTP cache), keeping the stylesheet links. The build fails if
 * Vite's helper no longer has the line this hooks onto, rather than silently preloading always.
 */
export function preloadSwitch(): Plugin {
  return {
    name: 'cotizador-preload-switch',
    apply: 'build',
    transform(code, id) {
      if (id !== HELPER_ID) return null;
      if (!code.includes(ANCHOR)) throw new Error(`preload-switch: "${ANCHOR}" not found in Vite's preload helper`);
      return code.replace(ANCHOR, `${ANCHOR}\n\t\t\tif (!isCss && globalThis.__skipScriptPreload === true) return;`);
    },
  };
}
