import type { Executor } from '../../db/database.ts';

// Everything needed to validate and price a quotation of one product, loaded in a few queries.

export type PricingColor = {
  id: number;
  color_id: number;
  stock: number | null;
  images: string;
  color_name: string;
  hex: string;
};
export type PricingSaleVolume = {
  id: number;
  minimum_units: number;
  maximum_units: number;
  days_customization: number;
  base_price_cents: number;
};
export type PricingCustomization = {
  id: number;
  print_type_id: number;
  print_type_name: string;
  personalization: string;
  max_number_inks: number | null;
  printing_area: string | null;
  /** sale_volume_id → cost_per_unit_cents */
  costs: Map<number, number>;
};
export type PricingMasterBox = {
  max_total_containers: number;
  days_approx_shipping: number;
  base_delivery_price_cents: number;
  packaging_price_cents: number;
};
export type PricingContext = {
  product: { id: number; sku: string; name: string; images: string; is_active: number };
  productTypeIds: number[];
  colors: PricingColor[];
  saleVolumes: PricingSaleVolume[];
  customizations: PricingCustomization[];
  masterBox: PricingMasterBox | null;
};

export async function loadPricingContexts(db: Executor, productIds: number[]): Promise<Map<number, PricingContext>> {
  const ids = [...new Set(productIds)];
  const result = new Map<number, PricingContext>();
  if (ids.length === 0) return result;

  const [products, types, colors, volumes, customizations, costs, boxes] = await Promise.all([
    db.selectFrom('products').select(['id', 'sku', 'name', 'images', 'is_active']).where('id', 'in', ids).execute(),
    db.selectFrom('product_product_types').select(['product_id', 'product_type_id']).where('product_id', 'in', ids).execute(),
    db
      .selectFrom('product_colors as pc')
      .innerJoin('colors as c', 'c.id', 'pc.color_id')
      .select(['pc.id', 'pc.product_id', 'pc.color_id', 'pc.stock', 'pc.images', 'c.name as color_name', 'c.hex'])
      .where('pc.product_id', 'in', ids)
      .orderBy('pc.id')
      .execute(),
    db.selectFrom('sale_volumes').selectAll().where('product_id', 'in', ids).orderBy('minimum_units').execute(),
    db
      .selectFrom('customizations as cu')
      .innerJoin('print_types as pt', 'pt.id', 'cu.print_type_id')
      .select([
        'cu.id',
        'cu.product_id',
        'cu.print_type_id',
        'pt.name as print_type_name',
        'cu.personalization',
        'cu.max_number_inks',
        'cu.printing_area',
      ])
      .where('cu.product_id', 'in', ids)
      .orderBy('cu.id')
      .execute(),
    db
      .selectFrom('customization_sale_volumes as csv')
      .innerJoin('customizations as cu', 'cu.id', 'csv.customization_id')
      .select(['csv.customization_id', 'csv.sale_volume_id', 'csv.cost_per_unit_cents'])
      .where('cu.product_id', 'in', ids)
      .execute(),
    db
      .selectFrom('container_boxes as cb')
      .innerJoin('master_boxes as mb', 'mb.container_box_id', 'cb.id')
      .select([
        'cb.product_id',
        'mb.max_total_containers',
        'mb.days_approx_shipping',
        'mb.base_delivery_price_cents',
        'mb.packaging_price_cents',
      ])
      .where('cb.product_id', 'in', ids)
      .execute(),
  ]);

  for (const product of products) {
    result.set(product.id, { product, productTypeIds: [], colors: [], saleVolumes: [], customizations: [], masterBox: null });
  }
  for (const t of types) result.get(t.product_id)?.productTypeIds.push(t.product_type_id);
  for (const c of colors) result.get(c.product_id)?.colors.push(c);
  for (const v of volumes) result.get(v.product_id)?.saleVolumes.push(v);
  const byCustomization = new Map<number, PricingCustomization>();
  for (const cu of customizations) {
    const entry: PricingCustomization = {
      id: cu.id,
      print_type_id: cu.print_type_id,
      print_type_name: cu.print_type_name,
      personalization: cu.personalization,
      max_number_inks: cu.max_number_inks,
      printing_area: cu.printing_area,
      costs: new Map(),
    };
    byCustomization.set(cu.id, entry);
    result.get(cu.product_id)?.customizations.push(entry);
  }
  for (const cost of costs) byCustomization.get(cost.customization_id)?.costs.set(cost.sale_volume_id, cost.cost_per_unit_cents);
  for (const box of boxes) {
    const ctx = result.get(box.product_id);
    if (ctx) {
      ctx.masterBox = {
        max_total_containers: box.max_total_containers,
        days_approx_shipping: box.days_approx_shipping,
        base_delivery_price_cents: box.base_delivery_price_cents,
        packaging_price_cents: box.packaging_price_cents,
      };
    }
  }
  return result;
}
