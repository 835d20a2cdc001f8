import type { ChannelsResponse } from '@cotizador/contracts/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const channelsQueryOptions = queryOptions({
  queryKey: ['common', 'channels'] as const,
  queryFn: () => apiClient.get<ChannelsResponse>('common/all-channels'),
  staleTime: 10 * 60_000,
});

/** GET /common/all-channels (company cpa only). */
export function useChannels(options: { enabled: boolean }) {
  return useQuery({ ...channelsQueryOptions, enabled: options.enabled });
}
