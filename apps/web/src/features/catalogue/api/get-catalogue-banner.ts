import type { Banner, BannerResponse } from '@cotizador/contracts/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** GET /common/banner-by-section/catalogue: the catalogue's banner, or null. */
export async function getCatalogueBanner(): Promise<Banner | null> {
  const response = await apiClient.get<BannerResponse | null>('common/banner-by-section/catalogue');
  return response?.banner ?? null;
}

export const catalogueBannerQueryOptions = queryOptions({
  queryKey: catalogueKeys.banner(),
  queryFn: getCatalogueBanner,
  staleTime: 5 * 60_000,
  // The banner is decoration: the catalogue works without it.
  meta: { errorToast: false },
});

export function useCatalogueBanner() {
  return useQuery(catalogueBannerQueryOptions);
}
