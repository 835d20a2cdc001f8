import type { Executor } from '../../db/database.ts';

// Favourites and recently viewed products: always scoped by the operator's user id.

export async function isFavorite(db: Executor, userId: number, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom('favorite_products')
    .select('product_id')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function addFavorite(db: Executor, userId: number, productId: number, now: string): Promise<void> {
  await db
    .insertInto('favorite_products')
    .values({ user_id: userId, product_id: productId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .execute();
}

export async function removeFavorite(db: Executor, userId: number, productId: number): Promise<void> {
  await db.deleteFrom('favorite_products').where('user_id', '=', userId).where('product_id', '=', productId).execute();
}

/** The operator's favourite active products, most recently marked first. */
export async function listFavoriteIds(db: Executor, userId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('favorite_products as f')
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .select('f.product_id')
    .where('f.user_id', '=', userId)
    .where('p.is_active', '=', 1)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.product_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.product_id);
}

/** One row per (operator, product): a new view only moves viewed_at forward. */
export async function upsertView(db: Executor, userId: number, productId: number, now: string): Promise<void> {
  await db
    .insertInto('product_views')
    .values({ user_id: userId, product_id: productId, viewed_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doUpdateSet({ viewed_at: now }))
    .execute();
}

/** The operator's recently viewed active products, most recent first. */
export async function listRecentViewIds(db: Executor, userId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('product_views as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select('v.product_id')
    .where('v.user_id', '=', userId)
    .where('p.is_active', '=', 1)
    .orderBy('v.viewed_at', 'desc')
    .orderBy('v.product_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.product_id);
}
