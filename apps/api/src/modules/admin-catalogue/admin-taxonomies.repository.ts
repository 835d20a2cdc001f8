import type { TaxonomyKind, TaxonomyUsage } from '@cotizador/contracts/admin-taxonomies';
import type { Executor } from '../../db/database.ts';

// SQL of the catalogue's named lists (decision 030). The lists are small (tens to a few hundred
// names), so they are read whole and searched, folded and paged by the service; usage is counted
// only for the ids asked for.

export type EntryRow = { id: number; name: string; hex: string | null; image: string | null };

/** The table of each kind. */
const TABLES = {
  categories: 'categories',
  'product-types': 'product_types',
  materials: 'materials',
  colors: 'colors',
  'print-types': 'print_types',
  versions: 'product_versions',
} as const satisfies Record<TaxonomyKind, string>;

/** Every table has `id` and `name`; the typed name of one of them stands for all in id/name queries. */
const named = (kind: TaxonomyKind) => TABLES[kind] as 'materials';

const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

export async function listEntries(db: Executor, kind: TaxonomyKind): Promise<EntryRow[]> {
  if (kind === 'colors') {
    const rows = await db.selectFrom('colors').select(['id', 'name', 'hex']).execute();
    return rows.map((r) => ({ ...r, image: null }));
  }
  if (kind === 'categories' || kind === 'product-types') {
    const rows = await db.selectFrom(TABLES[kind]).select(['id', 'name', 'image']).execute();
    return rows.map((r) => ({ ...r, hex: null }));
  }
  const rows = await db.selectFrom(named(kind)).select(['id', 'name']).execute();
  return rows.map((r) => ({ ...r, hex: null, image: null }));
}

export async function findEntry(db: Executor, kind: TaxonomyKind, id: number): Promise<EntryRow | undefined> {
  if (kind === 'colors') {
    const row = await db.selectFrom('colors').select(['id', 'name', 'hex']).where('id', '=', id).executeTakeFirst();
    return row && { ...row, image: null };
  }
  if (kind === 'categories' || kind === 'product-types') {
    const row = await db.selectFrom(TABLES[kind]).select(['id', 'name', 'image']).where('id', '=', id).executeTakeFirst();
    return row && { ...row, hex: null };
  }
  const row = await db.selectFrom(named(kind)).select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  return row && { ...row, hex: null, image: null };
}

export type EntryValues = { name: string; hex?: string | undefined; image?: string | null | undefined };

export async function insertEntry(db: Executor, kind: TaxonomyKind, values: EntryValues): Promise<number> {
  const { name } = values;
  switch (kind) {
    case 'colors':
      return (
        await db
          .insertInto('colors')
          .values({ name, hex: values.hex ?? '#000000' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    case 'categories':
      return (
        await db
          .insertInto('categories')
          .values({ name, image: values.image ?? null })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    case 'product-types': {
      // New types go last in the order the home tiles and the filter follow.
      const last = await db
        .selectFrom('product_types')
        .select((eb) => eb.fn.max('sort_order').as('n'))
        .executeTakeFirst();
      const sortOrder = Number(last?.n ?? 0) + 1;
      return (
        await db
          .insertInto('product_types')
          .values({ name, image: values.image ?? null, sort_order: sortOrder })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    default:
      return (await db.insertInto(named(kind)).values({ name }).returning('id').executeTakeFirstOrThrow()).id;
  }
}

export async function updateEntry(db: Executor, kind: TaxonomyKind, id: number, values: Partial<EntryValues>): Promise<void> {
  if (values.name !== undefined) await db.updateTable(named(kind)).set({ name: values.name }).where('id', '=', id).execute();
  if (kind === 'colors' && values.hex !== undefined) {
    await db.updateTable('colors').set({ hex: values.hex }).where('id', '=', id).execute();
  }
  if ((kind === 'categories' || kind === 'product-types') && values.image !== undefined) {
    await db.updateTable(TABLES[kind]).set({ image: values.image }).where('id', '=', id).execute();
  }
}

export async function deleteEntry(db: Executor, kind: TaxonomyKind, id: number): Promise<void> {
  await db.deleteFrom(named(kind)).where('id', '=', id).execute();
}

type Count = { key: number; n: number | string };

function toMap(rows: Count[]): Map<number, number> {
  return new Map(rows.map((r) => [Number(r.key), Number(r.n)]));
}

/** Products (distinct) that use each of `ids`. */
async function productCounts(db: Executor, kind: TaxonomyKind, ids: number[]): Promise<Map<number, number>> {
  switch (kind) {
    case 'categories':
      return toMap(
        await db
          .selectFrom('product_categories')
          .select((eb) => [eb.ref('category_id').as('key'), eb.fn.countAll<number | string>().as('n')])
          .where('category_id', 'in', ids)
          .groupBy('category_id')
          .execute(),
      );
    case 'product-types':
      return toMap(
        await db
          .selectFrom('product_product_types')
          .select((eb) => [eb.ref('product_type_id').as('key'), eb.fn.countAll<number | string>().as('n')])
          .where('product_type_id', 'in', ids)
          .groupBy('product_type_id')
          .execute(),
      );
    case 'materials':
      return toMap(
        await db
          .selectFrom('products')
          .select((eb) => [eb.ref('material_id').$notNull().as('key'), eb.fn.countAll<number | string>().as('n')])
          .where('material_id', 'in', ids)
          .groupBy('material_id')
          .execute(),
      );
    case 'versions':
      return toMap(
        await db
          .selectFrom('products')
          .select((eb) => [eb.ref('product_version_id').$notNull().as('key'), eb.fn.countAll<number | string>().as('n')])
          .where('product_version_id', 'in', ids)
          .groupBy('product_version_id')
          .execute(),
      );
    case 'colors':
      return toMap(
        await db
          .selectFrom('product_colors')
          .select((eb) => [eb.ref('color_id').as('key'), eb.fn.count<number | string>('product_id').distinct().as('n')])
          .where('color_id', 'in', ids)
          .groupBy('color_id')
          .execute(),
      );
    case 'print-types':
      return toMap(
        await db
          .selectFrom('customizations')
          .select((eb) => [eb.ref('print_type_id').as('key'), eb.fn.count<number | string>('product_id').distinct().as('n')])
          .where('print_type_id', 'in', ids)
          .groupBy('print_type_id')
          .execute(),
      );
  }
}

async function quotationCounts(db: Executor, kind: TaxonomyKind, ids: number[]): Promise<Map<number, number>> {
  if (kind === 'colors') {
    return toMap(
      await db
        .selectFrom('quotations as q')
        .innerJoin('product_colors as pc', 'pc.id', 'q.product_color_id')
        .select((eb) => [eb.ref('pc.color_id').as('key'), eb.fn.countAll<number | string>().as('n')])
        .where('pc.color_id', 'in', ids)
        .groupBy('pc.color_id')
        .execute(),
    );
  }
  if (kind === 'print-types') {
    return toMap(
      await db
        .selectFrom('quotations')
        .select((eb) => [eb.ref('print_type_id').$notNull().as('key'), eb.fn.countAll<number | string>().as('n')])
        .where('print_type_id', 'in', ids)
        .groupBy('print_type_id')
        .execute(),
    );
  }
  return new Map();
}

async function bannerCounts(db: Executor, kind: TaxonomyKind, ids: number[]): Promise<Map<number, number>> {
  if (kind !== 'categories') return new Map();
  return toMap(
    await db
      .selectFrom('banners')
      .select((eb) => [eb.ref('category_id').$notNull().as('key'), eb.fn.countAll<number | string>().as('n')])
      .where('category_id', 'in', ids)
      .groupBy('category_id')
      .execute(),
  );
}

/** How many products, quotations and banners use each of `ids`. */
export async function usageOf(db: Executor, kind: TaxonomyKind, ids: number[]): Promise<Map<number, TaxonomyUsage>> {
  const usage = new Map<number, TaxonomyUsage>(ids.map((id) => [id, { products: 0, quotations: 0, banners: 0 }]));
  for (const part of chunks(ids)) {
    // Sequential: a transaction holds one connection.
    const products = await productCounts(db, kind, part);
    const quotations = await quotationCounts(db, kind, part);
    const banners = await bannerCounts(db, kind, part);
    for (const id of part) {
      usage.set(id, { products: products.get(id) ?? 0, quotations: quotations.get(id) ?? 0, banners: banners.get(id) ?? 0 });
    }
  }
  return usage;
}

/** The products that use an entry (their search text holds its name). */
export async function productIdsUsing(db: Executor, kind: TaxonomyKind, id: number): Promise<number[]> {
  let rows: { id: number }[];
  switch (kind) {
    case 'categories':
      rows = await db.selectFrom('product_categories').select('product_id as id').where('category_id', '=', id).execute();
      break;
    case 'product-types':
      rows = await db.selectFrom('product_product_types').select('product_id as id').where('product_type_id', '=', id).execute();
      break;
    case 'materials':
      rows = await db.selectFrom('products').select('id').where('material_id', '=', id).execute();
      break;
    case 'versions':
      rows = await db.selectFrom('products').select('id').where('product_version_id', '=', id).execute();
      break;
    case 'colors':
      rows = await db.selectFrom('product_colors').select('product_id as id').where('color_id', '=', id).distinct().execute();
      break;
    case 'print-types':
      rows = await db
        .selectFrom('customizations')
        .select('product_id as id')
        .where('print_type_id', '=', id)
        .distinct()
        .execute();
      break;
  }
  return [...new Set(rows.map((r) => r.id))];
}

/** SKUs of the products that have both colours (a product lists a colour once). */
export async function productsWithBothColors(db: Executor, fromId: number, intoId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('product_colors as a')
    .innerJoin('product_colors as b', 'b.product_id', 'a.product_id')
    .innerJoin('products as p', 'p.id', 'a.product_id')
    .select('p.sku')
    .distinct()
    .where('a.color_id', '=', fromId)
    .where('b.color_id', '=', intoId)
    .orderBy('p.sku')
    .execute();
  return rows.map((r) => r.sku);
}

/** The customizations of both print types, to find a product with the same personalization under both. */
export async function customizationsOf(db: Executor, printTypeIds: number[]) {
  return db
    .selectFrom('customizations as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .select(['c.product_id', 'c.print_type_id', 'c.personalization', 'p.sku'])
    .where('c.print_type_id', 'in', printTypeIds)
    .execute();
}

/** Moves every use of `fromId` to `intoId` (same kind); link rows the product already has are dropped. */
export async function moveUses(db: Executor, kind: TaxonomyKind, fromId: number, intoId: number): Promise<void> {
  switch (kind) {
    case 'categories': {
      const already = db.selectFrom('product_categories').select('product_id').where('category_id', '=', intoId);
      await db.deleteFrom('product_categories').where('category_id', '=', fromId).where('product_id', 'in', already).execute();
      await db.updateTable('product_categories').set({ category_id: intoId }).where('category_id', '=', fromId).execute();
      await db.updateTable('banners').set({ category_id: intoId }).where('category_id', '=', fromId).execute();
      return;
    }
    case 'product-types': {
      const already = db.selectFrom('product_product_types').select('product_id').where('product_type_id', '=', intoId);
      await db
        .deleteFrom('product_product_types')
        .where('product_type_id', '=', fromId)
        .where('product_id', 'in', already)
        .execute();
      await db
        .updateTable('product_product_types')
        .set({ product_type_id: intoId })
        .where('product_type_id', '=', fromId)
        .execute();
      return;
    }
    case 'materials':
      await db.updateTable('products').set({ material_id: intoId }).where('material_id', '=', fromId).execute();
      return;
    case 'versions':
      await db.updateTable('products').set({ product_version_id: intoId }).where('product_version_id', '=', fromId).execute();
      return;
    case 'colors':
      // The product_colors rows keep their ids, so quotations and sliders that point at them follow.
      await db.updateTable('product_colors').set({ color_id: intoId }).where('color_id', '=', fromId).execute();
      return;
    case 'print-types':
      await db.updateTable('customizations').set({ print_type_id: intoId }).where('print_type_id', '=', fromId).execute();
      await db.updateTable('quotations').set({ print_type_id: intoId }).where('print_type_id', '=', fromId).execute();
      return;
  }
}
