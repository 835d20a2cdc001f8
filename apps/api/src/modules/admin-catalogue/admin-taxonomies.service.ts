import type { AuditEntityType } from '@cotizador/contracts/admin-accounts';
import {
  type AdminTaxonomy,
  colorMergeConflict,
  printTypeMergeConflict,
  TAXONOMY_IMAGE_FIELD,
  TAXONOMY_IMAGE_KINDS,
  TAXONOMY_IMAGE_WIDTH,
  TAXONOMY_MESSAGES,
  type TaxonomyCreateFields,
  type TaxonomyKind,
  type TaxonomyUpdateFields,
  type TaxonomyUsage,
  taxonomyDeleted,
  taxonomyInUse,
  taxonomyMerged,
  taxonomyNameTaken,
  taxonomyNotFound,
} from '@cotizador/contracts/admin-taxonomies';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/database.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { nowIso } from '../../lib/time.ts';
import { inMediaTransaction, processContentImage } from '../admin-content/content-media.ts';
import { type AuditSnapshot, pageInfo, recordAudit } from '../audit/audit.service.ts';
import type { AuthState } from '../auth/auth.types.ts';
import { invalidateCatalogue } from '../catalogue/catalogue.service.ts';
import { refreshProductDerived } from '../catalogue/product-derived.repository.ts';
import {
  customizationsOf,
  deleteEntry,
  type EntryRow,
  findEntry,
  insertEntry,
  listEntries,
  moveUses,
  productIdsUsing,
  productsWithBothColors,
  updateEntry,
  usageOf,
} from './admin-taxonomies.repository.ts';
import { nameKey } from './catalogue-sheets.ts';

// The catalogue's named lists for admins (issue 14, decision 030). Names are unique once folded the
// way the import matches them (`nameKey`: accents and case ignored), so a rename can never make the
// next import create a duplicate or pick the wrong entry. An entry in use is never deleted: it is
// merged into another one, which moves every use in one transaction. Every change is audited, the
// derived search text of the products that use the entry is recomputed, and the catalogue caches are
// invalidated after the commit (operators see the new name at once).

const AUDIT_TYPES: Record<TaxonomyKind, AuditEntityType> = {
  categories: 'category',
  'product-types': 'product_type',
  materials: 'material',
  colors: 'color',
  'print-types': 'print_type',
  versions: 'product_version',
};

type PageQuery = { page: number; per_page: number; search?: string | undefined };

const NO_USE: TaxonomyUsage = { products: 0, quotations: 0, banners: 0 };

function toAdmin(row: EntryRow, usage: TaxonomyUsage = NO_USE): AdminTaxonomy {
  return {
    id: row.id,
    name: row.name,
    hex: row.hex,
    image: row.image,
    products_count: usage.products,
    quotations_count: usage.quotations,
    banners_count: usage.banners,
  };
}

function snapshot(row: EntryRow): AuditSnapshot {
  return {
    id: row.id,
    name: row.name,
    ...(row.hex !== null ? { hex: row.hex } : {}),
    ...(row.image !== null ? { image: row.image } : {}),
  };
}

async function requireEntry(db: Executor, kind: TaxonomyKind, id: number): Promise<EntryRow> {
  const row = await findEntry(db, kind, id);
  if (!row) throw new NotFoundError(taxonomyNotFound(kind));
  return row;
}

async function withUsage(db: Executor, kind: TaxonomyKind, row: EntryRow): Promise<AdminTaxonomy> {
  return toAdmin(row, (await usageOf(db, kind, [row.id])).get(row.id));
}

/** 422 when another entry of the kind has the same folded name. */
async function checkNameFree(db: Executor, kind: TaxonomyKind, name: string, exceptId?: number): Promise<void> {
  const key = nameKey(name);
  const rows = await listEntries(db, kind);
  if (rows.some((row) => row.id !== exceptId && nameKey(row.name) === key)) {
    throw ValidationError.field('name', taxonomyNameTaken(kind));
  }
}

function checkFields(kind: TaxonomyKind, fields: TaxonomyUpdateFields, files: Map<string, Buffer>, creating: boolean): void {
  if (kind === 'colors' && creating && fields.hex === undefined)
    throw ValidationError.field('hex', TAXONOMY_MESSAGES.hexRequired);
  if (kind !== 'colors' && fields.hex !== undefined) throw ValidationError.field('hex', TAXONOMY_MESSAGES.hexNotAllowed);
  if (!TAXONOMY_IMAGE_KINDS.includes(kind) && files.has(TAXONOMY_IMAGE_FIELD)) {
    throw ValidationError.field(TAXONOMY_IMAGE_FIELD, TAXONOMY_MESSAGES.imageNotAllowed);
  }
}

async function imageOf(files: Map<string, Buffer>): Promise<Buffer | null> {
  const upload = files.get(TAXONOMY_IMAGE_FIELD);
  return upload ? processContentImage(TAXONOMY_IMAGE_FIELD, upload, TAXONOMY_IMAGE_WIDTH) : null;
}

export async function listTaxonomy(ctx: AppContext, kind: TaxonomyKind, query: PageQuery) {
  const search = query.search ? nameKey(query.search) : '';
  const rows = (await listEntries(ctx.db, kind))
    .filter((row) => search === '' || nameKey(row.name).includes(search))
    .sort((a, b) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }) || a.id - b.id);
  const { offset, meta } = pageInfo(rows.length, query.page, query.per_page);
  const page = rows.slice(offset, offset + query.per_page);
  const usage = await usageOf(
    ctx.db,
    kind,
    page.map((row) => row.id),
  );
  return { data: page.map((row) => toAdmin(row, usage.get(row.id))), ...meta };
}

export async function createTaxonomy(
  ctx: AppContext,
  auth: AuthState,
  kind: TaxonomyKind,
  fields: TaxonomyCreateFields,
  files: Map<string, Buffer>,
): Promise<AdminTaxonomy> {
  checkFields(kind, fields, files, true);
  const image = await imageOf(files);
  const now = nowIso(ctx.clock.now());
  const entry = await inMediaTransaction(ctx, async (trx, media) => {
    await checkNameFree(trx, kind, fields.name);
    const id = await insertEntry(trx, kind, {
      name: fields.name,
      hex: fields.hex,
      image: image ? await media.save(image) : null,
    });
    const row = await requireEntry(trx, kind, id);
    await recordAudit(trx, {
      actorId: auth.user.id,
      action: 'create',
      entityType: AUDIT_TYPES[kind],
      entityId: id,
      before: null,
      after: snapshot(row),
      now,
    });
    return toAdmin(row);
  });
  await invalidateCatalogue(ctx);
  return entry;
}

export async function changeTaxonomy(
  ctx: AppContext,
  auth: AuthState,
  kind: TaxonomyKind,
  id: number,
  fields: TaxonomyUpdateFields,
  files: Map<string, Buffer>,
): Promise<AdminTaxonomy> {
  checkFields(kind, fields, files, false);
  const image = await imageOf(files);
  const now = nowIso(ctx.clock.now());
  const entry = await inMediaTransaction(ctx, async (trx, media) => {
    const before = await requireEntry(trx, kind, id);
    const renamed = fields.name !== undefined && fields.name !== before.name;
    if (renamed && fields.name !== undefined) await checkNameFree(trx, kind, fields.name, id);
    await updateEntry(trx, kind, id, {
      ...(renamed ? { name: fields.name } : {}),
      ...(fields.hex !== undefined ? { hex: fields.hex } : {}),
      ...(image ? { image: await media.save(image) } : {}),
    });
    if (image && before.image) media.removeAfterCommit([before.image]);
    // The products' search text holds the name.
    if (renamed && kind !== 'print-types') await refreshProductDerived(trx, await productIdsUsing(trx, kind, id));
    const after = await requireEntry(trx, kind, id);
    await recordAudit(trx, {
      actorId: auth.user.id,
      action: 'update',
      entityType: AUDIT_TYPES[kind],
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
      now,
    });
    return withUsage(trx, kind, after);
  });
  await invalidateCatalogue(ctx);
  return entry;
}

/** Only an unused entry is deleted; one in use is refused (409) with what uses it. */
export async function removeTaxonomy(ctx: AppContext, auth: AuthState, kind: TaxonomyKind, id: number) {
  const now = nowIso(ctx.clock.now());
  await inMediaTransaction(ctx, async (trx, media) => {
    const before = await requireEntry(trx, kind, id);
    const usage = (await usageOf(trx, kind, [id])).get(id) ?? NO_USE;
    if (usage.products + usage.quotations + usage.banners > 0) throw new ConflictError(taxonomyInUse(usage));
    await deleteEntry(trx, kind, id);
    if (before.image) media.removeAfterCommit([before.image]);
    await recordAudit(trx, {
      actorId: auth.user.id,
      action: 'delete',
      entityType: AUDIT_TYPES[kind],
      entityId: id,
      before: snapshot(before),
      after: null,
      now,
    });
  });
  await invalidateCatalogue(ctx);
  return { message: taxonomyDeleted(kind) };
}

/** Refuses a merge that would give a product the same colour, or the same priced personalization, twice. */
async function checkMergeable(trx: Executor, kind: TaxonomyKind, fromId: number, intoId: number): Promise<void> {
  if (kind === 'colors') {
    const skus = await productsWithBothColors(trx, fromId, intoId);
    if (skus.length > 0) throw ValidationError.field('into_id', colorMergeConflict(skus));
  }
  if (kind === 'print-types') {
    const rows = await customizationsOf(trx, [fromId, intoId]);
    const target = new Set(
      rows.filter((r) => r.print_type_id === intoId).map((r) => `${r.product_id}|${nameKey(r.personalization)}`),
    );
    const skus = [
      ...new Set(
        rows
          .filter((r) => r.print_type_id === fromId && target.has(`${r.product_id}|${nameKey(r.personalization)}`))
          .map((r) => r.sku),
      ),
    ].sort();
    if (skus.length > 0) throw ValidationError.field('into_id', printTypeMergeConflict(skus));
  }
}

/** Moves every use of `id` to `intoId` (same kind) and deletes `id`, in one transaction. */
export async function mergeTaxonomy(ctx: AppContext, auth: AuthState, kind: TaxonomyKind, id: number, intoId: number) {
  if (intoId === id) throw ValidationError.field('into_id', TAXONOMY_MESSAGES.intoSelf);
  const now = nowIso(ctx.clock.now());
  const result = await inMediaTransaction(ctx, async (trx, media) => {
    const from = await requireEntry(trx, kind, id);
    const into = await findEntry(trx, kind, intoId);
    if (!into) throw ValidationError.field('into_id', TAXONOMY_MESSAGES.intoMissing);
    await checkMergeable(trx, kind, id, intoId);
    const usage = (await usageOf(trx, kind, [id])).get(id) ?? NO_USE;
    const products = await productIdsUsing(trx, kind, id);
    const intoProductsBefore = (await usageOf(trx, kind, [into.id])).get(into.id)?.products ?? 0;
    await moveUses(trx, kind, id, intoId);
    await deleteEntry(trx, kind, id);
    if (from.image) media.removeAfterCommit([from.image]);
    if (kind !== 'print-types') await refreshProductDerived(trx, products);
    await recordAudit(trx, {
      actorId: auth.user.id,
      action: 'merge',
      entityType: AUDIT_TYPES[kind],
      entityId: id,
      before: { ...snapshot(from), products_count: usage.products, quotations_count: usage.quotations },
      after: { id: from.id, merged_into: into.name },
      now,
    });
    // The entry that received the uses gets a line of its own in its history.
    const received = await withUsage(trx, kind, into);
    await recordAudit(trx, {
      actorId: auth.user.id,
      action: 'merge',
      entityType: AUDIT_TYPES[kind],
      entityId: into.id,
      before: { ...snapshot(into), products_count: intoProductsBefore },
      after: { ...snapshot(into), products_count: received.products_count, merged_from: from.name },
      now,
    });
    return { message: taxonomyMerged(from.name, into.name, products.length), entry: received };
  });
  await invalidateCatalogue(ctx);
  return result;
}
