import type { Plugin } from 'vite';
import { rewriteDependency } from './rewrite-dependency';

const USE_ID_MODULE = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's `useId` renders with React's id, then swaps it for a random one in a layout effect. Every
 * component that asks for an id (inputs, tooltips, popovers, tabs, modals) therefore renders twice on
 * mount, and the second render is synchronous: on the product screen a 150 ms task at 4× CPU right
 * after the first paint (issue 18). The app renders only in the browser, so React's id (unique in the
 * page, stable across renders) is all it needs. The build fails if Mantine's hook no longer has the
 * line this replaces, rather than silently keeping the double render.
 */
export function mantineUseId(): Plugin {
  return rewriteDependency({
    label: 'mantine-use-id',
    matches: (id) => USE_ID_MODULE.test(id),
    anchor: 'setUuid(randomId());',
    rewrite: () =>
      [
        'import { useId as useReactId } from "react";',
        'function useId(staticId) {',
        '\tconst reactId = useReactId();',
        '\treturn typeof staticId === "string" ? staticId : "mantine-" + reactId.replace(/:/g, "");',
        '}',
        'export { useId };',
      ].join('\n'),
  });
}
