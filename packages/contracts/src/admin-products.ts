import { z } from 'zod';
import { adminPage, adminPageQuery } from './admin-accounts.ts';
import {
  PRODUCT_MESSAGES as M,
  PRODUCT_HEX_PATTERN,
  PRODUCT_IMAGE_PATTERN,
  PRODUCT_IMAGES_MAX,
  PRODUCT_LIST_PAGE_SIZES,
  PRODUCT_NAME_MAX,
  PRODUCT_SKU_PATTERN,
} from './admin-products-rules.ts';
import { idSchema } from './ids.ts';

export * from './admin-products-rules.ts';

// The admin's products table and product editor (issue 14, decision 029): GET list, GET one,
// POST (201), PATCH (nested lists replace the product's rows), the taxonomies for the selects and
// the picture upload. Money is in centavos; every id is checked against the database by the API.

// ——— List ———

export const adminProductsQuery = adminPageQuery.extend({
  per_page: z.coerce
    .number({ error: 'El campo tamaño debe ser un número.' })
    .int('El campo tamaño debe ser un número entero.')
    .refine(
      (v) => (PRODUCT_LIST_PAGE_SIZES as readonly number[]).includes(v),
      `El campo tamaño debe ser ${PRODUCT_LIST_PAGE_SIZES.join(', ')}.`,
    )
    .default(20),
  type: idSchema('El tipo de producto no es válido.').optional(),
  active: z.enum(['1', '0'], { error: 'El campo activo debe ser 1 o 0.' }).optional(),
});
export type AdminProductsQuery = z.input<typeof adminProductsQuery>;

export const adminProductRowSchema = z.object({
  id: z.number(),
  sku: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  is_active: z.boolean(),
  colors: z.array(z.object({ name: z.string(), hex: z.string(), stock: z.number().nullable() })),
  total_stock: z.number(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;
export const adminProductsResponse = adminPage(adminProductRowSchema);
export type AdminProductsResponse = z.infer<typeof adminProductsResponse>;

// ——— One product ———

export const adminProductSchema = z.object({
  id: z.number(),
  sku: z.string(),
  name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  length: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  unit_measure: z.string().nullable(),
  material_id: z.number().nullable(),
  product_version_id: z.number().nullable(),
  notes: z.string().nullable(),
  is_active: z.boolean(),
  type_ids: z.array(z.number()),
  category_ids: z.array(z.number()),
  colors: z.array(
    z.object({
      id: z.number(),
      color_id: z.number(),
      name: z.string(),
      hex: z.string(),
      stock: z.number().nullable(),
      images: z.array(z.string()),
      quoted: z.boolean(),
    }),
  ),
  sale_volumes: z.array(
    z.object({
      id: z.number(),
      minimum_units: z.number(),
      maximum_units: z.number(),
      days_customization: z.number(),
      base_price_cents: z.number(),
      quoted: z.boolean(),
    }),
  ),
  customizations: z.array(
    z.object({
      id: z.number(),
      print_type_id: z.number(),
      personalization: z.string(),
      max_number_inks: z.number().nullable(),
      printing_area: z.string().nullable(),
      costs: z.array(z.object({ minimum_units: z.number(), cost_per_unit_cents: z.number() })),
      quoted: z.boolean(),
    }),
  ),
  box: z
    .object({
      length: z.number().nullable(),
      width: z.number().nullable(),
      height: z.number().nullable(),
      weight: z.number().nullable(),
      dimensions_known: z.boolean(),
      master: z
        .object({
          box_type_id: z.number().nullable(),
          max_total_containers: z.number(),
          days_approx_shipping: z.number(),
          base_delivery_price_cents: z.number(),
          packaging_price_cents: z.number(),
        })
        .nullable(),
    })
    .nullable(),
  related: z.array(z.object({ id: z.number(), sku: z.string(), name: z.string() })),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductResponse = z.object({ product: adminProductSchema });
export type AdminProductResponse = z.infer<typeof adminProductResponse>;
export const adminProductSaveResponse = z.object({ message: z.string(), product: adminProductSchema });
export type AdminProductSaveResponse = z.infer<typeof adminProductSaveResponse>;

// ——— Options for the selects ———

const named = z.array(z.object({ id: z.number(), name: z.string() }));
export const adminCatalogueOptionsResponse = z.object({
  types: named,
  categories: named,
  materials: named,
  versions: named,
  colors: z.array(z.object({ id: z.number(), name: z.string(), hex: z.string() })),
  print_types: named,
  box_types: named,
});
export type AdminCatalogueOptions = z.infer<typeof adminCatalogueOptionsResponse>;

// ——— Create and change ———

const MAX_INT = 2_147_483_647;
const measure = z.number({ error: M.number }).min(0, M.number).max(1_000_000, M.number).nullable();
const count = (message: string = M.integer) => z.number({ error: message }).int(message).min(0, message).max(MAX_INT, message);
const money = count();
const optionId = idSchema(M.unknownOption);
const optionalText = (max: number) => z.string().trim().max(max, M.textMax).nullable();
const images = z
  .array(z.string().trim().max(500, M.image).regex(PRODUCT_IMAGE_PATTERN, M.image), { error: M.image })
  .max(PRODUCT_IMAGES_MAX, M.imagesMax);

const colorInput = z.object({
  /** An existing colour; without it the name is matched (accent- and case-insensitively) or created. */
  color_id: optionId.nullable().optional(),
  name: z.string({ error: M.colorRequired }).trim().min(1, M.colorRequired).max(100, M.textMax),
  hex: z.string({ error: M.hex }).regex(PRODUCT_HEX_PATTERN, M.hex),
  stock: count().nullable(),
  images,
});

const volumeInput = z
  .object({
    minimum_units: z.number({ error: M.minUnits }).int(M.minUnits).min(1, M.minUnits).max(MAX_INT, M.integer),
    maximum_units: z.number({ error: M.minUnits }).int(M.minUnits).min(1, M.minUnits).max(MAX_INT, M.integer),
    days_customization: count(),
    base_price_cents: money,
  })
  .refine((v) => v.maximum_units >= v.minimum_units, { message: M.maxBelowMin, path: ['maximum_units'] });

const customizationInput = z.object({
  print_type_id: idSchema(M.printTypeRequired),
  personalization: z.string({ error: M.personalizationRequired }).trim().min(1, M.personalizationRequired).max(255, M.textMax),
  max_number_inks: count().nullable(),
  printing_area: optionalText(255),
  costs: z.array(
    z.object({
      minimum_units: z.number({ error: M.costVolume }).int(M.costVolume).min(1, M.costVolume),
      cost_per_unit_cents: money,
    }),
  ),
});

const boxInput = z.object({
  length: measure,
  width: measure,
  height: measure,
  weight: measure,
  dimensions_known: z.boolean(),
  master: z
    .object({
      box_type_id: optionId.nullable(),
      max_total_containers: z.number({ error: M.containersMin }).int(M.containersMin).min(1, M.containersMin).max(MAX_INT),
      days_approx_shipping: count(),
      base_delivery_price_cents: money,
      packaging_price_cents: money,
    })
    .nullable(),
});

const productFields = {
  sku: z.string({ error: M.skuRequired }).trim().min(1, M.skuRequired).regex(PRODUCT_SKU_PATTERN, M.skuFormat),
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(PRODUCT_NAME_MAX, M.nameMax),
  description: z.string().trim().max(10_000, M.textMax),
  images,
  length: measure,
  width: measure,
  height: measure,
  weight: measure,
  unit_measure: optionalText(20),
  material_id: optionId.nullable(),
  product_version_id: optionId.nullable(),
  notes: optionalText(2000),
  is_active: z.boolean(),
  type_ids: z.array(optionId),
  category_ids: z.array(optionId),
  colors: z.array(colorInput).max(100),
  sale_volumes: z.array(volumeInput).max(50),
  customizations: z.array(customizationInput).max(50),
  box: boxInput.nullable(),
  related_ids: z.array(idSchema(M.relatedUnknown)).max(50),
};

/** Rules across rows of the lists (overlapping volumes, repeated rows, costs of unknown volumes). */
function checkLists(
  value: {
    colors?: Array<z.infer<typeof colorInput>> | undefined;
    sale_volumes?: Array<z.infer<typeof volumeInput>> | undefined;
    customizations?: Array<z.infer<typeof customizationInput>> | undefined;
    related_ids?: number[] | undefined;
  },
  ctx: z.RefinementCtx,
) {
  const names = new Set<string>();
  value.colors?.forEach((color, index) => {
    const key = color.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (names.has(key)) ctx.addIssue({ code: 'custom', message: M.colorRepeated, path: ['colors', index, 'name'] });
    names.add(key);
  });
  const volumes = value.sale_volumes ?? [];
  volumes.forEach((volume, index) => {
    const overlaps = volumes.some(
      (other, j) => j < index && volume.minimum_units <= other.maximum_units && other.minimum_units <= volume.maximum_units,
    );
    if (overlaps) ctx.addIssue({ code: 'custom', message: M.volumeOverlap, path: ['sale_volumes', index, 'minimum_units'] });
  });
  if (value.customizations !== undefined) {
    const mins = new Set(volumes.map((v) => v.minimum_units));
    const keys = new Set<string>();
    value.customizations.forEach((cu, index) => {
      const key = `${cu.print_type_id}:${cu.personalization.toLowerCase()}`;
      if (keys.has(key))
        ctx.addIssue({ code: 'custom', message: M.customizationRepeated, path: ['customizations', index, 'personalization'] });
      keys.add(key);
      const seen = new Set<number>();
      cu.costs.forEach((cost, c) => {
        // Without `sale_volumes` in a PATCH the API checks against the stored volumes.
        if (value.sale_volumes !== undefined && !mins.has(cost.minimum_units))
          ctx.addIssue({ code: 'custom', message: M.costVolume, path: ['customizations', index, 'costs', c, 'minimum_units'] });
        if (seen.has(cost.minimum_units))
          ctx.addIssue({ code: 'custom', message: M.costRepeated, path: ['customizations', index, 'costs', c, 'minimum_units'] });
        seen.add(cost.minimum_units);
      });
    });
  }
  const related = new Set<number>();
  value.related_ids?.forEach((id, index) => {
    if (related.has(id)) ctx.addIssue({ code: 'custom', message: M.relatedRepeated, path: ['related_ids', index] });
    related.add(id);
  });
}

export const productCreateBody = z
  .object({
    ...productFields,
    description: productFields.description.default(''),
    images: productFields.images.default([]),
    length: measure.default(null),
    width: measure.default(null),
    height: measure.default(null),
    weight: measure.default(null),
    unit_measure: productFields.unit_measure.default(null),
    material_id: productFields.material_id.default(null),
    product_version_id: productFields.product_version_id.default(null),
    notes: productFields.notes.default(null),
    is_active: productFields.is_active.default(true),
    type_ids: productFields.type_ids.default([]),
    category_ids: productFields.category_ids.default([]),
    colors: productFields.colors.default([]),
    sale_volumes: productFields.sale_volumes.default([]),
    customizations: productFields.customizations.default([]),
    box: productFields.box.default(null),
    related_ids: productFields.related_ids.default([]),
  })
  .superRefine(checkLists);
export type ProductCreateBody = z.input<typeof productCreateBody>;
export type ProductInput = z.output<typeof productCreateBody>;

export const productUpdateBody = z.object(productFields).partial().superRefine(checkLists);
export type ProductUpdateBody = z.input<typeof productUpdateBody>;
export type ProductPatch = z.output<typeof productUpdateBody>;

// ——— Picture upload ———

export const productImageResponse = z.object({ url: z.string(), thumb_url: z.string() });
export type ProductImageResponse = z.infer<typeof productImageResponse>;
