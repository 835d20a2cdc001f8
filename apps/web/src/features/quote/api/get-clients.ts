import type { ClientsResponse } from '@cotizador/contracts/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const clientsQueryOptions = queryOptions({
  queryKey: ['common', 'clients'] as const,
  queryFn: () => apiClient.get<ClientsResponse>('common/all-clients'),
  staleTime: 10 * 60_000,
});

/** GET /common/all-clients, each with its brands (company cpa only). */
export function useClients(options: { enabled: boolean }) {
  return useQuery({ ...clientsQueryOptions, enabled: options.enabled });
}
