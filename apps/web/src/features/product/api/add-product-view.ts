import type { ProductIdBody } from '@cotizador/contracts/catalogue';
import type { AddProductViewResponse } from '@cotizador/contracts/favorites';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiClient } from '@/lib/api-client';

/** POST /sales-operator/product-views/add-product-view (the favourites page always refetches its lists). */
export function addProductView(productId: number): Promise<AddProductViewResponse> {
  return apiClient.post<AddProductViewResponse>('sales-operator/product-views/add-product-view', {
    product_id: productId,
  } satisfies ProductIdBody);
}

export function useAddProductView() {
  return useMutation({ mutationFn: addProductView });
}

/** SPEC §7: opening a product records a view, once per product shown (not again on refetches). */
export function useRecordProductView(productId: number | null | undefined) {
  const { mutate } = useAddProductView();
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (!productId || recorded.current === productId) return;
    recorded.current = productId;
    mutate(productId);
  }, [productId, mutate]);
}
