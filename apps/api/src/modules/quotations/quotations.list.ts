import type { QuotationOrder, QuotationStatus } from '@cotizador/contracts/quotations';
import { mexicoCityRangeUtc } from '@cotizador/domain/dates';
import { centsToPesos } from '@cotizador/domain/pricing';
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';

// SPEC §2 "Mis cotizaciones": the operator's sent quotations (drafts never appear), 10 a page.

export async function listMyQuotations(
  ctx: AppContext,
  operatorId: number,
  query: { page: number; size: number; dateStart?: string; dateEnd?: string; order: QuotationOrder },
) {
  let base = ctx.db.selectFrom('quotations as q').where('q.sales_operator_id', '=', operatorId).where('q.status', '!=', 'DRAFT');
  if (query.dateStart || query.dateEnd) {
    const { fromIso, toIsoExclusive } = mexicoCityRangeUtc(query.dateStart ?? '2000-01-01', query.dateEnd ?? '2999-12-31');
    base = base.where('q.created_at', '>=', fromIso).where('q.created_at', '<', toIsoExclusive);
  }
  const countRow = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const total = Number(countRow.total);
  const lastPage = Math.max(1, Math.ceil(total / query.size));
  const offset = (query.page - 1) * query.size;

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
    .limit(query.size)
    .offset(offset)
    // Drafts are excluded above.
    .$narrowType<{ status: QuotationStatus }>()
    .execute();

  const ids = rows.map((r) => r.id);
  const prices = ids.length
    ? await ctx.db
        .selectFrom('historic_prices')
        .select(['quotation_id', 'historic_final_price_cents', 'created_at', 'id'])
        .where('quotation_id', 'in', ids)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    : [];
  const latest = new Map<number, number>();
  for (const price of prices)
    if (!latest.has(price.quotation_id)) latest.set(price.quotation_id, price.historic_final_price_cents);

  const data = rows.map((row) => {
    const colorImages = JSON.parse(row.color_images) as string[];
    return {
      id: row.id,
      status: row.status,
      units: row.units,
      special_quotation: row.special_quotation === 1,
      created_at: row.created_at,
      product: {
        id: row.product_id,
        name: row.product_name,
        sku: row.product_sku,
        image: colorImages.length ? colorImages : (JSON.parse(row.product_images) as string[]),
      },
      color: { name: row.color_name, hex: row.color_hex },
      print_type: row.print_type_name ? { name: row.print_type_name } : null,
      admin: row.admin_name
        ? { name: row.admin_name, last_name: row.admin_last_name ?? '', avatar: row.admin_avatar ? [row.admin_avatar] : [] }
        : null,
      brand: row.brand_name ? { name: row.brand_name, client: { name: row.client_name ?? '' } } : null,
      channel: row.channel_name ? { name: row.channel_name } : null,
      final_price: latest.has(row.id) ? centsToPesos(latest.get(row.id) ?? 0) : null,
    };
  });
  return {
    data,
    current_page: query.page,
    last_page: lastPage,
    per_page: query.size,
    total,
    from: data.length ? offset + 1 : null,
    to: data.length ? offset + data.length : null,
  };
}
