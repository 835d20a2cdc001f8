import { queryOptions, useQuery } from '@tanstack/react-query';
import { APP_CONFIG_QUERY_KEY, requestAppConfig } from '@/lib/brand';

export const appConfigKeys = { all: [APP_CONFIG_QUERY_KEY] as const };

export const appConfigQueryOptions = queryOptions({
  queryKey: appConfigKeys.all,
  queryFn: requestAppConfig,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  meta: { errorToast: false },
});

export function useAppConfig() {
  return useQuery(appConfigQueryOptions);
}

/**
 * The company that runs the portal, as named in the legal pages and the contact directory
 * (fictional demo data; a deployment replaces it together with the legal texts).
 */
export const PROVIDER_COMPANY = {
  legalName: 'Cotizador Promocionales, S.A. de C.V.',
  taxId: 'CPR150310QX4',
  address: 'Av. Promoción 123, piso 4, Col. Del Valle Centro, Alcaldía Benito Juárez, C.P. 03100, Ciudad de México',
  phone: '+52 55 5555 0100',
  phoneHref: 'tel:+525555550100',
  salesEmail: 'ventas@cotizador-promocionales.mx',
  privacyEmail: 'privacidad@cotizador-promocionales.mx',
  legalEmail: 'legal@cotizador-promocionales.mx',
  /** SPEC §2 Static pages: attention hours. */
  attentionHours: 'Lunes a viernes de 8:00 a 18:00',
} as const;
