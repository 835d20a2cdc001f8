import type { Plugin } from 'vite';
import { rewriteDependency } from './rewrite-dependency';

const HELPER_ID = '\0vite/preload-helper.js';
const ANCHOR = 'const isCss = isCssPreloadUrl(dep);';

/**
 * Lets the app turn off Vite's `modulepreload` links for lazy chunks at run time (src/warm-start.ts:
 * when the code is already in the HTTP cache), keeping the stylesheet links. The build fails if
 * Vite's helper no longer has the line this hooks onto, rather than silently preloading always.
 */
export function preloadSwitch(): Plugin {
  return rewriteDependency({
    label: 'preload-switch',
    matches: (id) => id === HELPER_ID,
    anchor: ANCHOR,
    rewrite: (code) => code.replace(ANCHOR, `${ANCHOR}\n\t\t\tif (!isCss && globalThis.__skipScriptPreload === true) return;`),
  });
}
