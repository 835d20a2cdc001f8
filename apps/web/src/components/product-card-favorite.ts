import type { ProductIdBody } from '@cotizador/contracts/catalogue';
import type { ToggleFavoriteResponse } from '@cotizador/contracts/favorites';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * Every query that shows a product or product cards (catalogue page, favourites, recently viewed,
 * product detail with its related products) has a key under this root, so one favourite toggle
 * refreshes them all (SPEC §4: a favourite toggle refreshes the product).
 */
export const PRODUCT_QUERIES_ROOT = ['products'] as const;

/** POST /sales-operator/favorite-products/edit-favorite-product: toggles the favourite. */
export function toggleFavoriteProduct(productId: number): Promise<ToggleFavoriteResponse> {
  return apiClient.post<ToggleFavoriteResponse>('sales-operator/favorite-products/edit-favorite-product', {
    product_id: productId,
  } satisfies ProductIdBody);
}

type UseToggleFavoriteOptions = {
  onSuccess?: (result: ToggleFavoriteResponse, productId: number) => void;
};

/**
 * Toggles a favourite, then waits until every product query has reloaded, so the heart never
 * flickers back to its old state.
 */
export function useToggleFavorite({ onSuccess }: UseToggleFavoriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavoriteProduct,
    onSuccess: async (result, productId) => {
      await queryClient.invalidateQueries({ queryKey: PRODUCT_QUERIES_ROOT });
      onSuccess?.(result, productId);
    },
  });
}
