import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

// The colours a product card shows, kept on the product (decision 027, "Card colours"): a JSON
// list of [product_color id, color id] pairs in product_color order, written by the app with the
// other derived columns whenever a product's colours change. A catalogue page then reads its cards
// in one query; each colour's name and hex come from the colour list, read once per catalogue
// version (so renaming a colour or changing its hex touches no product row).
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type.
type AnyDb = Kysely<any>;

export function productCardColorsMigration(dialect: Dialect) {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .alterTable('products')
        .addColumn('card_colors', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      if (dialect === 'postgres') {
        await sql`update products set card_colors = coalesce((
            select json_agg(json_build_array(pc.id, pc.color_id) order by pc.id)::text
            from product_colors pc where pc.product_id = products.id), '[]')`.execute(db);
      } else {
        await sql`update products set card_colors = coalesce((
            select json_group_array(json_array(ordered.id, ordered.color_id))
            from (select pc.id, pc.color_id from product_colors pc where pc.product_id = products.id order by pc.id) as ordered
            having count(*) > 0), '[]')`.execute(db);
      }
    },
    async down(db: AnyDb): Promise<void> {
      await db.schema.alterTable('products').dropColumn('card_colors').execute();
    },
  };
}
