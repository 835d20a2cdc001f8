import type { Kysely } from 'kysely';

// The colour filter as a probe (decision 027, "Catalogue queries"): while the page query walks the
// order index, `exists (… product_colors where product_id = ? and color_id in (…))` is answered
// from this index alone, on both databases, instead of reading each colour row (which carries its
// images). It also serves every lookup by product (the page's colours), so it replaces the
// single-column index of migration 001.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type.
type AnyDb = Kysely<any>;

export const catalogueColourProbeIndexMigration = {
  async up(db: AnyDb): Promise<void> {
    await db.schema
      .createIndex('product_colors_product_color_idx')
      .on('product_colors')
      .columns(['product_id', 'color_id'])
      .execute();
    await db.schema.dropIndex('product_colors_product_idx').ifExists().execute();
  },
  async down(db: AnyDb): Promise<void> {
    await db.schema.createIndex('product_colors_product_idx').on('product_colors').column('product_id').execute();
    await db.schema.dropIndex('product_colors_product_color_idx').ifExists().execute();
  },
};
