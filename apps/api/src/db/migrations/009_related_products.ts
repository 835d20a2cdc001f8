import type { Kysely } from 'kysely';

// Related products chosen by the catalogue's admins (sheet `Relacionados` of the catalogue
// spreadsheet, decision 025): an ordered list of other products per product.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type.
type AnyDb = Kysely<any>;

export const relatedProductsMigration = {
  async up(db: AnyDb): Promise<void> {
    await db.schema
      .createTable('product_related')
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('related_product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('product_related_pk', ['product_id', 'related_product_id'])
      .execute();
  },
  async down(db: AnyDb): Promise<void> {
    await db.schema.dropTable('product_related').execute();
  },
};
