import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useBrandStore } from '@/stores/brand-store';
import type { AppConfig } from '@/types/api';

/** The product name when the config has not arrived yet; the tab title adds ' Seller' (SPEC §1). */
export const DEFAULT_APP_NAME = 'Cotizador';
export const DEFAULT_LOGO_URL = '/logo.svg';

export const appConfigKeys = { all: ['app-config'] as const };

export async function getAppConfig(): Promise<AppConfig> {
  const config = await apiClient.get<AppConfig>('app-config', { auth: false });
  useBrandStore.getState().setBrand(config.brand);
  return config;
}

export const appConfigQueryOptions = queryOptions({
  queryKey: appConfigKeys.all,
  queryFn: getAppConfig,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  meta: { errorToast: false },
});

export function useAppConfig() {
  return useQuery(appConfigQueryOptions);
}

export function useAppName(): string {
  return useAppConfig().data?.appName || DEFAULT_APP_NAME;
}

/** The brand to show: from the config, else the one seen last, else the default (SPEC §1). */
export function useBrand(): { name: string; logoUrl: string } {
  const configBrand = useAppConfig().data?.brand;
  const storedBrand = useBrandStore((state) => state.brand);
  const brand = configBrand ?? storedBrand;
  return {
    name: brand?.name || DEFAULT_APP_NAME,
    logoUrl: brand?.logoUrl || DEFAULT_LOGO_URL,
  };
}
