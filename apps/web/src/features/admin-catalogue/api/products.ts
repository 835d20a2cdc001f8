import type { AdminCompaniesResponse } from '@cotizador/contracts/admin-accounts';
import type {
  AdminCatalogueOptions,
  AdminProductResponse,
  AdminProductSaveResponse,
  AdminProductsResponse,
  ProductCreateBody,
  ProductImageResponse,
} from '@cotizador/contracts/admin-products';
import { GENERIC_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@cotizador/domain/messages';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_AUDIT_KEY } from '@/components/admin-audit-history';
import { adminApi, adminRequest } from '@/lib/admin-api-client';
import { API_BASE_URL, ApiError, toApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { getAdminToken, useAdminSessionStore } from '@/stores/admin-session-store';

// The admin's products table and product editor (issue 14, decision 029).

export type ProductListParams = {
  page: number;
  perPage: number;
  search: string;
  type: number | null;
  active: '1' | '0' | null;
};

export const adminProductsKeys = {
  all: ['admin-products'] as const,
  list: (params: ProductListParams) => [...adminProductsKeys.all, 'list', params] as const,
  one: (id: number) => [...adminProductsKeys.all, 'one', id] as const,
  options: () => [...adminProductsKeys.all, 'options'] as const,
  picker: (search: string) => [...adminProductsKeys.all, 'picker', search] as const,
};

/** GET /admin/catalogue/products */
export function getProducts(params: ProductListParams): Promise<AdminProductsResponse> {
  return adminApi.get<AdminProductsResponse>('admin/catalogue/products', {
    query: {
      page: params.page,
      per_page: params.perPage,
      search: params.search.trim() || undefined,
      type: params.type ?? undefined,
      active: params.active ?? undefined,
    },
  });
}

export function useProducts(params: ProductListParams) {
  return useQuery(
    queryOptions({
      queryKey: adminProductsKeys.list(params),
      queryFn: () => getProducts(params),
      placeholderData: keepPreviousData,
    }),
  );
}

/** Products matching a search, for the related-products picker. */
export function useProductPicker(search: string) {
  return useQuery({
    queryKey: adminProductsKeys.picker(search),
    queryFn: () => getProducts({ page: 1, perPage: 20, search, type: null, active: null }),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: number | null) {
  return useQuery({
    queryKey: adminProductsKeys.one(id ?? 0),
    queryFn: () => adminApi.get<AdminProductResponse>(`admin/catalogue/products/${id}`),
    enabled: id !== null,
  });
}

export function useCatalogueOptions() {
  return useQuery({
    queryKey: adminProductsKeys.options(),
    queryFn: () => adminApi.get<AdminCatalogueOptions>('admin/catalogue/options'),
    staleTime: 60_000,
  });
}

/** The companies with their indirect-expenses percentage, for the price preview (100 = the largest page). */
export function useCompanyPercentages() {
  return useQuery({
    queryKey: [...adminProductsKeys.all, 'companies'],
    queryFn: () => adminApi.get<AdminCompaniesResponse>('admin/companies', { query: { page: 1, per_page: 100 } }),
    staleTime: 60_000,
  });
}

export function createProduct(body: ProductCreateBody): Promise<AdminProductSaveResponse> {
  return adminApi.post<AdminProductSaveResponse>('admin/catalogue/products', body);
}

export function updateProduct(id: number, body: ProductCreateBody): Promise<AdminProductSaveResponse> {
  return adminRequest<AdminProductSaveResponse>(`admin/catalogue/products/${id}`, { method: 'PATCH', body });
}

export function useProductMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminProductsKeys.all }),
      queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY }),
    ]);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: ProductCreateBody }) =>
        id === null ? createProduct(body) : updateProduct(id, body),
      onSuccess: refresh,
      meta: { errorToast: false },
    }),
  };
}

/**
 * POST /admin/catalogue/images with upload progress (fetch has none): the admin token, and its
 * 401 ends the admin session as everywhere else (lib/admin-api-client.ts).
 */
export function uploadProductImage(file: File, onProgress: (percent: number) => void): Promise<ProductImageResponse> {
  const token = getAdminToken();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE_URL}/admin/catalogue/images`);
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError(0, GENERIC_ERROR_MESSAGE));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        body = null;
      }
      if (request.status === 201) {
        resolve(body as ProductImageResponse);
        return;
      }
      const error = toApiError(request.status, body);
      if (request.status === 401 && token && token === getAdminToken()) {
        error.sessionExpired = true;
        useAdminSessionStore.getState().clear();
        notifyError(SESSION_EXPIRED_MESSAGE, { id: 'admin-session-expired' });
      }
      reject(error);
    };
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
