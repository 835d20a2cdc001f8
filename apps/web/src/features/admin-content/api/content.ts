import type {
  AdminBanner,
  AdminBannersResponse,
  AdminSlider,
  AdminSlidersResponse,
  ContentCategoriesResponse,
  ContentProductsResponse,
} from '@cotizador/contracts/admin-content';
import type { BannerSection } from '@cotizador/contracts/home';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_AUDIT_KEY } from '@/components/admin-audit-history';
import { adminApi, adminRequest } from '@/lib/admin-api-client';

// Sliders and banners of the operator's home and catalogue (admin-content API).

export const adminContentKeys = {
  all: ['admin-content'] as const,
  sliders: () => [...adminContentKeys.all, 'sliders'] as const,
  banners: (section: BannerSection) => [...adminContentKeys.all, 'banners', section] as const,
  products: (search: string, id: number | null) => [...adminContentKeys.all, 'products', search, id] as const,
  categories: () => [...adminContentKeys.all, 'categories'] as const,
};

/** GET /admin/content/products: active products by name or SKU (or the one with that id), with colours. */
export function getContentProducts(search: string, id: number | null): Promise<ContentProductsResponse> {
  const query: Record<string, string | number> = {};
  if (search) query.search = search;
  if (id !== null) query.id = id;
  return adminApi.get<ContentProductsResponse>('admin/content/products', { query });
}

export function useContentProducts(search: string, id: number | null = null) {
  return useQuery(
    queryOptions({
      queryKey: adminContentKeys.products(search, id),
      queryFn: () => getContentProducts(search, id),
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  );
}

/** GET /admin/content/categories: the categories (seasons) a banner can filter by. */
export function getContentCategories(): Promise<ContentCategoriesResponse> {
  return adminApi.get<ContentCategoriesResponse>('admin/content/categories');
}

export function useContentCategories() {
  return useQuery(queryOptions({ queryKey: adminContentKeys.categories(), queryFn: getContentCategories, staleTime: 60_000 }));
}

/** GET /admin/sliders: every slider in the order operators see them (100 is the largest page). */
export function getSliders(): Promise<AdminSlidersResponse> {
  return adminApi.get<AdminSlidersResponse>('admin/sliders', { query: { per_page: 100 } });
}

export function useSliders() {
  return useQuery(queryOptions({ queryKey: adminContentKeys.sliders(), queryFn: getSliders }));
}

/** GET /admin/banners?section= */
export function getBanners(section: BannerSection): Promise<AdminBannersResponse> {
  return adminApi.get<AdminBannersResponse>('admin/banners', { query: { section, per_page: 100 } });
}

export function useBanners(section: BannerSection) {
  return useQuery(queryOptions({ queryKey: adminContentKeys.banners(section), queryFn: () => getBanners(section) }));
}

export type ContentKind = 'sliders' | 'banners';

/** POST (new) or PATCH (existing) as multipart: text fields plus the chosen image files. */
export function saveContent(
  kind: ContentKind,
  id: number | null,
  form: FormData,
): Promise<{ slider?: AdminSlider; banner?: AdminBanner }> {
  return id === null
    ? adminApi.post(`admin/${kind}`, form)
    : adminRequest(`admin/${kind}/${id}`, { method: 'PATCH', body: form });
}

export function removeContent(kind: ContentKind, id: number): Promise<{ message: string }> {
  return adminRequest<{ message: string }>(`admin/${kind}/${id}`, { method: 'DELETE' });
}

/** POST /admin/sliders/order or /admin/banners/order (banners within a section). */
export function orderContent(kind: ContentKind, ids: number[], section?: BannerSection): Promise<unknown> {
  return adminApi.post(`admin/${kind}/order`, section ? { ids, section } : { ids });
}

export function useContentMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminContentKeys.all }),
      queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY }),
    ]);
  return {
    save: useMutation({
      mutationFn: ({ kind, id, form }: { kind: ContentKind; id: number | null; form: FormData }) => saveContent(kind, id, form),
      onSuccess: refresh,
      meta: { errorToast: false },
    }),
    remove: useMutation({
      mutationFn: ({ kind, id }: { kind: ContentKind; id: number }) => removeContent(kind, id),
      onSuccess: refresh,
    }),
    order: useMutation({
      mutationFn: ({ kind, ids, section }: { kind: ContentKind; ids: number[]; section?: BannerSection }) =>
        orderContent(kind, ids, section),
      onSettled: refresh,
    }),
  };
}
