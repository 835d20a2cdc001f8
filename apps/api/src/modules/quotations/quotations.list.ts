import type { QuotationOrder } from '@cotizador/contracts/quotations';
import { mexicoCityRangeUtc } from '@cotizador/domain/dates';
import { centsToPesos } from '@cotizador/domain/pricing';
import type { AppContext } from '../../context.ts';
import { findMyQuotationsPage, latestFinalPrices } from './quotations-list.repository.ts';

// SPEC §2 "Mis cotizaciones": the operator's sent quotations (drafts never appear), 10 a page.

export async function listMyQuotations(
  ctx: AppContext,
  operatorId: number,
  query: { page: number; size: number; dateStart?: string; dateEnd?: string; order: QuotationOrder },
) {
  const offset = (query.page - 1) * query.size;
  const createdRange =
    query.dateStart || query.dateEnd ? mexicoCityRangeUtc(query.dateStart ?? '2000-01-01', query.dateEnd ?? '2999-12-31') : null;
  const { total, rows } = await findMyQuotationsPage(ctx.db, operatorId, {
    createdRange,
    order: query.order,
    limit: query.size,
    offset,
  });
  const lastPage = Math.max(1, Math.ceil(total / query.size));
  const latest = await latestFinalPrices(
    ctx.db,
    rows.map((r) => r.id),
  );

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
