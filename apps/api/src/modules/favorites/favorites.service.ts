import { PRODUCT_NOT_FOUND_MESSAGE, type ProductCardDto } from '@cotizador/contracts/catalogue';
import type { AppContext } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { nowIso } from '../../lib/time.ts';
import { productCards, productStatus, type Viewer } from '../catalogue/catalogue.service.ts';
import {
  addFavorite,
  isFavorite,
  listFavoriteIds,
  listRecentViewIds,
  removeFavorite,
  upsertView,
} from './favorites.repository.ts';

/** 'Vistos recientemente' shows at most this many products (two rows of the favourites grid). */
export const RECENT_VIEWS_LIMIT = 24;
/** A generous cap so that one response stays small. */
export const FAVORITES_LIMIT = 500;

/** Toggles the favourite mark (SPEC §7 edit-favorite-product) and returns the new state. */
export async function toggleFavorite(ctx: AppContext, viewer: Viewer, productId: number): Promise<{ is_favorite: boolean }> {
  const status = await productStatus(ctx, productId);
  if (status === null) throw new NotFoundError(PRODUCT_NOT_FOUND_MESSAGE);
  return ctx.db.transaction().execute(async (trx) => {
    if (await isFavorite(trx, viewer.userId, productId)) {
      await removeFavorite(trx, viewer.userId, productId);
      return { is_favorite: false };
    }
    // An inactive product can be unmarked (above) but not marked.
    if (status !== 'active') throw new NotFoundError(PRODUCT_NOT_FOUND_MESSAGE);
    await addFavorite(trx, viewer.userId, productId, nowIso(ctx.clock.now()));
    return { is_favorite: true };
  });
}

export async function favoriteProducts(ctx: AppContext, viewer: Viewer): Promise<ProductCardDto[]> {
  return productCards(ctx, viewer, await listFavoriteIds(ctx.db, viewer.userId, FAVORITES_LIMIT));
}

export async function recordProductView(
  ctx: AppContext,
  viewer: Viewer,
  productId: number,
): Promise<{ product_id: number; viewed_at: string }> {
  if ((await productStatus(ctx, productId)) !== 'active') throw new NotFoundError(PRODUCT_NOT_FOUND_MESSAGE);
  const viewedAt = nowIso(ctx.clock.now());
  await upsertView(ctx.db, viewer.userId, productId, viewedAt);
  return { product_id: productId, viewed_at: viewedAt };
}

export async function recentlyViewedProducts(ctx: AppContext, viewer: Viewer): Promise<ProductCardDto[]> {
  return productCards(ctx, viewer, await listRecentViewIds(ctx.db, viewer.userId, RECENT_VIEWS_LIMIT));
}
