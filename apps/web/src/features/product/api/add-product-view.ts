import type { ProductIdBody } from '@cotizador/contracts/catalogue';
import type { AddProductViewResponse } from '@cotizador/contracts/favorites';
import { MutationObserver, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiClient } from '@/lib/api-client';

/** POST /sales-operator/product-views/add-product-view (the favourites page always refetches its lists). */
export function addProductView(productId: number): Promise<AddProductViewResponse> {
  return apiClient.post<AddProductViewResponse>('sales-operator/product-views/add-product-view', {
    product_id: productId,
  } satisfies ProductIdBody);
}

/**
 * SPEC §7: opening a product records a view, once per product shown (not again on refetches).
 * The mutation runs through the query client (its error handling included) without an observer in
 * the screen: its pending and success states would re-render the whole product screen twice for
 * nothing it shows (issue 18).
 */
export function useRecordProductView(productId: number | null | undefined) {
  const queryClient = useQueryClient();
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (!productId || recorded.current === productId) return;
    recorded.current = productId;
    new MutationObserver(queryClient, { mutationFn: addProductView }).mutate(productId).catch(() => undefined);
  }, [productId, queryClient]);
}
