// Imported first by main.tsx, before the router starts its first navigation (issue 18).
//
// On a lazy route's first import, Vite's preload helper inserts a <link rel="modulepreload"> for
// each chunk the route needs (~80 on a signed-in screen), so a phone arriving fresh fetches them
// in parallel instead of one import level after another. When this page's entry script came from
// the HTTP cache (a returning operator), the chunks are cached as well and inserting the links
// only costs the main thread: measured, about half of the 80–130 ms task that evaluates the app,
// the longest task of every signed-in screen. The helper then skips the script links (stylesheets
// are still inserted: the screen needs them). `tools/preload-switch.ts` adds the check to the
// helper at build time.

import { entryScriptTiming } from '@/lib/entry-timing';

/** True when the entry script was served from the HTTP cache (transfer size 0). */
export function entryFromCache(): boolean {
  const timing = entryScriptTiming();
  return timing !== undefined && timing.transferSize === 0 && timing.decodedBodySize > 0;
}

(globalThis as { __skipScriptPreload?: boolean }).__skipScriptPreload = entryFromCache();
