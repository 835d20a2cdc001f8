import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { announceFailure, type RequestEffects, setBlockingMutations } from '@/lib/request-effects';

/** A query's meta: `errorToast: false` for background queries whose failure the user need not see. */
type AppQueryMeta = Pick<RequestEffects, 'errorToast'>;
/** A mutation's meta: the same effects as a plain request's (spinner, toast). */
type AppMutationMeta = RequestEffects;

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error;
    queryMeta: AppQueryMeta;
    mutationMeta: AppMutationMeta;
  }
}

const MAX_RETRIES = 1;

/** Retry once on network trouble or a 5xx; never on a 4xx answer. */
function shouldRetry(failureCount: number, error: Error): boolean {
  // Only a missing answer or a server fault is worth a retry; any refusal would be refused again.
  if (error instanceof ApiError && error.code !== 'NETWORK' && error.code !== 'INTERNAL') return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  const mutationCache = new MutationCache({
    onError: (error, _variables, _result, mutation) => announceFailure(error, mutation.meta),
  });
  // SPEC §4: the spinner shows while a blocking mutation runs (lib/request-effects.ts).
  mutationCache.subscribe(() => {
    setBlockingMutations(mutationCache.findAll({ status: 'pending', predicate: (m) => m.meta?.blocking === true }).length);
  });
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => announceFailure(error, query.meta),
    }),
    mutationCache,
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
