import type { Kysely } from 'kysely';

// The colour of a slider's product (issue 15): a `product_colors` row of that product, shown first
// to operators; cleared when the colour is removed from the catalogue.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type.
type AnyDb = Kysely<any>;

export const sliderProductColorMigration = {
  async up(db: AnyDb): Promise<void> {
    await db.schema
      .alterTable('sliders')
      .addColumn('product_color_id', 'integer', (c) => c.references('product_colors.id').onDelete('set null'))
      .execute();
  },
  async down(db: AnyDb): Promise<void> {
    await db.schema.alterTable('sliders').dropColumn('product_color_id').execute();
  },
};
