import type { QueryClient } from '@tanstack/react-query';

/**
 * Where the app's query client comes from. The sign-in screens make plain requests
 * (lib/request-effects.ts): the query library and its client are loaded with the first screen that
 * keeps server data — the signed-in frame, the admin desk — not with the sign-in screen (issue 18).
 */
export type QueryClientSource = {
  /** The client, loading the query library first if needed. */
  load: () => Promise<QueryClient>;
  /** The client if it was loaded already. */
  current: () => QueryClient | undefined;
};

/** The app's: the query library is fetched on the first `load()`. */
export function lazyQueryClient(): QueryClientSource {
  let client: QueryClient | undefined;
  let loading: Promise<QueryClient> | undefined;
  return {
    load: () => {
      loading ??= import('@/lib/query-client').then((module) => {
        client = module.createQueryClient();
        return client;
      });
      return loading;
    },
    current: () => client,
  };
}

/** A client already at hand (tests). */
export function readyQueryClient(client: QueryClient): QueryClientSource {
  return { load: () => Promise.resolve(client), current: () => client };
}
