import type {
  AdminBrand,
  AdminChannel,
  AdminChannelsResponse,
  AdminClient,
  AdminClientsResponse,
} from '@cotizador/contracts/admin-accounts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_AUDIT_KEY } from '@/components/admin-audit-history';
import { adminApi, adminRequest } from '@/lib/admin-api-client';
import { adminAccountsKeys, type PageParams, pageQuery } from './keys';

// Clients with their brands, and channels: what cpa operators choose from.

/** GET /admin/clients (removed: the removed ones with the brands removed with them) */
export function getClients(params: PageParams, removed = false): Promise<AdminClientsResponse> {
  return adminApi.get<AdminClientsResponse>('admin/clients', {
    query: { ...pageQuery(params), removed: removed ? 'true' : undefined },
  });
}

export function useClients(params: PageParams, removed = false) {
  return useQuery(
    queryOptions({
      queryKey: [...adminAccountsKeys.clientList(params), { removed }],
      queryFn: () => getClients(params, removed),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /admin/channels (removed: the removed ones, to restore them) */
export function getChannels(params: PageParams, removed = false): Promise<AdminChannelsResponse> {
  return adminApi.get<AdminChannelsResponse>('admin/channels', {
    query: { ...pageQuery(params), removed: removed ? 'true' : undefined },
  });
}

export function useChannels(params: PageParams, removed = false) {
  return useQuery(
    queryOptions({
      queryKey: [...adminAccountsKeys.channelList(params), { removed }],
      queryFn: () => getChannels(params, removed),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /admin/clients/{id}/brands?removed=true: brands of a live client removed on their own. */
export function getRemovedBrands(clientId: number): Promise<{ brands: AdminBrand[] }> {
  return adminApi.get<{ brands: AdminBrand[] }>(`admin/clients/${clientId}/brands`, { query: { removed: 'true' } });
}

export function useRemovedBrands(clientId: number) {
  return useQuery(
    queryOptions({
      queryKey: [...adminAccountsKeys.clients(), 'removed-brands', clientId],
      queryFn: () => getRemovedBrands(clientId),
    }),
  );
}

export type NamedTarget =
  | { kind: 'client'; id?: number }
  | { kind: 'brand'; clientId: number; id?: number }
  | { kind: 'channel'; id?: number };

function pathOf(target: NamedTarget): string {
  switch (target.kind) {
    case 'client':
      return target.id === undefined ? 'admin/clients' : `admin/clients/${target.id}`;
    case 'brand':
      return target.id === undefined
        ? `admin/clients/${target.clientId}/brands`
        : `admin/clients/${target.clientId}/brands/${target.id}`;
    case 'channel':
      return target.id === undefined ? 'admin/channels' : `admin/channels/${target.id}`;
  }
}

type Saved = { client?: AdminClient; brand?: AdminBrand; channel?: AdminChannel };

/** POST (new) or PATCH (existing) of a client, brand or channel name. */
export function saveNamed(target: NamedTarget, name: string): Promise<Saved> {
  return target.id === undefined
    ? adminApi.post<Saved>(pathOf(target), { name })
    : adminRequest<Saved>(pathOf(target), { method: 'PATCH', body: { name } });
}

/** DELETE: hidden from new quotations; quotations that use it keep it. */
export function removeNamed(target: NamedTarget): Promise<{ message: string }> {
  return adminRequest<{ message: string }>(pathOf(target), { method: 'DELETE' });
}

/** POST …/{id}/restore: a removed client (with the brands removed with it) or channel comes back. */
export function restoreNamed(target: NamedTarget): Promise<{ message: string }> {
  return adminApi.post<{ message: string }>(`${pathOf(target)}/restore`);
}

export function useNamedMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminAccountsKeys.all }),
      queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY }),
    ]);
  return {
    save: useMutation({
      mutationFn: ({ target, name }: { target: NamedTarget; name: string }) => saveNamed(target, name),
      onSuccess: refresh,
      meta: { errorToast: false },
    }),
    remove: useMutation({ mutationFn: removeNamed, onSuccess: refresh }),
    restore: useMutation({ mutationFn: restoreNamed, onSuccess: refresh }),
  };
}
