import { seedCatalogue } from '../src/db/seed/catalogue.ts';
import { bearer, type TestApp } from './helpers.ts';
import { multipart } from './multipart.ts';

/** The demo catalogue plus one priced configuration to quote (a customization priced for a volume). */
export async function seedQuotable(t: TestApp) {
  await seedCatalogue(t.ctx.db, { mediaDir: `${t.dataDir}/media`, now: t.clock.now().toISOString() });
  const row = await t.ctx.db
    .selectFrom('customization_sale_volumes as csv')
    .innerJoin('customizations as cu', 'cu.id', 'csv.customization_id')
    .innerJoin('sale_volumes as sv', 'sv.id', 'csv.sale_volume_id')
    .innerJoin('products as p', 'p.id', 'cu.product_id')
    .innerJoin('product_colors as pc', 'pc.product_id', 'p.id')
    .select(['p.id as product_id', 'pc.id as color_id', 'cu.id as customization_id', 'sv.id as volume_id', 'sv.minimum_units'])
    .where('p.is_active', '=', 1)
    .where('p.sku', '!=', 'COTESPI001')
    .where((eb) => eb.or([eb('pc.stock', 'is', null), eb('pc.stock', '>=', eb.ref('sv.maximum_units'))]))
    .orderBy('p.id')
    .orderBy('sv.minimum_units')
    .executeTakeFirstOrThrow();
  return row;
}

export type Quotable = Awaited<ReturnType<typeof seedQuotable>>;

/** An operator of a cart company adds the configuration and sends the cart; returns the new id. */
export async function sendCartQuotation(t: TestApp, token: string, q: Quotable): Promise<number> {
  const body = multipart({
    special_quotation: 0,
    product_id: q.product_id,
    product_color_id: q.color_id,
    units: q.minimum_units,
    number_of_positions: 1,
    customization_id: q.customization_id,
    sale_volume_id: q.volume_id,
  });
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/sales-operator/cart/add',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  if (added.statusCode !== 200) throw new Error(`cart/add failed: ${added.statusCode} ${added.body}`);
  const finished = await t.app.inject({ method: 'POST', url: '/api/sales-operator/cart/finish', headers: bearer(token) });
  if (finished.statusCode !== 200) throw new Error(`cart/finish failed: ${finished.statusCode} ${finished.body}`);
  const ids = (finished.json() as { quotation_ids: number[] }).quotation_ids;
  const id = ids[0];
  if (id === undefined) throw new Error('no quotation sent');
  return id;
}

/** A session token of an admin through the admin sign-in. */
export async function signInAdmin(t: TestApp, email = 'admin@demo.mx', password = 'Demo1234!'): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in-admin', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`admin sign-in failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { authorization: { access_token: string } }).authorization.access_token;
}
