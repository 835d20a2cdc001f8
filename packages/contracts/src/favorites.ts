import { z } from 'zod';
import { productCardSchema } from './catalogue.ts';

// Favourites and recently viewed products (SPEC §7), strictly per operator. Both POSTs take
// `productIdBody` of the catalogue contract.

/** POST /sales-operator/favorite-products/edit-favorite-product */
export const toggleFavoriteResponse = z.object({ is_favorite: z.boolean() });
export type ToggleFavoriteResponse = z.infer<typeof toggleFavoriteResponse>;

/** GET /sales-operator/favorite-products/all */
export const favoriteProductsResponse = z.object({ favorite_products: z.array(productCardSchema) });
export type FavoriteProductsResponse = z.infer<typeof favoriteProductsResponse>;

/** POST /sales-operator/product-views/add-product-view */
export const addProductViewResponse = z.object({ product_view: z.object({ product_id: z.number(), viewed_at: z.string() }) });
export type AddProductViewResponse = z.infer<typeof addProductViewResponse>;

/** GET /sales-operator/product-views/all */
export const productViewsResponse = z.object({ products_views: z.array(productCardSchema) });
export type ProductViewsResponse = z.infer<typeof productViewsResponse>;
