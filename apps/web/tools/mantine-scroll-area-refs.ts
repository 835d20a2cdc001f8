import type { Plugin } from 'vite';
import { rewriteDependency } from './rewrite-dependency';

const SCROLL_AREA_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const ANCHOR = 'import { useMergeRefs } from "@floating-ui/react";';

/**
 * Mantine's ScrollArea (inside every Modal and Drawer) merges its refs with floating-ui's
 * `useMergeRefs`: one import that puts all of floating-ui (13.7 KiB compressed, the positioning
 * engine of popovers and tooltips) on screens that position nothing, such as the cart and the
 * quotation (issue 18). Mantine's own `useMergedRef` does the same job. The build fails if the
 * import this replaces is gone, rather than silently keeping floating-ui there.
 */
export function mantineScrollAreaRefs(): Plugin {
  return rewriteDependency({
    label: 'mantine-scroll-area-refs',
    matches: (id) => SCROLL_AREA_MODULE.test(id),
    anchor: ANCHOR,
    rewrite: (code) =>
      code.replace(
        ANCHOR,
        'import { useMergedRef } from "@mantine/hooks";\nconst useMergeRefs = (refs) => useMergedRef(...refs);',
      ),
  });
}
