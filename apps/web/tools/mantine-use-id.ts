import type { Plugin } from 'vite';

const USE_ID_MODULE = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
const ANCHOR = 'setUuid(randomId());';

/**
 * Mantine's `useId` renders with React's id, then swaps it for a random one in a layout effect. Every
 * component that asks for an id (inputs, tooltips, popovers, tabs, modals) therefore renders twice on
 * mount, and the second render is synchronous: on the product screen a 150 ms task at 4× CPU right
 * after the first paint (issue 18). The app renders only in the browser, so React's id (unique in the
 * page, stable across renders) is all it needs. The build fails if Mantine's hook no longer has the
 * line this replaces, rather than silently keeping the double render.
 */
export function mantineUseId(): Plugin {
  return {
    name: 'cotizador-mantine-use-id',
    apply: 'build',
    transform(code, id) {
      if (!USE_ID_MODULE.test(id)) return null;
      if (!code.includes(ANCHOR)) throw new Error(`mantine-use-id: "${ANCHOR}" not found in ${id}`);
      return {
        code: [
          'import { useId as useReactId } from "react";',
          'function useId(staticId) {',
          '\tconst reactId = useReactId();',
          '\treturn typeof staticId === "string" ? staticId : "mantine-" + reactId.replace(/:/g, "");',
          '}',
          'export { useId };',
        ].join('\n'),
        map: null,
      };
    },
  };
}
