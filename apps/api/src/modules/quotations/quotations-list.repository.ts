import type { QuotationOrder, QuotationStatus } from '@cotizador/contracts/quotations';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

// SPEC §2 "Mis cotizaciones": one page of an operator's sent quotations (drafts never appear).

export async function findMyQuotationsPage(
  db: Executor,
  operatorId: number,
  query: {
    createdRange: { fromIso: string; toIsoExclusive: string } | null;
    order: QuotationOrder;
    limit: number;
    offset: number;
  },
) {
  let base = db.selectFrom('quotations as q').where('q.sales_operator_id', '=', operatorId).where('q.status', '!=', 'DRAFT');
  if (query.createdRange) {
    base = base
      .where('q.created_at', '>=', query.createdRange.fromIso)
      .where('q.created_at', '<', query.createdRange.toIsoExclusive);
  }
  const countRow = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const total = Number(countRow.total);

  let listQuery = base
    .innerJoin('products as p', 'p.id', 'q.product_id')
    .innerJoin('product_colors as pc', 'pc.id', 'q.product_color_id')
    .innerJoin('colors as c', 'c.id', 'pc.color_id')
    .leftJoin('users as a', 'a.id', 'q.admin_id')
    .leftJoin('brands as b', 'b.id', 'q.brand_id')
    .leftJoin('clients as cl', 'cl.id', 'b.client_id')
    .leftJoin('channels as ch', 'ch.id', 'q.channel_id')
    .leftJoin('print_types as pt', 'pt.id', 'q.print_type_id')
    .select([
      'q.id',
      'q.status',
      'q.units',
      'q.special_quotation',
      'q.created_at',
      'p.id as product_id',
      'p.name as product_name',
      'p.sku as product_sku',
      'p.images as product_images',
      'pc.images as color_images',
      'c.name as color_name',
      'c.hex as color_hex',
      'a.name as admin_name',
      'a.last_name as admin_last_name',
      'a.avatar_url as admin_avatar',
      'b.name as brand_name',
      'cl.name as client_name',
      'ch.name as channel_name',
      'pt.name as print_type_name',
    ]);
  if (query.order.startsWith('status')) {
    const status = query.order.slice('status'.length);
    listQuery = listQuery.orderBy(sql`case when q.status = ${status} then 0 else 1 end`).orderBy('q.created_at', 'desc');
  } else {
    listQuery = listQuery.orderBy('q.created_at', query.order === 'createdAtAsc' ? 'asc' : 'desc');
  }
  const rows = await listQuery
    .orderBy('q.id', query.order === 'createdAtAsc' ? 'asc' : 'desc')
    .limit(query.limit)
    .offset(query.offset)
    // Drafts are excluded above.
    .$narrowType<{ status: QuotationStatus }>()
    .execute();

  return { total, rows };
}

/** The newest historic final price of each quotation (centavos). */
export async function latestFinalPrices(db: Executor, quotationIds: number[]): Promise<Map<number, number>> {
  const latest = new Map<number, number>();
  if (quotationIds.length === 0) return latest;
  const prices = await db
    .selectFrom('historic_prices')
    .select(['quotation_id', 'historic_final_price_cents', 'created_at', 'id'])
    .where('quotation_id', 'in', quotationIds)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const price of prices)
    if (!latest.has(price.quotation_id)) latest.set(price.quotation_id, price.historic_final_price_cents);
  return latest;
}
