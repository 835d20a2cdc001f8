import type { HomeData } from '@cotizador/contracts/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { homeKeys } from './home-keys';

/** GET /sales-operator/home/data: product types with image, sliders and banner. */
export async function getHomeData(): Promise<HomeData> {
  const data = await apiClient.get<Partial<HomeData> | null>('sales-operator/home/data');
  return { categories: data?.categories ?? [], sliders: data?.sliders ?? [], banner: data?.banner ?? null };
}

export const homeDataQueryOptions = queryOptions({
  queryKey: homeKeys.data(),
  queryFn: getHomeData,
  staleTime: 5 * 60_000,
});

export function useHomeData() {
  return useQuery(homeDataQueryOptions);
}
