import type { ExpressionBuilder } from 'kysely';
import type { Database } from './schema.ts';

/** A product type that at least one active product has (catalogue filters and home tiles). */
export function productTypeHasActiveProduct(eb: ExpressionBuilder<Database, 'product_types'>) {
  return eb.exists(
    eb
      .selectFrom('product_product_types')
      .innerJoin('products', 'products.id', 'product_product_types.product_id')
      .select('product_product_types.product_id')
      .whereRef('product_product_types.product_type_id', '=', 'product_types.id')
      .where('products.is_active', '=', 1),
  );
}
