// The product editor's rules and messages (issue 14, decision 029), without zod: the web app mirrors
// the server's checks with these (docs/decisions/012: no zod in the bundles). The schemas are in
// admin-products.ts.

/** Letters, digits, dot, dash and underscore; starts with a letter or digit; up to 64 characters. */
export const PRODUCT_SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
export const PRODUCT_HEX_PATTERN = /^#[0-9A-Fa-f]{6}$/;
/** Product and colour pictures: a path served by the API (`/media/…`) or an https address. */
export const PRODUCT_IMAGE_PATTERN = /^(\/media\/[A-Za-z0-9._/-]+|https:\/\/\S+)$/;
export const PRODUCT_NAME_MAX = 255;
export const PRODUCT_IMAGES_MAX = 10;
export const PRODUCT_LIST_PAGE_SIZES = [20, 50, 100] as const;

/** Multipart field of an uploaded product picture, and what the upload produces. */
export const PRODUCT_IMAGE_FIELD = 'file';
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_IMAGE_WIDTH = 800;
export const PRODUCT_THUMB_WIDTH = 400;

export const PRODUCT_MESSAGES = {
  skuRequired: 'El campo SKU es requerido.',
  skuFormat: 'El SKU solo admite letras, números, punto, guion y guion bajo, sin espacios (hasta 64 caracteres).',
  skuTaken: 'Ya existe un producto con este SKU.',
  nameRequired: 'El campo nombre es requerido.',
  nameMax: `El campo nombre no debe exceder ${PRODUCT_NAME_MAX} caracteres.`,
  textMax: 'El texto es demasiado largo.',
  number: 'Debe ser un número mayor o igual que 0.',
  integer: 'Debe ser un número entero mayor o igual que 0.',
  minUnits: 'Las unidades mínimas deben ser al menos 1.',
  maxBelowMin: 'Las unidades máximas deben ser mayores o iguales que las mínimas.',
  volumeOverlap: 'Este volumen se encima con otro volumen de la lista.',
  hex: 'Debe ser un color hexadecimal, por ejemplo #1A2B3C.',
  colorRequired: 'El campo color es requerido.',
  colorRepeated: 'Este color ya está en la lista del producto.',
  image: 'La imagen debe ser una dirección /media/… o https://…',
  imagesMax: `Máximo ${PRODUCT_IMAGES_MAX} imágenes.`,
  unknownOption: 'La opción seleccionada no existe.',
  printTypeRequired: 'El campo tipo de impresión es requerido.',
  personalizationRequired: 'El campo personalización es requerido.',
  customizationRepeated: 'Esta personalización ya está en la lista con el mismo tipo de impresión.',
  costVolume: 'El costo debe ser de uno de los volúmenes del producto.',
  costRepeated: 'Este volumen ya tiene costo en esta personalización.',
  relatedSelf: 'Un producto no puede relacionarse consigo mismo.',
  relatedUnknown: 'El producto relacionado no existe.',
  relatedRepeated: 'Este producto relacionado está repetido.',
  containersMin: 'Debe ser al menos 1.',
  notFound: 'El producto no existe.',
  quotedColor: (name: string) =>
    `El color «${name}» tiene cotizaciones: no se puede quitar de este producto (déjalo con existencias 0).`,
  quotedVolume: (min: number) => `El volumen de ${min} unidades mínimas tiene cotizaciones: no se puede quitar.`,
  quotedCustomization: (name: string) => `La personalización «${name}» tiene cotizaciones: no se puede quitar.`,
  created: 'Producto creado.',
  updated: 'Producto actualizado.',
  imageRequired: 'Adjunta una imagen PNG, JPG o WebP.',
} as const;
