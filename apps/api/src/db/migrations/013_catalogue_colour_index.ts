import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

// Colours of the catalogue from one index (decision 027, "Catalogue queries"):
// - the colour filter as a probe: while the page query walks the order index,
//   `exists (… product_colors where product_id = ? and color_id in (…))` is answered by the
//   index's leading (product_id, color_id), on both databases;
// - the colours of a page's 24 products (id, stock, images, colour) are read from the index alone,
//   without one table lookup per colour row (SQLite has no INCLUDE: the columns go last).
// It serves every lookup by product, so it replaces the single-column index of migration 001.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type.
type AnyDb = Kysely<any>;

export function catalogueColourIndexMigration(dialect: Dialect) {
  return {
    async up(db: AnyDb): Promise<void> {
      if (dialect === 'postgres') {
        await sql`create index product_colors_product_color_idx on product_colors (product_id, color_id)
          include (id, stock, images)`.execute(db);
      } else {
        await db.schema
          .createIndex('product_colors_product_color_idx')
          .on('product_colors')
          .columns(['product_id', 'color_id', 'id', 'stock', 'images'])
          .execute();
      }
      await db.schema.dropIndex('product_colors_product_idx').ifExists().execute();
    },
    async down(db: AnyDb): Promise<void> {
      await db.schema.createIndex('product_colors_product_idx').on('product_colors').column('product_id').execute();
      await db.schema.dropIndex('product_colors_product_color_idx').ifExists().execute();
    },
  };
}
