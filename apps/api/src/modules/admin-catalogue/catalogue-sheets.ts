import type { CatalogueSheet } from '@cotizador/contracts/admin-catalogue';
import { normalizeSearchText } from '@cotizador/domain/search';

// The catalogue spreadsheet (decision 025, docs/catalogue-spreadsheet.md): the columns of every
// sheet, the records one row stands for, and how a cell is read and written. Pure: no I/O.

export type ProductRecord = {
  sku: string;
  name: string;
  description: string;
  types: string[];
  categories: string[];
  material: string | null;
  version: string | null;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  unit: string | null;
  notes: string | null;
  images: string[];
  active: boolean;
};

export type ColorRecord = { color: string; hex: string; stock: number | null; images: string[] };

/** One row of `Precios`: a sale volume, and the cost of one customization at that volume. */
export type PriceRecord = {
  printType: string | null;
  personalization: string | null;
  maxInks: number | null;
  printingArea: string | null;
  minUnits: number;
  maxUnits: number;
  basePriceCents: number;
  daysCustomization: number;
  costPerUnitCents: number | null;
};

export type BoxRecord = {
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  dimensionsKnown: boolean;
  /** Master box fields: all null when the product has no master box. */
  boxType: string | null;
  containers: number | null;
  shippingDays: number | null;
  deliveryCents: number | null;
  packagingCents: number | null;
};

export type Cell = string | number | boolean | null;

// ——— Columns ———

export const PRODUCT_COLUMNS = [
  'sku',
  'nombre',
  'descripción',
  'tipos',
  'categorías',
  'material',
  'versión',
  'largo',
  'ancho',
  'alto',
  'peso',
  'unidad de medida',
  'notas',
  'imágenes',
  'activo',
] as const;
export const COLOR_COLUMNS = ['sku', 'color', 'hex', 'existencias', 'imágenes'] as const;
export const PRICE_COLUMNS = [
  'sku',
  'tipo de impresión',
  'personalización',
  'tintas máximas',
  'área de impresión',
  'unidades mínimas',
  'unidades máximas',
  'precio base',
  'días de personalización',
  'costo por unidad',
] as const;
export const BOX_COLUMNS = [
  'sku',
  'largo caja',
  'ancho caja',
  'alto caja',
  'peso caja',
  'medidas conocidas',
  'caja maestra',
  'cajas por caja maestra',
  'días de envío',
  'precio de envío',
  'precio de empaque',
] as const;
export const RELATED_COLUMNS = ['sku', 'sku relacionado'] as const;

export const SHEET_COLUMNS: Record<CatalogueSheet, readonly string[]> = {
  Productos: PRODUCT_COLUMNS,
  Colores: COLOR_COLUMNS,
  Precios: PRICE_COLUMNS,
  Cajas: BOX_COLUMNS,
  Relacionados: RELATED_COLUMNS,
};

/** Suggested column widths (characters) for a comfortable first look in a spreadsheet program. */
export const SHEET_WIDTHS: Record<CatalogueSheet, readonly number[]> = {
  Productos: [14, 36, 60, 24, 24, 16, 14, 8, 8, 8, 8, 10, 24, 40, 8],
  Colores: [14, 18, 10, 12, 50],
  Precios: [14, 20, 22, 10, 18, 10, 10, 12, 12, 12],
  Cajas: [14, 10, 10, 10, 10, 12, 16, 12, 10, 12, 12],
  Relacionados: [14, 16],
};

/** Lists inside one cell (types, categories, images) are separated by `;` (or line breaks). */
export const LIST_SEPARATOR = '; ';

/** Accent- and case-insensitive key of a name (types, categories, materials, colours, print types…). */
export function nameKey(name: string): string {
  return normalizeSearchText(name);
}

// ——— Writing ———

const yesNo = (value: boolean) => (value ? 'sí' : 'no');
const pesos = (cents: number | null) => (cents === null ? null : Math.round(cents) / 100);
const list = (items: string[]) => (items.length > 0 ? items.join(LIST_SEPARATOR) : null);

export function productRow(p: ProductRecord): Cell[] {
  return [
    p.sku,
    p.name,
    p.description,
    list(p.types),
    list(p.categories),
    p.material,
    p.version,
    p.length,
    p.width,
    p.height,
    p.weight,
    p.unit,
    p.notes,
    list(p.images),
    yesNo(p.active),
  ];
}

export function colorRow(sku: string, c: ColorRecord): Cell[] {
  return [sku, c.color, c.hex, c.stock, list(c.images)];
}

export function priceRow(sku: string, p: PriceRecord): Cell[] {
  return [
    sku,
    p.printType,
    p.personalization,
    p.maxInks,
    p.printingArea,
    p.minUnits,
    p.maxUnits,
    pesos(p.basePriceCents),
    p.daysCustomization,
    pesos(p.costPerUnitCents),
  ];
}

export function boxRow(sku: string, b: BoxRecord): Cell[] {
  return [
    sku,
    b.length,
    b.width,
    b.height,
    b.weight,
    yesNo(b.dimensionsKnown),
    b.boxType,
    b.containers,
    b.shippingDays,
    pesos(b.deliveryCents),
    pesos(b.packagingCents),
  ];
}

// ——— Reading ———

/** A row of a sheet read by header name; every failed cell leaves a message and gives null. */
export class RowReader {
  readonly errors: Array<{ column: string; message: string }> = [];

  constructor(private readonly cells: Map<string, Cell>) {}

  private raw(column: string): Cell {
    return this.cells.get(column) ?? null;
  }

  private fail(column: string, message: string): null {
    this.errors.push({ column, message });
    return null;
  }

  /** Trimmed text, or null when empty. */
  text(column: string, options: { required?: boolean; max?: number } = {}): string | null {
    const value = this.raw(column);
    const text = value === null ? '' : typeof value === 'string' ? value.trim() : String(value);
    if (text === '') return options.required ? this.fail(column, 'Este campo es obligatorio.') : null;
    const max = options.max ?? 255;
    if (text.length > max) return this.fail(column, `Admite a lo más ${max} caracteres.`);
    return text;
  }

  list(column: string, max = 100): string[] {
    const text = this.text(column, { max: 10_000 });
    if (text === null) return [];
    const items = [...new Set(text.split(/[;\n\r]+/u).map((item) => item.trim()))].filter((item) => item !== '');
    const tooLong = items.find((item) => item.length > 255);
    if (tooLong) return this.fail(column, 'Cada elemento admite a lo más 255 caracteres.') ?? [];
    if (items.length > max) return this.fail(column, `Admite a lo más ${max} elementos.`) ?? [];
    return items;
  }

  private number(column: string): number | null | undefined {
    const value = this.raw(column);
    if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
    if (typeof value === 'number') return Number.isFinite(value) ? value : this.fail(column, 'Debe ser un número.');
    if (typeof value === 'boolean') return this.fail(column, 'Debe ser un número.');
    const cleaned = value.trim().replace(/^\$\s*/u, '');
    if (!/^-?\d+(\.\d+)?$/u.test(cleaned)) return this.fail(column, 'Debe ser un número (con punto decimal).');
    return Number(cleaned);
  }

  /** Non-negative decimal (measures, weights). */
  decimal(column: string, options: { required?: boolean } = {}): number | null {
    const value = this.number(column);
    if (value === undefined) return options.required ? this.fail(column, 'Este campo es obligatorio.') : null;
    if (value === null) return null;
    if (value < 0) return this.fail(column, 'No puede ser negativo.');
    if (value > 1_000_000) return this.fail(column, 'Es demasiado grande.');
    return value;
  }

  integer(column: string, options: { required?: boolean; min?: number } = {}): number | null {
    const value = this.number(column);
    if (value === undefined) return options.required ? this.fail(column, 'Este campo es obligatorio.') : null;
    if (value === null) return null;
    if (!Number.isInteger(value)) return this.fail(column, 'Debe ser un número entero.');
    const min = options.min ?? 0;
    if (value < min) return this.fail(column, `Debe ser al menos ${min}.`);
    if (value > 100_000_000) return this.fail(column, 'Es demasiado grande.');
    return value;
  }

  /** Pesos with at most 2 decimals, as centavos. */
  money(column: string, options: { required?: boolean } = {}): number | null {
    const value = this.number(column);
    if (value === undefined) return options.required ? this.fail(column, 'Este campo es obligatorio.') : null;
    if (value === null) return null;
    if (value < 0) return this.fail(column, 'No puede ser negativo.');
    if (value > 10_000_000) return this.fail(column, 'Es demasiado grande.');
    const cents = Math.round(value * 100);
    if (Math.abs(cents - value * 100) > 1e-6) return this.fail(column, 'Admite a lo más 2 decimales.');
    return cents;
  }

  /** sí/no (also si, s, 1, x, verdadero / n, 0, falso); empty gives `fallback`. */
  yesNo(column: string, fallback: boolean): boolean {
    const value = this.raw(column);
    if (typeof value === 'boolean') return value;
    if (typeof value === 'number') {
      if (value === 1) return true;
      if (value === 0) return false;
      return this.fail(column, 'Escribe «sí» o «no».') ?? fallback;
    }
    const text = nameKey(value ?? '');
    if (text === '') return fallback;
    if (['si', 's', 'x', 'verdadero', 'true', 'yes'].includes(text)) return true;
    if (['no', 'n', 'falso', 'false'].includes(text)) return false;
    return this.fail(column, 'Escribe «sí» o «no».') ?? fallback;
  }

  /** #RRGGBB (upper case); `#` optional, three-digit form expanded. */
  hex(column: string): string | null {
    const text = this.text(column, { max: 20 });
    if (text === null) return null;
    const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/iu.exec(text);
    if (!match?.[1]) return this.fail(column, 'Debe ser un color hexadecimal, por ejemplo #1A2B3C.');
    const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
    return `#${digits.toUpperCase()}`;
  }
}

// ——— Comparing ———

const sortedKeys = (names: string[]) => names.map(nameKey).sort();

/** What the import compares to tell a changed product from an unchanged one (names by key). */
export function productSignature(p: ProductRecord): string {
  return JSON.stringify([
    p.name,
    p.description,
    sortedKeys(p.types),
    sortedKeys(p.categories),
    p.material === null ? null : nameKey(p.material),
    p.version === null ? null : nameKey(p.version),
    p.length,
    p.width,
    p.height,
    p.weight,
    p.unit,
    p.notes,
    p.images,
    p.active,
  ]);
}

export function colorsSignature(colors: ColorRecord[]): string {
  return JSON.stringify(
    colors.map((c) => [nameKey(c.color), c.hex.toUpperCase(), c.stock, c.images]).sort((a, b) => compare(a[0], b[0])),
  );
}

export function pricesSignature(prices: PriceRecord[]): string {
  return JSON.stringify(
    prices
      .map((p) => [
        p.printType === null ? '' : nameKey(p.printType),
        p.personalization ?? '',
        p.maxInks,
        p.printingArea,
        p.minUnits,
        p.maxUnits,
        p.basePriceCents,
        p.daysCustomization,
        p.costPerUnitCents,
      ])
      .sort((a, b) => compare(JSON.stringify(a), JSON.stringify(b))),
  );
}

export function boxSignature(box: BoxRecord | null): string {
  if (!box) return 'null';
  return JSON.stringify([
    box.length,
    box.width,
    box.height,
    box.weight,
    box.dimensionsKnown,
    box.boxType === null ? null : nameKey(box.boxType),
    box.containers,
    box.shippingDays,
    box.deliveryCents,
    box.containers === null ? null : box.packagingCents,
  ]);
}

function compare(a: unknown, b: unknown): number {
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
