import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router';
import { entryScriptTiming } from '@/lib/entry-timing';
import type { QueryClientSource } from './query-client-source';
import type { RouteDataContext } from './route-data';

// The loaders that give a screen its first data before its first render (issue 18, decision 027):
// used by the operator's route table (router.tsx) and the admin branch (admin/admin-routes.tsx).

/**
 * How long a navigation waits for the screen's first data. Within it, the screen's first render
 * already has its data: one render, one commit and one layout, instead of a skeleton and then the
 * content re-rendered synchronously as each answer arrives (query results reach React through
 * `useSyncExternalStore`, which is never time-sliced; issue 18: total blocking time on a phone).
 * Past it (a slow network), the screen opens with its skeletons and the data fills them in.
 */
export const FIRST_DATA_WAIT_MS = 2500;

/** Settles with `promise`, or after `ms` at the latest (the timer is cleared either way). */
function within(promise: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/**
 * A loader that starts the route's queries (issue 18: the data in parallel with the screen's code,
 * not after it rendered) and waits for them up to `FIRST_DATA_WAIT_MS`. It never fails the
 * navigation: a failed query is the screen's to show. Without a query client (tests of the route
 * table alone) there is nothing to prime.
 */
export function primingLoader(
  queryClient: QueryClientSource | undefined,
  prime: ((context: RouteDataContext) => Promise<void>) | undefined,
): LoaderFunction | undefined {
  if (!queryClient || !prime) return undefined;
  return async ({ params, request }) => {
    if (codeStillDownloading(request.url)) return null;
    const url = new URL(request.url);
    const primed = queryClient
      .load()
      .then((client) => prime({ queryClient: client, params, url }))
      .catch(() => undefined);
    await within(primed, FIRST_DATA_WAIT_MS);
    return null;
  };
}

/**
 * A priming loader is for a screen's first render: a change of the URL's query alone (filters and
 * paging the screen writes there) does not run it again (the screen's own queries answer it, with
 * the rows on screen meanwhile, and the URL follows each change at once); another path (another
 * product or quotation) does.
 */
export const primeOnNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;

/**
 * On a first visit with nothing cached, the page's code still queues on HTTP/1.1's six connections
 * when the first loaders run; requests for data there only delay the code (the screens ask for their
 * data when they render). Measured: the cold screens lost 300–600 ms of first paint with the early
 * requests, the cached ones gained. Known from the entry script's transfer size (0 from the cache);
 * unknown (no timing entry, as in tests) counts as cached.
 */
function codeStillDownloading(url: string): boolean {
  // Decided once, for the loaders of the first navigation (the frame's and the screen's).
  if (!firstNavigation) {
    firstNavigation = { url, downloading: (entryScriptTiming()?.transferSize ?? 0) > 0 };
  }
  return firstNavigation.url === url && firstNavigation.downloading;
}
let firstNavigation: { url: string; downloading: boolean } | undefined;
