import type {
  AdminTaxonomiesResponse,
  AdminTaxonomyMergeResponse,
  AdminTaxonomyResponse,
  TaxonomyKind,
} from '@cotizador/contracts/admin-taxonomies';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_AUDIT_KEY } from '@/components/admin-audit-history';
import { adminApi, adminRequest } from '@/lib/admin-api-client';

// The catalogue's named lists (issue 14, decision 030): /api/admin/catalogue/taxonomies/{kind}.

export type TaxonomyListParams = { page: number; perPage: number; search: string };

export const taxonomyKeys = {
  all: ['admin-taxonomies'] as const,
  kind: (kind: TaxonomyKind) => [...taxonomyKeys.all, kind] as const,
  list: (kind: TaxonomyKind, params: TaxonomyListParams) => [...taxonomyKeys.kind(kind), params] as const,
};

const path = (kind: TaxonomyKind, id?: number) =>
  id === undefined ? `admin/catalogue/taxonomies/${kind}` : `admin/catalogue/taxonomies/${kind}/${id}`;

export function getTaxonomy(kind: TaxonomyKind, params: TaxonomyListParams): Promise<AdminTaxonomiesResponse> {
  return adminApi.get<AdminTaxonomiesResponse>(path(kind), {
    query: { page: params.page, per_page: params.perPage, search: params.search.trim() || undefined },
  });
}

export function useTaxonomy(kind: TaxonomyKind, params: TaxonomyListParams, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: taxonomyKeys.list(kind, params),
      queryFn: () => getTaxonomy(kind, params),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

/** POST (new) or PATCH (existing) as multipart: name, hex for colours, the image file for categories and types. */
export function saveTaxonomy(kind: TaxonomyKind, id: number | null, form: FormData): Promise<AdminTaxonomyResponse> {
  return id === null
    ? adminApi.post<AdminTaxonomyResponse>(path(kind), form)
    : adminRequest<AdminTaxonomyResponse>(path(kind, id), { method: 'PATCH', body: form });
}

/** DELETE: refused with 409 (and what uses it) while the entry is in use. */
export function removeTaxonomy(kind: TaxonomyKind, id: number): Promise<{ message: string }> {
  return adminRequest<{ message: string }>(path(kind, id), { method: 'DELETE' });
}

/** POST …/{id}/merge: every use moves to `intoId`, then the entry is deleted. */
export function mergeTaxonomy(kind: TaxonomyKind, id: number, intoId: number): Promise<AdminTaxonomyMergeResponse> {
  return adminApi.post<AdminTaxonomyMergeResponse>(`${path(kind, id)}/merge`, { into_id: intoId });
}

export function useTaxonomyMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: taxonomyKeys.all }),
      queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY }),
    ]);
  return {
    // The forms and dialogs show their own errors (field messages, the refusal of a delete).
    save: useMutation({
      mutationFn: ({ kind, id, form }: { kind: TaxonomyKind; id: number | null; form: FormData }) => saveTaxonomy(kind, id, form),
      onSuccess: refresh,
      meta: { errorToast: false },
    }),
    remove: useMutation({
      mutationFn: ({ kind, id }: { kind: TaxonomyKind; id: number }) => removeTaxonomy(kind, id),
      onSuccess: refresh,
      meta: { errorToast: false },
    }),
    merge: useMutation({
      mutationFn: ({ kind, id, intoId }: { kind: TaxonomyKind; id: number; intoId: number }) => mergeTaxonomy(kind, id, intoId),
      onSuccess: refresh,
      meta: { errorToast: false },
    }),
  };
}
