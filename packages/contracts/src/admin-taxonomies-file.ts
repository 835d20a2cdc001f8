// The catalogue's named lists for admins (issue 14, decision 030), without zod: the web app imports
// these constants as values (docs/decisions/012: no zod in the bundles). Schemas: admin-taxonomies.ts.

/** The kinds in the URL (`/admin/catalogue/taxonomies/{kind}`), in the order the screen shows them. */
export const TAXONOMY_KINDS = ['categories', 'product-types', 'materials', 'colors', 'print-types', 'versions'] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];

/** Kinds that carry an image (multipart field `image`). */
export const TAXONOMY_IMAGE_KINDS: readonly TaxonomyKind[] = ['categories', 'product-types'];

/** Multipart field of the image of a category or product type. */
export const TAXONOMY_IMAGE_FIELD = 'image';
/** Largest image accepted (the content images' limit, CONTENT_IMAGE_MAX_BYTES in admin-content.ts). */
export const TAXONOMY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Width the image is re-encoded to (WebP, never enlarged). */
export const TAXONOMY_IMAGE_WIDTH = 800;
/** Longest name accepted. */
export const TAXONOMY_NAME_MAX = 100;

/** Spanish names of each kind: the list (plural), one entry (singular) and its grammatical gender. */
export const TAXONOMY_LABELS: Record<TaxonomyKind, { plural: string; singular: string; feminine: boolean }> = {
  // The operators' filter calls categories «Temporadas» (seasons such as Navidad).
  categories: { plural: 'Categorías (temporadas)', singular: 'categoría', feminine: true },
  'product-types': { plural: 'Tipos de producto', singular: 'tipo de producto', feminine: false },
  materials: { plural: 'Materiales', singular: 'material', feminine: false },
  colors: { plural: 'Colores', singular: 'color', feminine: false },
  'print-types': { plural: 'Técnicas de impresión', singular: 'técnica de impresión', feminine: true },
  // The operators' filter calls them «Versiones de producto» (Estándar, Ecológico…).
  versions: { plural: 'Versiones de producto', singular: 'versión de producto', feminine: true },
};

export const TAXONOMY_MESSAGES = {
  nameRequired: 'El campo nombre es requerido.',
  nameTooLong: `El campo nombre no debe exceder ${TAXONOMY_NAME_MAX} caracteres.`,
  hexRequired: 'El campo color hexadecimal es requerido.',
  hexFormat: 'Debe ser un color hexadecimal, por ejemplo #1A2B3C.',
  hexNotAllowed: 'Solo los colores llevan un color hexadecimal.',
  imageNotAllowed: 'Solo las categorías y los tipos de producto llevan imagen.',
  intoRequired: 'Elige la entrada con la que se fusiona.',
  intoSelf: 'Elige una entrada distinta de la que se fusiona.',
  intoMissing: 'La entrada con la que se fusiona no existe.',
  kind: 'La clasificación debe ser categories, product-types, materials, colors, print-types o versions.',
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Ya existe una categoría con ese nombre.' */
export function taxonomyNameTaken(kind: TaxonomyKind): string {
  const label = TAXONOMY_LABELS[kind];
  return `Ya existe ${label.feminine ? 'una' : 'un'} ${label.singular} con ese nombre.`;
}

/** 'La categoría no existe.' */
export function taxonomyNotFound(kind: TaxonomyKind): string {
  const label = TAXONOMY_LABELS[kind];
  return `${label.feminine ? 'La' : 'El'} ${label.singular} no existe.`;
}

/** What still uses an entry. */
export type TaxonomyUsage = { products: number; quotations: number; banners: number };

/** 'la usan 3 productos y 2 cotizaciones' (empty when nothing uses it). */
export function describeUsage(usage: TaxonomyUsage): string {
  const parts: string[] = [];
  if (usage.products > 0) parts.push(plural(usage.products, 'producto', 'productos'));
  if (usage.quotations > 0) parts.push(plural(usage.quotations, 'cotización', 'cotizaciones'));
  if (usage.banners > 0) parts.push(plural(usage.banners, 'banner', 'banners'));
  if (parts.length === 0) return '';
  const total = usage.products + usage.quotations + usage.banners;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
  return `${total === 1 ? 'la usa' : 'la usan'} ${list}`;
}

/** 'No se puede eliminar: la usan 3 productos.' */
export function taxonomyInUse(usage: TaxonomyUsage): string {
  return `No se puede eliminar: ${describeUsage(usage)}. Fusiónala con otra entrada para conservar esos usos.`;
}

/** 'Categoría eliminada.' */
export function taxonomyDeleted(kind: TaxonomyKind): string {
  const label = TAXONOMY_LABELS[kind];
  return `${capitalize(label.singular)} ${label.feminine ? 'eliminada' : 'eliminado'}.`;
}

/** '«Gorras» se fusionó con «Gorra»: 3 productos pasaron a «Gorra».' */
export function taxonomyMerged(from: string, into: string, products: number): string {
  return `«${from}» se fusionó con «${into}»: ${plural(products, 'producto pasó', 'productos pasaron')} a «${into}».`;
}

/** Colours: products that have both colours cannot be merged automatically. */
export function colorMergeConflict(skus: string[]): string {
  const shown = skus.slice(0, 5).join(', ') + (skus.length > 5 ? '…' : '');
  return `No se puede fusionar: ${plural(skus.length, 'producto tiene', 'productos tienen')} los dos colores (${shown}). Quita uno de los dos en esos productos primero.`;
}

/** Print types: a product with the same personalization under both techniques. */
export function printTypeMergeConflict(skus: string[]): string {
  const shown = skus.slice(0, 5).join(', ') + (skus.length > 5 ? '…' : '');
  return `No se puede fusionar: ${plural(skus.length, 'producto tiene', 'productos tienen')} la misma personalización con las dos técnicas (${shown}). Corrige sus precios primero.`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
