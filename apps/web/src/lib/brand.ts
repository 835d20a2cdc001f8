import type { AppConfig } from '@cotizador/contracts/app-config';
import { apiClient } from '@/lib/api-client';
import { useBrandStore } from '@/stores/brand-store';

// The public app config and the brand it names, without the query library: the sign-in screens
// show the brand too, and the query library is not part of their JavaScript (issue 18). Signed-in
// screens read the same config through its query (lib/app-config.ts), which shares this request.

/** The product name when the config has not arrived yet; the tab title adds ' Seller' (SPEC §1). */
export const DEFAULT_APP_NAME = 'Cotizador';
export const DEFAULT_LOGO_URL = '/logo.svg';
/** The square mark of the default logo (also the favicon), used beside a brand name without a logo. */
export const BRAND_MARK_URL = '/favicon.svg';

async function getAppConfig(): Promise<AppConfig> {
  const config = await apiClient.get<AppConfig>('app-config', { auth: false });
  // Remembered for the next visit, so the right logo shows before this call answers.
  useBrandStore.getState().setBrand(config.brand);
  return config;
}

/** The config's query key (lib/app-config.ts); a session's end keeps that query (lib/session-end.ts). */
export const APP_CONFIG_QUERY_KEY = 'app-config';

let request: Promise<AppConfig> | null = null;

/**
 * GET /app-config once per page load: the app asks at start (app/app.tsx), later callers share the
 * answer; after a failure the next caller asks again.
 */
export function requestAppConfig(): Promise<AppConfig> {
  if (!request) {
    const started = getAppConfig();
    request = started;
    started.catch(() => {
      if (request === started) request = null;
    });
  }
  return request;
}

/** Forgets the answer: the next `requestAppConfig()` asks again (as on a new page load; tests). */
export function forgetAppConfig(): void {
  request = null;
}

export type BrandView = {
  /** The brand name (the default product name when the site is not served for a brand). */
  name: string;
  /** The logo to show; null when a brand has a name but no logo (a wordmark is drawn instead). */
  logoUrl: string | null;
  isDefault: boolean;
};

/**
 * SPEC §1: the brand of the host the site is served from — from the config (which stores it when it
 * answers), else the one seen last on this device, else the default logo and name.
 */
export function useBrand(): BrandView {
  const brand = useBrandStore((state) => state.brand);
  const name = brand?.name.trim() || DEFAULT_APP_NAME;
  const isDefault = name === DEFAULT_APP_NAME && !brand?.logoUrl;
  return { name, logoUrl: brand?.logoUrl || (isDefault ? DEFAULT_LOGO_URL : null), isDefault };
}
