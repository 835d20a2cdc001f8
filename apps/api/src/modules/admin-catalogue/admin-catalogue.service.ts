import type { Writable } from 'node:stream';
import {
  CATALOGUE_IMPORT_MAX_ERRORS,
  CATALOGUE_IMPORT_MESSAGES,
  CATALOGUE_SHEETS,
  type CatalogueCellError,
  type CatalogueExportFormat,
  type CatalogueImportReport,
  type CatalogueSheet,
} from '@cotizador/contracts/admin-catalogue';
import type { AppContext } from '../../context.ts';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { invalidateCatalogue } from '../catalogue/catalogue.service.ts';
import { refreshProductDerived } from '../catalogue/product-derived.repository.ts';
import {
  CHUNK_SIZE,
  type ContainerValues,
  type CustomizationValues,
  deleteProductColors,
  insertBoxes,
  insertBoxType,
  insertColor,
  insertCustomization,
  insertCustomizationSaleVolumes,
  insertCustomizations,
  insertNamed,
  insertProductColor,
  insertProductColors,
  insertProducts,
  insertProductTaxonomies,
  insertSaleVolume,
  insertSaleVolumes,
  listAllSkus,
  listBoxTypes,
  listColors,
  listNamed,
  listProductsAfterSku,
  loadProductRows,
  loadQuotedRowIds,
  type MasterValues,
  type ProductRows,
  type ProductValues,
  type RowKind,
  replacePriceRows,
  replaceProductTaxonomies,
  replaceRelated,
  saveBox,
  type TaxonomyTable,
  touchProduct,
  updateColorHex,
  updateCustomization,
  updateProduct,
  updateProductColor,
  updateSaleVolume,
  type VolumeValues,
} from './admin-catalogue.repository.ts';
import {
  type BoxRecord,
  boxRow,
  boxSignature,
  type Cell,
  type ColorRecord,
  colorRow,
  colorsSignature,
  nameKey,
  PRODUCT_COLUMNS,
  type PriceRecord,
  type ProductRecord,
  priceRow,
  pricesSignature,
  productRow,
  productSignature,
  RowReader,
} from './catalogue-sheets.ts';
import { HeapPacer } from './heap-pacer.ts';
import {
  csvLine,
  type FileKind,
  readCsv,
  readXlsx,
  sniffFileKind,
  UnreadableFileError,
  UTF8_BOM,
  writeXlsx,
} from './workbook-io.ts';

// The catalogue spreadsheet round trip (issue 14, decision 025): export every product as XLSX
// (five sheets) or CSV (`Productos`), and import such a file all or nothing, in one transaction.

// ——— Snapshots: a product as the spreadsheet shows it, with the ids the import updates ———

type Snapshot = {
  id: number;
  product: ProductRecord;
  colors: Array<ColorRecord & { rowId: number; colorId: number }>;
  prices: PriceRecord[];
  volumes: Array<{ id: number; minUnits: number }>;
  customizations: Array<{ id: number; printTypeId: number; personalization: string }>;
  box: BoxRecord | null;
  boxIds: { id: number; masterBoxId: number | null } | null;
  related: string[];
};

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

export function parseList(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function group<T extends { product_id: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(row.product_id);
    if (list) list.push(row);
    else groups.set(row.product_id, [row]);
  }
  return groups;
}

function buildSnapshots(rows: ProductRows): Snapshot[] {
  const types = group(rows.types);
  const categories = group(rows.categories);
  const colors = group(rows.colors);
  const volumes = group(rows.volumes);
  const customizations = group(rows.customizations);
  const related = group(rows.related);
  const boxes = new Map(rows.boxes.map((box) => [box.product_id, box]));
  const pivotsByCustomization = new Map<number, typeof rows.pivots>();
  for (const pivot of rows.pivots) {
    const list = pivotsByCustomization.get(pivot.customization_id);
    if (list) list.push(pivot);
    else pivotsByCustomization.set(pivot.customization_id, [pivot]);
  }

  return rows.products.map((p) => {
    const productVolumes = volumes.get(p.id) ?? [];
    const volumeById = new Map(productVolumes.map((v) => [v.id, v]));
    const pricedVolumes = new Set<number>();
    const prices: PriceRecord[] = [];
    for (const cu of customizations.get(p.id) ?? []) {
      const pivots = (pivotsByCustomization.get(cu.id) ?? [])
        .flatMap((pivot) => {
          const volume = volumeById.get(pivot.sale_volume_id);
          return volume ? [{ pivot, volume }] : [];
        })
        .sort((a, b) => a.volume.minimum_units - b.volume.minimum_units);
      for (const { pivot, volume } of pivots) {
        pricedVolumes.add(volume.id);
        prices.push({
          printType: cu.print_type,
          personalization: cu.personalization,
          maxInks: cu.max_number_inks,
          printingArea: cu.printing_area,
          minUnits: volume.minimum_units,
          maxUnits: volume.maximum_units,
          basePriceCents: Number(volume.base_price_cents),
          daysCustomization: volume.days_customization,
          costPerUnitCents: Number(pivot.cost_per_unit_cents),
        });
      }
    }
    // A volume no customization prices is a row without print type.
    for (const volume of productVolumes) {
      if (pricedVolumes.has(volume.id)) continue;
      prices.push({
        printType: null,
        personalization: null,
        maxInks: null,
        printingArea: null,
        minUnits: volume.minimum_units,
        maxUnits: volume.maximum_units,
        basePriceCents: Number(volume.base_price_cents),
        daysCustomization: volume.days_customization,
        costPerUnitCents: null,
      });
    }
    const box = boxes.get(p.id);
    const hasMaster = box?.master_box_id !== null && box?.master_box_id !== undefined;
    return {
      id: p.id,
      product: {
        sku: p.sku,
        name: p.name,
        description: p.description,
        types: (types.get(p.id) ?? []).map((t) => t.name),
        categories: (categories.get(p.id) ?? []).map((c) => c.name),
        material: p.material_name,
        version: p.version_name,
        length: p.length,
        width: p.width,
        height: p.height,
        weight: p.weight,
        unit: p.unit_measure,
        notes: p.notes,
        images: parseList(p.images),
        active: p.is_active === 1,
      },
      colors: (colors.get(p.id) ?? []).map((c) => ({
        rowId: c.id,
        colorId: c.color_id,
        color: c.name,
        hex: c.hex,
        stock: c.stock,
        images: parseList(c.images),
      })),
      prices,
      volumes: productVolumes.map((v) => ({ id: v.id, minUnits: v.minimum_units })),
      customizations: (customizations.get(p.id) ?? []).map((cu) => ({
        id: cu.id,
        printTypeId: cu.print_type_id,
        personalization: cu.personalization,
      })),
      box: box
        ? {
            length: box.length,
            width: box.width,
            height: box.height,
            weight: box.weight,
            dimensionsKnown: box.dimensions_known === 1,
            boxType: hasMaster ? box.box_type : null,
            containers: hasMaster ? box.max_total_containers : null,
            shippingDays: hasMaster ? box.days_approx_shipping : null,
            deliveryCents: hasMaster ? num(box.base_delivery_price_cents) : null,
            packagingCents: hasMaster ? num(box.packaging_price_cents) : null,
          }
        : null,
      boxIds: box ? { id: box.id, masterBoxId: box.master_box_id } : null,
      related: (related.get(p.id) ?? []).map((r) => r.sku),
    };
  });
}

async function loadSnapshots(db: Executor, ids: number[], kinds?: ReadonlySet<RowKind>): Promise<Snapshot[]> {
  const rows = await loadProductRows(db, ids, kinds);
  return rows ? buildSnapshots(rows) : [];
}

// ——— Export ———

/** Every product, in SKU order, a chunk at a time. */
async function* snapshotChunks(db: Executor, kinds: ReadonlySet<RowKind>): AsyncGenerator<Snapshot[]> {
  let after: string | null = null;
  for (;;) {
    const page = await listProductsAfterSku(db, after, CHUNK_SIZE);
    if (page.length === 0) return;
    const snapshots = await loadSnapshots(
      db,
      page.map((row) => row.id),
      kinds,
    );
    const bySku = new Map(snapshots.map((s) => [s.product.sku, s]));
    yield page.flatMap((row) => bySku.get(row.sku) ?? []);
    after = page[page.length - 1]?.sku ?? null;
  }
}

/** The rows each sheet needs besides the product itself. */
const SHEET_KINDS: Record<CatalogueSheet, ReadonlySet<RowKind>> = {
  Productos: new Set(['taxonomies']),
  Colores: new Set(['colors']),
  Precios: new Set(['prices']),
  Cajas: new Set(['boxes']),
  Relacionados: new Set(['related']),
};

function sheetRows(sheet: CatalogueSheet, s: Snapshot): Cell[][] {
  const sku = s.product.sku;
  switch (sheet) {
    case 'Productos':
      return [productRow(s.product)];
    case 'Colores':
      return s.colors.map((c) => colorRow(sku, c));
    case 'Precios':
      return s.prices.map((p) => priceRow(sku, p));
    case 'Cajas':
      return s.box ? [boxRow(sku, s.box)] : [];
    case 'Relacionados':
      return s.related.map((related) => [sku, related]);
  }
}

export type Progress = (done: number) => void;

/** Writes the catalogue to `output` (which the caller ends on error); XLSX has every sheet, CSV `Productos`. */
export async function exportCatalogue(
  db: Db,
  format: CatalogueExportFormat,
  output: Writable,
  progress?: Progress,
): Promise<void> {
  let done = 0;
  const pacer = new HeapPacer();
  if (format === 'xlsx') {
    await writeXlsx(
      output,
      CATALOGUE_SHEETS.map((sheet) => ({
        sheet,
        rows: async function* () {
          for await (const chunk of snapshotChunks(db, SHEET_KINDS[sheet])) {
            yield chunk.flatMap((s) => sheetRows(sheet, s));
            done += chunk.length;
            progress?.(done);
            pacer.check();
          }
        },
      })),
    );
    return;
  }
  const write = (text: string) =>
    new Promise<void>((resolve, reject) => {
      output.write(text, (error) => (error ? reject(error) : resolve()));
    });
  await write(UTF8_BOM + csvLine([...PRODUCT_COLUMNS]));
  for await (const chunk of snapshotChunks(db, SHEET_KINDS.Productos)) {
    await write(chunk.map((s) => csvLine(productRow(s.product))).join(''));
    done += chunk.length;
    progress?.(done);
  }
  await new Promise<void>((resolve) => output.end(resolve));
}

export async function countProducts(db: Db): Promise<number> {
  return (await listAllSkus(db)).size;
}

/** `cotizador-catalogo-2026-11-24.xlsx` */
export function exportFileName(format: CatalogueExportFormat, now: Date): string {
  return `cotizador-catalogo-${now.toISOString().slice(0, 10)}.${format}`;
}

// ——— Import: reading ———

/** The file was refused: every bad cell (the first CATALOGUE_IMPORT_MAX_ERRORS) and how many more. */
export class CatalogueImportRejected extends Error {
  constructor(
    readonly errors: CatalogueCellError[],
    readonly moreErrors: number,
    message: string = CATALOGUE_IMPORT_MESSAGES.rejected,
  ) {
    super(message);
  }
}

type At<T> = { row: number; record: T };

class ErrorList {
  readonly items: CatalogueCellError[] = [];
  count = 0;
  add(sheet: string, row: number, column: string, message: string) {
    this.count += 1;
    if (this.items.length < CATALOGUE_IMPORT_MAX_ERRORS) this.items.push({ sheet, row, column, message });
  }
  reject(): CatalogueImportRejected {
    const sorted = [...this.items].sort(
      (a, b) =>
        CATALOGUE_SHEETS.indexOf(a.sheet as CatalogueSheet) - CATALOGUE_SHEETS.indexOf(b.sheet as CatalogueSheet) ||
        a.row - b.row,
    );
    return new CatalogueImportRejected(sorted, this.count - sorted.length);
  }
}

type ColorRow = ColorRecord & { hexGiven: boolean };

/**
 * The rows of one sheet by SKU, held as compact JSON text: as objects, the rows of 20 000 products
 * take several times the memory (decision 025, memory addendum). The rows of the SKU being read
 * stay objects until another SKU starts (a sheet lists a SKU's rows together, usually); a SKU's
 * rows are decoded when asked for, so changing a returned row changes nothing stored.
 */
class SkuRows<T> {
  private readonly packed = new Map<string, string>();
  private openSku: string | null = null;
  private open: Array<At<T>> = [];

  constructor(
    private readonly encode: (at: At<T>) => unknown[],
    private readonly decode: (tuple: unknown[]) => At<T>,
  ) {}

  push(sku: string, at: At<T>): void {
    if (sku !== this.openSku) {
      this.flush();
      this.open = this.get(sku) ?? [];
      this.packed.delete(sku);
      this.openSku = sku;
    }
    this.open.push(at);
  }

  /** Stores the open SKU's rows as text. */
  flush(): void {
    if (this.openSku !== null && this.open.length > 0)
      this.packed.set(this.openSku, JSON.stringify(this.open.map((at) => this.encode(at))));
    this.openSku = null;
    this.open = [];
  }

  get(sku: string): Array<At<T>> | undefined {
    if (sku === this.openSku) return this.open;
    const text = this.packed.get(sku);
    return text === undefined ? undefined : (JSON.parse(text) as unknown[][]).map((tuple) => this.decode(tuple));
  }

  /** The first row of a SKU (sheets with one row per SKU). */
  first(sku: string): At<T> | undefined {
    return this.get(sku)?.[0];
  }

  has(sku: string): boolean {
    return sku === this.openSku || this.packed.has(sku);
  }

  keys(): IterableIterator<string> {
    this.flush();
    return this.packed.keys();
  }

  /** Every SKU with its rows, decoded one SKU at a time. */
  *entries(): Generator<[string, Array<At<T>>]> {
    for (const sku of this.keys()) yield [sku, this.get(sku) ?? []];
  }

  *values(): Generator<Array<At<T>>> {
    for (const [, rows] of this.entries()) yield rows;
  }
}

type ParsedFile = {
  products: SkuRows<ProductRecord>;
  colors: SkuRows<ColorRow>;
  prices: SkuRows<PriceRecord>;
  boxes: SkuRows<BoxRecord>;
  related: SkuRows<string>;
  /** The hex of every colour the file names: as given in the file (its first row), else the catalogue's. */
  colorHex: Map<string, string>;
  /** The hexes the file gives, by colour key, with the colour's name. */
  fileHex: Map<string, { hex: string; row: number; name: string }>;
  sheets: CatalogueSheet[];
  rows: number;
};

// The tuples the rows are stored as (see SkuRows).
const str = (value: unknown) => value as string;
const strOrNull = (value: unknown) => value as string | null;
const numOrNull = (value: unknown) => value as number | null;
const strings = (value: unknown) => value as string[];

function newParsedFile(): ParsedFile {
  const colorHex = new Map<string, string>();
  return {
    products: new SkuRows<ProductRecord>(
      ({ row, record: p }) => [
        row,
        p.sku,
        p.name,
        p.description,
        p.types,
        p.categories,
        p.material,
        p.version,
        p.length,
        p.width,
        p.height,
        p.weight,
        p.unit,
        p.notes,
        p.images,
        p.active,
      ],
      (t) => ({
        row: t[0] as number,
        record: {
          sku: str(t[1]),
          name: str(t[2]),
          description: str(t[3]),
          types: strings(t[4]),
          categories: strings(t[5]),
          material: strOrNull(t[6]),
          version: strOrNull(t[7]),
          length: numOrNull(t[8]),
          width: numOrNull(t[9]),
          height: numOrNull(t[10]),
          weight: numOrNull(t[11]),
          unit: strOrNull(t[12]),
          notes: strOrNull(t[13]),
          images: strings(t[14]),
          active: t[15] === true,
        },
      }),
    ),
    colors: new SkuRows<ColorRow>(
      ({ row, record: c }) => [row, c.color, c.hexGiven ? c.hex : null, c.stock, c.images],
      (t) => {
        const given = strOrNull(t[2]);
        return {
          row: t[0] as number,
          record: {
            color: str(t[1]),
            // A row without hex takes the colour's (checkAcrossRows fills colorHex).
            hex: given ?? colorHex.get(nameKey(str(t[1]))) ?? '',
            hexGiven: given !== null,
            stock: numOrNull(t[3]),
            images: strings(t[4]),
          },
        };
      },
    ),
    prices: new SkuRows<PriceRecord>(
      ({ row, record: p }) => [
        row,
        p.printType,
        p.personalization,
        p.maxInks,
        p.printingArea,
        p.minUnits,
        p.maxUnits,
        p.basePriceCents,
        p.daysCustomization,
        p.costPerUnitCents,
      ],
      (t) => ({
        row: t[0] as number,
        record: {
          printType: strOrNull(t[1]),
          personalization: strOrNull(t[2]),
          maxInks: numOrNull(t[3]),
          printingArea: strOrNull(t[4]),
          minUnits: t[5] as number,
          maxUnits: t[6] as number,
          basePriceCents: t[7] as number,
          daysCustomization: t[8] as number,
          costPerUnitCents: numOrNull(t[9]),
        },
      }),
    ),
    boxes: new SkuRows<BoxRecord>(
      ({ row, record: b }) => [
        row,
        b.length,
        b.width,
        b.height,
        b.weight,
        b.dimensionsKnown,
        b.boxType,
        b.containers,
        b.shippingDays,
        b.deliveryCents,
        b.packagingCents,
      ],
      (t) => ({
        row: t[0] as number,
        record: {
          length: numOrNull(t[1]),
          width: numOrNull(t[2]),
          height: numOrNull(t[3]),
          weight: numOrNull(t[4]),
          dimensionsKnown: t[5] === true,
          boxType: strOrNull(t[6]),
          containers: numOrNull(t[7]),
          shippingDays: numOrNull(t[8]),
          deliveryCents: numOrNull(t[9]),
          packagingCents: numOrNull(t[10]),
        },
      }),
    ),
    related: new SkuRows<string>(
      ({ row, record }) => [row, record],
      (t) => ({ row: t[0] as number, record: str(t[1]) }),
    ),
    colorHex,
    fileHex: new Map(),
    sheets: [],
    rows: 0,
  };
}

const SKU_MAX = 64;

async function parseFile(path: string, kind: FileKind, errors: ErrorList, onRow?: () => void): Promise<ParsedFile> {
  const parsed = newParsedFile();
  const visitor = {
    missingColumn: (sheet: CatalogueSheet, column: string) => errors.add(sheet, 1, column, `Falta la columna «${column}».`),
    row: (sheet: CatalogueSheet, row: number, cells: Map<string, Cell>) => {
      parsed.rows += 1;
      const r = new RowReader(cells);
      const sku = r.text('sku', { required: true, max: SKU_MAX });
      readRow(parsed, sheet, row, sku, r);
      for (const error of r.errors) errors.add(sheet, row, error.column, error.message);
    },
  };
  parsed.sheets = kind === 'xlsx' ? await readXlsx(path, visitor, onRow) : await readCsv(path, visitor, onRow);
  for (const rows of [parsed.products, parsed.colors, parsed.prices, parsed.boxes, parsed.related]) rows.flush();
  return parsed;
}

function readRow(parsed: ParsedFile, sheet: CatalogueSheet, row: number, sku: string | null, r: RowReader) {
  const fail = (column: string, message: string) => {
    r.errors.push({ column, message });
  };
  switch (sheet) {
    case 'Productos': {
      const record: ProductRecord = {
        sku: sku ?? '',
        name: r.text('nombre', { required: true }) ?? '',
        description: r.text('descripción', { max: 10_000 }) ?? '',
        types: r.list('tipos'),
        categories: r.list('categorías'),
        material: r.text('material'),
        version: r.text('versión'),
        length: r.decimal('largo'),
        width: r.decimal('ancho'),
        height: r.decimal('alto'),
        weight: r.decimal('peso'),
        unit: r.text('unidad de medida', { max: 20 }),
        notes: r.text('notas', { max: 2000 }),
        images: r.list('imágenes'),
        active: r.yesNo('activo', true),
      };
      if (sku === null) return;
      const previous = parsed.products.first(sku);
      if (previous) fail('sku', `El SKU ${sku} ya está en la fila ${previous.row}.`);
      else parsed.products.push(sku, { row, record });
      return;
    }
    case 'Colores': {
      const hex = r.hex('hex');
      const record = {
        color: r.text('color', { required: true, max: 100 }) ?? '',
        hex: hex ?? '',
        hexGiven: hex !== null,
        stock: r.integer('existencias'),
        images: r.list('imágenes'),
      };
      if (sku === null || record.color === '') return;
      const previous = parsed.colors.get(sku)?.find((c) => nameKey(c.record.color) === nameKey(record.color));
      if (previous) fail('color', `El color «${record.color}» ya está en la fila ${previous.row} de este SKU.`);
      else parsed.colors.push(sku, { row, record });
      return;
    }
    case 'Precios': {
      const printType = r.text('tipo de impresión', { max: 100 });
      const personalization = r.text('personalización');
      const maxInks = r.integer('tintas máximas');
      const printingArea = r.text('área de impresión');
      const minUnits = r.integer('unidades mínimas', { required: true, min: 1 });
      const maxUnits = r.integer('unidades máximas', { required: true, min: 1 });
      const basePriceCents = r.money('precio base', { required: true });
      const daysCustomization = r.integer('días de personalización', { required: true });
      const costPerUnitCents = r.money('costo por unidad', { required: printType !== null });
      if (printType !== null && personalization === null)
        fail('personalización', 'Este campo es obligatorio con un tipo de impresión.');
      if (printType === null) {
        const extra = (
          [
            ['personalización', personalization],
            ['tintas máximas', maxInks],
            ['área de impresión', printingArea],
            ['costo por unidad', costPerUnitCents],
          ] as const
        ).find(([, value]) => value !== null);
        if (extra) fail('tipo de impresión', `Indica el tipo de impresión de «${extra[0]}».`);
      }
      if (minUnits !== null && maxUnits !== null && maxUnits < minUnits)
        fail('unidades máximas', 'Debe ser mayor o igual que las unidades mínimas.');
      if (sku === null || minUnits === null || maxUnits === null || basePriceCents === null || daysCustomization === null) return;
      parsed.prices.push(sku, {
        row,
        record: {
          printType,
          personalization,
          maxInks,
          printingArea,
          minUnits,
          maxUnits,
          basePriceCents,
          daysCustomization,
          costPerUnitCents,
        },
      });
      return;
    }
    case 'Cajas': {
      const boxType = r.text('caja maestra', { max: 100 });
      const containers = r.integer('cajas por caja maestra', { min: 1 });
      const shippingDays = r.integer('días de envío');
      const deliveryCents = r.money('precio de envío');
      const packagingCents = r.money('precio de empaque');
      const master = [boxType, containers, shippingDays, deliveryCents, packagingCents].some((value) => value !== null);
      if (master) {
        if (containers === null) fail('cajas por caja maestra', 'Este campo es obligatorio con una caja maestra.');
        if (shippingDays === null) fail('días de envío', 'Este campo es obligatorio con una caja maestra.');
        if (deliveryCents === null) fail('precio de envío', 'Este campo es obligatorio con una caja maestra.');
      }
      const record: BoxRecord = {
        length: r.decimal('largo caja'),
        width: r.decimal('ancho caja'),
        height: r.decimal('alto caja'),
        weight: r.decimal('peso caja'),
        dimensionsKnown: r.yesNo('medidas conocidas', false),
        boxType: master ? boxType : null,
        containers: master ? containers : null,
        shippingDays: master ? shippingDays : null,
        deliveryCents: master ? deliveryCents : null,
        packagingCents: master ? (packagingCents ?? 0) : null,
      };
      if (sku === null) return;
      const previous = parsed.boxes.first(sku);
      if (previous) fail('sku', `El SKU ${sku} ya tiene caja en la fila ${previous.row}.`);
      else parsed.boxes.push(sku, { row, record });
      return;
    }
    case 'Relacionados': {
      const related = r.text('sku relacionado', { required: true, max: SKU_MAX });
      if (sku === null || related === null) return;
      if (related === sku) return fail('sku relacionado', 'Un producto no puede relacionarse consigo mismo.');
      const previous = parsed.related.get(sku)?.find((item) => item.record === related);
      if (previous) fail('sku relacionado', `Ya está en la fila ${previous.row} de este SKU.`);
      else parsed.related.push(sku, { row, record: related });
      return;
    }
  }
}

/** Rules across rows and sheets: known SKUs, one figure per volume and customization, new colours with hex. */
function checkAcrossRows(parsed: ParsedFile, dbSkus: Map<string, number>, colorHex: Map<string, string>, errors: ErrorList) {
  const known = (sku: string) => parsed.products.has(sku) || dbSkus.has(sku);
  const unknown = 'El SKU no está en la hoja Productos ni en el catálogo.';
  const checkSkus = <T>(sheet: CatalogueSheet, rowsBySku: SkuRows<T>) => {
    for (const sku of rowsBySku.keys())
      if (!known(sku)) for (const { row } of rowsBySku.get(sku) ?? []) errors.add(sheet, row, 'sku', unknown);
  };
  checkSkus('Colores', parsed.colors);
  checkSkus('Precios', parsed.prices);
  checkSkus('Relacionados', parsed.related);
  checkSkus('Cajas', parsed.boxes);
  for (const rows of parsed.related.values()) {
    for (const { row, record } of rows) {
      if (!known(record)) errors.add('Relacionados', row, 'sku relacionado', unknown);
    }
  }

  // A colour's hex belongs to the colour: the same everywhere in the file; new colours need one.
  const fileHex = parsed.fileHex;
  for (const rows of parsed.colors.values()) {
    for (const { row, record } of rows) {
      const key = nameKey(record.color);
      if (record.hexGiven) {
        const first = fileHex.get(key);
        if (first && first.hex !== record.hex)
          errors.add('Colores', row, 'hex', `El color «${record.color}» tiene otro hex (${first.hex}) en la fila ${first.row}.`);
        else if (!first) fileHex.set(key, { hex: record.hex, row, name: record.color });
      }
    }
  }
  for (const [key, { hex }] of fileHex) parsed.colorHex.set(key, hex);
  for (const rows of parsed.colors.values()) {
    for (const { row, record } of rows) {
      if (record.hexGiven) continue;
      const key = nameKey(record.color);
      const hex = fileHex.get(key)?.hex ?? colorHex.get(key);
      if (hex === undefined) errors.add('Colores', row, 'hex', `Indica el hex: el color «${record.color}» es nuevo.`);
      else parsed.colorHex.set(key, hex);
    }
  }

  for (const rows of parsed.prices.values()) {
    const volumes = new Map<number, At<PriceRecord>>();
    const customizations = new Map<string, At<PriceRecord>>();
    const pairs = new Map<string, number>();
    for (const at of rows) {
      const { row, record } = at;
      const volume = volumes.get(record.minUnits);
      if (!volume) volumes.set(record.minUnits, at);
      else {
        const first = volume.record;
        const differs: Array<[string, boolean]> = [
          ['unidades máximas', first.maxUnits !== record.maxUnits],
          ['precio base', first.basePriceCents !== record.basePriceCents],
          ['días de personalización', first.daysCustomization !== record.daysCustomization],
        ];
        for (const [column, bad] of differs) {
          if (bad)
            errors.add(
              'Precios',
              row,
              column,
              `Difiere de la fila ${volume.row}, del mismo volumen (${record.minUnits} unidades mínimas).`,
            );
        }
      }
      if (record.printType === null) continue;
      const key = JSON.stringify([nameKey(record.printType), nameKey(record.personalization ?? '')]);
      const customization = customizations.get(key);
      if (!customization) customizations.set(key, at);
      else {
        const first = customization.record;
        if (first.maxInks !== record.maxInks)
          errors.add('Precios', row, 'tintas máximas', `Difiere de la fila ${customization.row}, de la misma personalización.`);
        if (first.printingArea !== record.printingArea)
          errors.add(
            'Precios',
            row,
            'área de impresión',
            `Difiere de la fila ${customization.row}, de la misma personalización.`,
          );
      }
      const pair = `${key}:${record.minUnits}`;
      const firstRow = pairs.get(pair);
      if (firstRow !== undefined)
        errors.add(
          'Precios',
          row,
          'unidades mínimas',
          `Esta personalización ya tiene precio para este volumen en la fila ${firstRow}.`,
        );
      else pairs.set(pair, row);
    }
    // Volumes of one product may not overlap.
    const sorted = [...volumes.values()].sort((a, b) => a.record.minUnits - b.record.minUnits);
    for (let i = 1; i < sorted.length; i++) {
      const previous = sorted[i - 1];
      const current = sorted[i];
      if (previous && current && current.record.minUnits <= previous.record.maxUnits) {
        errors.add('Precios', current.row, 'unidades mínimas', `Se traslapa con el volumen de la fila ${previous.row}.`);
      }
    }
  }
}

// ——— Import: writing ———

/** Names of a taxonomy by key, created when new (inside the import's transaction). */
class Lookup {
  private readonly ids = new Map<string, number>();
  constructor(
    rows: Array<{ id: number; name: string }>,
    private readonly create: (name: string) => Promise<number>,
  ) {
    for (const row of rows) if (!this.ids.has(nameKey(row.name))) this.ids.set(nameKey(row.name), row.id);
  }
  async id(name: string): Promise<number> {
    const key = nameKey(name);
    const existing = this.ids.get(key);
    if (existing !== undefined) return existing;
    const id = await this.create(name);
    this.ids.set(key, id);
    return id;
  }
  async idsOf(names: string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const name of names) {
      const id = await this.id(name);
      if (!ids.includes(id)) ids.push(id);
    }
    return ids;
  }
}

type Lookups = Record<'types' | 'categories' | 'materials' | 'versions' | 'printTypes' | 'colors' | 'boxTypes', Lookup>;

async function loadLookups(trx: Executor, parsed: ParsedFile): Promise<Lookups> {
  const named = async (table: TaxonomyTable) => new Lookup(await listNamed(trx, table), (name) => insertNamed(trx, table, name));
  const hexByKey = parsed.colorHex;
  return {
    types: await named('product_types'),
    categories: await named('categories'),
    materials: await named('materials'),
    versions: await named('product_versions'),
    printTypes: await named('print_types'),
    colors: new Lookup(await listColors(trx), (name) => insertColor(trx, name, hexByKey.get(nameKey(name)) ?? '#000000')),
    boxTypes: new Lookup(
      (await listBoxTypes(trx)).map((row) => ({ id: row.id, name: row.size })),
      (size) => insertBoxType(trx, size),
    ),
  };
}

async function productValues(record: ProductRecord, lookups: Lookups): Promise<ProductValues> {
  return {
    sku: record.sku,
    name: record.name,
    description: record.description,
    images: JSON.stringify(record.images),
    length: record.length,
    width: record.width,
    height: record.height,
    weight: record.weight,
    unit_measure: record.unit,
    material_id: record.material === null ? null : await lookups.materials.id(record.material),
    product_version_id: record.version === null ? null : await lookups.versions.id(record.version),
    notes: record.notes,
    is_active: record.active ? 1 : 0,
  };
}

type Quoted = Awaited<ReturnType<typeof loadQuotedRowIds>>;

type ApplyContext = {
  trx: Executor;
  parsed: ParsedFile;
  lookups: Lookups;
  quoted: Quoted;
  errors: ErrorList;
  now: string;
};

async function applyColors(c: ApplyContext, productId: number, existing: Snapshot | null, rows: Array<At<ColorRecord>>) {
  const current = new Map((existing?.colors ?? []).map((color) => [color.colorId, color]));
  for (const { record } of rows) {
    const colorId = await c.lookups.colors.id(record.color);
    const values = { stock: record.stock, images: JSON.stringify(record.images) };
    const found = current.get(colorId);
    if (found) {
      current.delete(colorId);
      if (found.stock !== record.stock || JSON.stringify(found.images) !== values.images)
        await updateProductColor(c.trx, found.rowId, values);
    } else await insertProductColor(c.trx, { product_id: productId, color_id: colorId, ...values });
  }
  const removed = [...current.values()];
  const firstRow = rows[0]?.row ?? 1;
  for (const color of removed) {
    if (c.quoted.colors.has(color.rowId))
      c.errors.add(
        'Colores',
        firstRow,
        'color',
        `El color «${color.color}» tiene cotizaciones: no se puede quitar de este producto (deja su fila, con existencias 0).`,
      );
  }
  // Quoted rows stay (the error above rolls the import back).
  await deleteProductColors(
    c.trx,
    removed.filter((color) => !c.quoted.colors.has(color.rowId)).map((color) => color.rowId),
  );
}

async function applyPrices(c: ApplyContext, productId: number, existing: Snapshot | null, rows: Array<At<PriceRecord>>) {
  const firstRow = rows[0]?.row ?? 1;
  const volumeByMin = new Map((existing?.volumes ?? []).map((v) => [v.minUnits, v.id]));
  const keptVolumes = new Map<number, number>();
  for (const { record } of rows) {
    if (keptVolumes.has(record.minUnits)) continue;
    const values = {
      minimum_units: record.minUnits,
      maximum_units: record.maxUnits,
      days_customization: record.daysCustomization,
      base_price_cents: record.basePriceCents,
    };
    const id = volumeByMin.get(record.minUnits);
    if (id !== undefined) {
      await updateSaleVolume(c.trx, id, values);
      keptVolumes.set(record.minUnits, id);
    } else keptVolumes.set(record.minUnits, await insertSaleVolume(c.trx, productId, values));
  }

  const customizationByKey = new Map(
    (existing?.customizations ?? []).map((cu) => [`${cu.printTypeId}:${nameKey(cu.personalization)}`, cu.id]),
  );
  const keptCustomizations = new Map<string, number>();
  const pivots: Array<{ customization_id: number; sale_volume_id: number; cost_per_unit_cents: number }> = [];
  for (const { record } of rows) {
    if (record.printType === null || record.personalization === null) continue;
    const printTypeId = await c.lookups.printTypes.id(record.printType);
    const key = `${printTypeId}:${nameKey(record.personalization)}`;
    let customizationId = keptCustomizations.get(key);
    if (customizationId === undefined) {
      const values = {
        print_type_id: printTypeId,
        personalization: record.personalization,
        max_number_inks: record.maxInks,
        printing_area: record.printingArea,
      };
      const id = customizationByKey.get(key);
      if (id !== undefined) await updateCustomization(c.trx, id, values);
      customizationId = id ?? (await insertCustomization(c.trx, productId, values));
      keptCustomizations.set(key, customizationId);
    }
    const volumeId = keptVolumes.get(record.minUnits);
    if (volumeId !== undefined)
      pivots.push({
        customization_id: customizationId,
        sale_volume_id: volumeId,
        cost_per_unit_cents: record.costPerUnitCents ?? 0,
      });
  }

  const keptVolumeIds = new Set(keptVolumes.values());
  const keptCustomizationIds = new Set(keptCustomizations.values());
  const removedVolumes = (existing?.volumes ?? []).filter((v) => !keptVolumeIds.has(v.id));
  const removedCustomizations = (existing?.customizations ?? []).filter((cu) => !keptCustomizationIds.has(cu.id));
  for (const volume of removedVolumes) {
    if (c.quoted.volumes.has(volume.id))
      c.errors.add(
        'Precios',
        firstRow,
        'unidades mínimas',
        `El volumen de ${volume.minUnits} unidades mínimas tiene cotizaciones: no se puede quitar.`,
      );
  }
  for (const cu of removedCustomizations) {
    if (c.quoted.customizations.has(cu.id))
      c.errors.add(
        'Precios',
        firstRow,
        'personalización',
        `La personalización «${cu.personalization}» tiene cotizaciones: no se puede quitar.`,
      );
  }
  await replacePriceRows(c.trx, [...(existing?.customizations ?? []).map((cu) => cu.id), ...keptCustomizationIds], pivots, {
    volumeIds: removedVolumes.filter((v) => !c.quoted.volumes.has(v.id)).map((v) => v.id),
    customizationIds: removedCustomizations.filter((cu) => !c.quoted.customizations.has(cu.id)).map((cu) => cu.id),
  });
}

async function boxValues(c: ApplyContext, box: BoxRecord): Promise<{ container: ContainerValues; master: MasterValues | null }> {
  const master =
    box.containers === null || box.shippingDays === null || box.deliveryCents === null
      ? null
      : {
          box_type_id: box.boxType === null ? null : await c.lookups.boxTypes.id(box.boxType),
          max_total_containers: box.containers,
          days_approx_shipping: box.shippingDays,
          base_delivery_price_cents: box.deliveryCents,
          packaging_price_cents: box.packagingCents ?? 0,
        };
  const container = {
    length: box.length,
    width: box.width,
    height: box.height,
    weight: box.weight,
    dimensions_known: box.dimensionsKnown ? 1 : 0,
  };
  return { container, master };
}

async function applyBox(c: ApplyContext, productId: number, existing: Snapshot | null, box: BoxRecord) {
  const { container, master } = await boxValues(c, box);
  await saveBox(c.trx, productId, existing?.boxIds ?? null, container, master);
}

/** Inserts new products with all their rows, a few statements for the whole list; gives their ids. */
async function createProducts(c: ApplyContext, skus: string[], dbSkus: Map<string, number>): Promise<number[]> {
  if (skus.length === 0) return [];
  const { parsed, lookups } = c;
  const values: ProductValues[] = [];
  for (const sku of skus) {
    const product = parsed.products.first(sku);
    if (product) values.push(await productValues(product.record, lookups));
  }
  const ids = await insertProducts(c.trx, values, c.now);
  const types: Array<{ product_id: number; product_type_id: number }> = [];
  const categories: Array<{ product_id: number; category_id: number }> = [];
  const colors: Array<{ product_id: number; color_id: number; stock: number | null; images: string }> = [];
  const volumes: Array<VolumeValues & { product_id: number }> = [];
  const customizations: Array<CustomizationValues & { product_id: number }> = [];
  const boxes: Array<{ product_id: number; container: ContainerValues; master: MasterValues | null }> = [];
  /** The text each customization was inserted with, by product, print type and name key. */
  const customizationText = new Map<string, string>();
  for (const sku of skus) {
    const productId = ids.get(sku);
    const product = parsed.products.first(sku)?.record;
    if (productId === undefined || !product) continue;
    dbSkus.set(sku, productId);
    for (const id of await lookups.types.idsOf(product.types)) types.push({ product_id: productId, product_type_id: id });
    for (const id of await lookups.categories.idsOf(product.categories))
      categories.push({ product_id: productId, category_id: id });
    for (const { record } of parsed.colors.get(sku) ?? []) {
      colors.push({
        product_id: productId,
        color_id: await lookups.colors.id(record.color),
        stock: record.stock,
        images: JSON.stringify(record.images),
      });
    }
    const seenVolumes = new Set<number>();
    for (const { record } of parsed.prices.get(sku) ?? []) {
      if (!seenVolumes.has(record.minUnits)) {
        seenVolumes.add(record.minUnits);
        volumes.push({
          product_id: productId,
          minimum_units: record.minUnits,
          maximum_units: record.maxUnits,
          days_customization: record.daysCustomization,
          base_price_cents: record.basePriceCents,
        });
      }
      if (record.printType === null || record.personalization === null) continue;
      const printTypeId = await lookups.printTypes.id(record.printType);
      const key = `${productId}:${printTypeId}:${nameKey(record.personalization)}`;
      if (customizationText.has(key)) continue;
      customizationText.set(key, record.personalization);
      customizations.push({
        product_id: productId,
        print_type_id: printTypeId,
        personalization: record.personalization,
        max_number_inks: record.maxInks,
        printing_area: record.printingArea,
      });
    }
    const box = parsed.boxes.first(sku)?.record;
    if (box) boxes.push({ product_id: productId, ...(await boxValues(c, box)) });
  }
  await insertProductTaxonomies(c.trx, types, categories);
  await insertProductColors(c.trx, colors);
  const volumeIds = await insertSaleVolumes(c.trx, volumes);
  const customizationIds = await insertCustomizations(c.trx, customizations);
  const pivots: Array<{ customization_id: number; sale_volume_id: number; cost_per_unit_cents: number }> = [];
  for (const sku of skus) {
    const productId = ids.get(sku);
    if (productId === undefined) continue;
    for (const { record } of parsed.prices.get(sku) ?? []) {
      if (record.printType === null || record.personalization === null) continue;
      const printTypeId = await lookups.printTypes.id(record.printType);
      const text = customizationText.get(`${productId}:${printTypeId}:${nameKey(record.personalization)}`);
      const customizationId = customizationIds.get(`${productId}:${printTypeId}:${text}`);
      const volumeId = volumeIds.get(`${productId}:${record.minUnits}`);
      if (customizationId === undefined || volumeId === undefined) throw new Error(`price rows of ${sku} were not inserted`);
      pivots.push({
        customization_id: customizationId,
        sale_volume_id: volumeId,
        cost_per_unit_cents: record.costPerUnitCents ?? 0,
      });
    }
  }
  await insertCustomizationSaleVolumes(c.trx, pivots);
  await insertBoxes(c.trx, boxes);
  return [...ids.values()];
}

/** SKUs listed in an import's audit entry, per kind of change; the rest are only counted. */
export const AUDIT_SKU_LIMIT = 200;

export type ImportOptions = {
  dryRun: boolean;
  now: string;
  /** Who imports which file: a successful import records one audit entry (not on a dry run). */
  audit?: { actorId: number | null; fileName: string; kind: FileKind; via: 'api' | 'cli' };
  /** Rows read so far (reading), then SKUs compared so far of `total` (writing). */
  onProgress?: (phase: 'read' | 'write', done: number, total: number) => void;
};

class DryRunDone extends Error {
  constructor(readonly report: CatalogueImportReport) {
    super('dry run');
  }
}

/**
 * Imports a catalogue file (`kind` from its content): upsert by SKU; the rows of a SKU in a sheet
 * replace that product's rows of that sheet; nothing else is touched. All or nothing: throws
 * CatalogueImportRejected with every bad cell, and writes nothing on a dry run.
 */
export async function importCatalogueFile(
  db: Db,
  path: string,
  kind: FileKind,
  options: ImportOptions,
): Promise<CatalogueImportReport> {
  const errors = new ErrorList();
  let rowsRead = 0;
  const pacer = new HeapPacer();
  const parsed = await parseFile(path, kind, errors, () => {
    rowsRead += 1;
    if (rowsRead % 1000 === 0) {
      options.onProgress?.('read', rowsRead, 0);
      pacer.check();
    }
  });
  if (parsed.sheets.length === 0) throw new CatalogueImportRejected([], 0, CATALOGUE_IMPORT_MESSAGES.empty);

  const dbSkus = await listAllSkus(db);
  const colorHex = new Map((await listColors(db)).map((row) => [nameKey(row.name), row.hex]));
  checkAcrossRows(parsed, dbSkus, colorHex, errors);
  if (errors.count > 0) throw errors.reject();

  const skus = [
    ...new Set([
      ...parsed.products.keys(),
      ...parsed.colors.keys(),
      ...parsed.prices.keys(),
      ...parsed.boxes.keys(),
      ...parsed.related.keys(),
    ]),
  ].sort();
  const report: CatalogueImportReport = { created: 0, updated: 0, unchanged: 0, dry_run: options.dryRun };

  try {
    await db.transaction().execute(async (trx) => {
      const lookups = await loadLookups(trx, parsed);
      const c: ApplyContext = { trx, parsed, lookups, quoted: await loadQuotedRowIds(trx), errors, now: options.now };

      // A changed hex belongs to the colour everywhere.
      for (const [key, { hex, name }] of parsed.fileHex) {
        const current = colorHex.get(key);
        if (current !== undefined && current !== hex) {
          await updateColorHex(trx, await lookups.colors.id(name), hex);
          colorHex.set(key, hex);
        }
      }

      const relatedChanges: Array<{ sku: string; related: string[] }> = [];
      const createdSkus: string[] = [];
      const updatedSkus: string[] = [];
      for (let start = 0; start < skus.length; start += CHUNK_SIZE) {
        const chunk = skus.slice(start, start + CHUNK_SIZE);
        const existingIds = chunk.flatMap((sku) => dbSkus.get(sku) ?? []);
        const snapshots = new Map((await loadSnapshots(trx, existingIds)).map((s) => [s.product.sku, s]));
        const changedIds: number[] = [];
        const fresh: string[] = [];
        for (const sku of chunk) {
          const existing = snapshots.get(sku) ?? null;
          const product = parsed.products.first(sku);
          const colors = parsed.colors.get(sku);
          const prices = parsed.prices.get(sku);
          const box = parsed.boxes.first(sku);
          const related = parsed.related.get(sku)?.map((r) => r.record);
          const productChanged =
            product !== undefined && (!existing || productSignature(product.record) !== productSignature(existing.product));
          const colorsChanged =
            colors !== undefined &&
            (!existing || colorsSignature(colors.map((r) => r.record)) !== colorsSignature(existing.colors));
          const pricesChanged =
            prices !== undefined &&
            (!existing || pricesSignature(prices.map((r) => r.record)) !== pricesSignature(existing.prices));
          const boxChanged = box !== undefined && (!existing || boxSignature(box.record) !== boxSignature(existing.box));
          const relatedChanged =
            related !== undefined && (!existing || JSON.stringify(related) !== JSON.stringify(existing.related));
          if (existing && !productChanged && !colorsChanged && !pricesChanged && !boxChanged && !relatedChanged) {
            report.unchanged += 1;
            continue;
          }

          if (!existing) {
            // checkAcrossRows made sure a new SKU is in `Productos`; new products go in bulk below.
            if (product) {
              fresh.push(sku);
              if (createdSkus.length < AUDIT_SKU_LIMIT) createdSkus.push(sku);
            }
            if (related) relatedChanges.push({ sku, related });
            continue;
          }
          const productId = existing.id;
          if (productChanged && product) await updateProduct(trx, productId, await productValues(product.record, lookups), c.now);
          else await touchProduct(trx, productId, c.now);
          report.updated += 1;
          if (updatedSkus.length < AUDIT_SKU_LIMIT) updatedSkus.push(sku);
          if (productChanged && product) {
            await replaceProductTaxonomies(
              trx,
              productId,
              await lookups.types.idsOf(product.record.types),
              await lookups.categories.idsOf(product.record.categories),
            );
          }
          if (colorsChanged && colors) await applyColors(c, productId, existing, colors);
          if (pricesChanged && prices) await applyPrices(c, productId, existing, prices);
          if (boxChanged && box) await applyBox(c, productId, existing, box.record);
          if (relatedChanged && related) relatedChanges.push({ sku, related });
          changedIds.push(productId);
        }
        const created = await createProducts(c, fresh, dbSkus);
        report.created += created.length;
        await refreshProductDerived(trx, [...changedIds, ...created]);
        options.onProgress?.('write', Math.min(start + CHUNK_SIZE, skus.length), skus.length);
        pacer.check();
      }
      for (const { sku, related } of relatedChanges) {
        const productId = dbSkus.get(sku);
        if (productId === undefined) continue;
        await replaceRelated(
          trx,
          productId,
          related.flatMap((relatedSku) => dbSkus.get(relatedSku) ?? []),
        );
      }
      if (errors.count > 0) throw errors.reject();
      if (options.dryRun) throw new DryRunDone(report);
      if (options.audit) {
        await recordAudit(trx, {
          actorId: options.audit.actorId,
          action: 'import',
          entityType: 'catalogue',
          entityId: null,
          before: null,
          after: {
            file_name: options.audit.fileName,
            kind: options.audit.kind,
            via: options.audit.via,
            created: report.created,
            updated: report.updated,
            unchanged: report.unchanged,
            // In SKU order, the first AUDIT_SKU_LIMIT of each list.
            created_skus: createdSkus,
            updated_skus: updatedSkus,
            more_created: report.created - createdSkus.length,
            more_updated: report.updated - updatedSkus.length,
          },
          now: options.now,
        });
      }
    });
  } catch (error) {
    if (error instanceof DryRunDone) return error.report;
    throw error;
  }
  return report;
}

// ——— For the API ———

/** Starts writing the export into `output` and gives the file name; a failure ends the download early. */
export function streamCatalogueExport(ctx: AppContext, format: CatalogueExportFormat, output: Writable): string {
  exportCatalogue(ctx.db, format, output).catch((error: unknown) => {
    ctx.log.error({ err: error }, 'catalogue export failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return exportFileName(format, ctx.clock.now());
}

export type ImportOutcome =
  | { kind: 'done'; message: string; report: CatalogueImportReport }
  | { kind: 'rejected'; body: { message: string; code: 'VALIDATION_FAILED'; errors: CatalogueCellError[]; more_errors: number } };

/** Checks and imports an uploaded file; on success the operators' catalogue shows it at once. */
export async function importCatalogue(
  ctx: AppContext,
  filePath: string,
  options: { dryRun: boolean; actorId: number; fileName: string },
): Promise<ImportOutcome> {
  const kind = await sniffFileKind(filePath);
  if (kind === null) throw new AppError(415, CATALOGUE_IMPORT_MESSAGES.notSpreadsheet);
  try {
    const report = await importCatalogueFile(ctx.db, filePath, kind, {
      dryRun: options.dryRun,
      now: ctx.clock.now().toISOString(),
      audit: { actorId: options.actorId, fileName: options.fileName, kind, via: 'api' },
    });
    // Also with 0 products changed: a colour's hex may have changed.
    if (!options.dryRun) await invalidateCatalogue(ctx);
    return { kind: 'done', message: importMessage(report), report };
  } catch (error) {
    if (error instanceof UnreadableFileError) throw new AppError(415, CATALOGUE_IMPORT_MESSAGES.notSpreadsheet);
    if (error instanceof CatalogueImportRejected) {
      return {
        kind: 'rejected',
        body: { message: error.message, code: 'VALIDATION_FAILED', errors: error.errors, more_errors: error.moreErrors },
      };
    }
    throw error;
  }
}

/** «Revisión sin cambios: 1 producto nuevo, 2 con cambios, 30 iguales.» */
export function importMessage(report: CatalogueImportReport): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const figures = `${count(report.created, 'producto nuevo', 'productos nuevos')}, ${count(report.updated, 'con cambios', 'con cambios')}, ${count(report.unchanged, 'igual', 'iguales')}`;
  return report.dry_run ? `Revisión terminada, no se guardó nada: ${figures}.` : `Catálogo importado: ${figures}.`;
}
