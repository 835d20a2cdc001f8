import type { ProductDetail, ProductDetailResponse } from '@cotizador/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCT_QUERIES_ROOT } from '@/components/product-card-favorite';
import { ApiError, apiClient } from '@/lib/api-client';

/** Query keys of the product feature; under the product root so favourite toggles refresh them. */
export const productKeys = {
  all: [...PRODUCT_QUERIES_ROOT, 'detail'] as const,
  detail: (id: number) => [...productKeys.all, id] as const,
};

/** GET /sales-operator/products/product-by-id-and-sales-operator/{id} */
export async function getProduct(id: number): Promise<ProductDetail> {
  const response = await apiClient.get<ProductDetailResponse>(`sales-operator/products/product-by-id-and-sales-operator/${id}`);
  return response.product;
}

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: () => getProduct(id),
    // A 404 is shown as the not-found view, not as a toast; the route toasts other failures.
    meta: { errorToast: false },
  });

/** A route parameter that is a product id (a positive integer), else null. */
export function parseProductId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export function isProductNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED');
}

/** The product with prices for the operator's company; disabled without an id. */
export function useProduct(id: number | null) {
  return useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== null });
}
