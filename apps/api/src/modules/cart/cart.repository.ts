import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** The operator's cart: their quotations in the DRAFT state (DESIGN.md §3), oldest first. */
export async function listDraftQuotations(db: Executor, operatorId: number) {
  return db
    .selectFrom('quotations as q')
    .innerJoin('products as p', 'p.id', 'q.product_id')
    .select([
      'q.id',
      'q.status',
      'q.product_id',
      'q.product_color_id',
      'q.customization_id',
      'q.sale_volume_id',
      'q.print_type_id',
      'q.brand_id',
      'q.channel_id',
      'q.units',
      'q.number_of_positions',
      'q.special_quotation',
      'q.additional_requirements',
      'q.file_id',
      'q.created_at',
      'p.name as product_name',
      'p.sku as product_sku',
      'p.images as product_images',
    ])
    .where('q.sales_operator_id', '=', operatorId)
    .where('q.status', '=', 'DRAFT')
    .orderBy('q.created_at')
    .orderBy('q.id')
    .execute();
}
