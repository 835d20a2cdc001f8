import { z } from 'zod';
import { MAX_ID } from './ids.ts';

// Catalogue contract (SPEC §3 Product, §7 calls): search query, product id params and body,
// product card, filters and product detail. Money on the wire is pesos (JSON numbers, at most two
// decimals); storage is centavos.

/** SPEC §9: catalogue page sizes. */
export const PAGE_SIZES = [24, 36, 48] as const;
export const DEFAULT_PAGE_SIZE = 24;
export const SEARCH_MAX_LENGTH = 200;
/** Beyond this many words a query is cut: every word must match, so more only narrows. */
export const SEARCH_MAX_WORDS = 10;
const MAX_PESOS = 100_000_000;

export const PRODUCT_NOT_FOUND_MESSAGE = 'El producto no ha sido encontrado';

// ——— Query-string helpers: every value arrives as a string (a list when a key is repeated) ———

/** Empty values, and the literal 'null'/'undefined' a client may serialise, mean "not given". */
function presentText(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === '' || trimmed === 'null' || trimmed === 'undefined' ? undefined : trimmed;
}

function scalar(message: string) {
  return z.string({ error: message }).optional();
}

function intParam(field: string, min: number, max: number, description: string) {
  const message = `El campo ${field} debe ser un número entero mayor o igual a ${min}`;
  return scalar(message)
    .transform((value, ctx) => {
      const text = presentText(value);
      if (text === undefined) return undefined;
      if (!/^\d{1,10}$/.test(text) || Number(text) < min || Number(text) > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Number(text);
    })
    .meta({ description });
}

function pesosParam(field: string, description: string) {
  const message = `El campo ${field} debe ser un número mayor o igual a 0`;
  return scalar(message)
    .transform((value, ctx) => {
      const text = presentText(value);
      if (text === undefined) return undefined;
      if (!/^\d{1,12}(\.\d{1,6})?$/.test(text) || Number(text) > MAX_PESOS) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Number(text);
    })
    .meta({ description });
}

/** `colors[]=1&colors[]=2`, `colors=1`, `colors=1&colors=2` and `colors=1,2` all give [1, 2]. */
function idListParam(field: string, description: string) {
  const message = `El campo ${field} debe contener solo identificadores numéricos`;
  return z
    .union([z.string(), z.array(z.string())], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return [];
      const parts = (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(',')).map((item) => item.trim());
      const ids: number[] = [];
      for (const part of parts) {
        if (part === '') continue;
        if (!/^\d{1,10}$/.test(part) || Number(part) < 1 || Number(part) > MAX_ID) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        ids.push(Number(part));
      }
      if (ids.length > 200) {
        ctx.addIssue({ code: 'custom', message: `El campo ${field} admite como máximo 200 elementos` });
        return z.NEVER;
      }
      return [...new Set(ids)];
    })
    .meta({ description });
}

function enumParam<const T extends readonly [string, ...string[]]>(field: string, values: T, description: string) {
  const message = `El campo ${field} debe ser uno de: ${values.join(', ')}`;
  return scalar(message)
    .transform((value, ctx) => {
      const text = presentText(value);
      if (text === undefined) return undefined;
      const found = values.find((candidate) => candidate === text);
      if (found === undefined) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return found as T[number];
    })
    .meta({ description: `${description} Valores: ${values.join(', ')}.` });
}

export const ORDER_OPTIONS = ['createdAtDesc', 'priceAsc', 'priceDesc'] as const;
export type OrderOption = (typeof ORDER_OPTIONS)[number];

/** Both spellings of a list parameter: `colors` and `colors[]`. */
function listKeys<const F extends string>(field: F, what: string): Record<F | `${F}[]`, ReturnType<typeof idListParam>> {
  const plain = idListParam(
    field,
    `Ids de ${what}; basta con que el producto tenga uno. También \`${field}[]=1&${field}[]=2\` o \`${field}=1,2\`.`,
  );
  const brackets = idListParam(field, `Ids de ${what} (forma \`${field}[]=\`).`);
  return { [field]: plain, [`${field}[]`]: brackets } as Record<F | `${F}[]`, ReturnType<typeof idListParam>>;
}

export const productSearchQuery = z
  .object({
    search: z
      .string({ error: `El campo search debe ser un texto de máximo ${SEARCH_MAX_LENGTH} caracteres` })
      .max(SEARCH_MAX_LENGTH, `El campo search no debe exceder ${SEARCH_MAX_LENGTH} caracteres`)
      .optional()
      .meta({
        description:
          'Texto libre sobre nombre, SKU, descripción, material, versión, tipos, temporadas y colores; sin distinguir mayúsculas ni acentos; cada palabra debe aparecer.',
      }),
    days_approx_delivery_until: intParam(
      'days_approx_delivery_until',
      0,
      100_000,
      'Entero ≥ 0: productos cuya entrega aproximada más corta (días de personalización + envío) es menor o igual.',
    ),
    price_until_min: pesosParam('price_until_min', 'Pesos ≥ 0: precio mostrado (con gastos indirectos de la empresa) mínimo.'),
    price_until_max: pesosParam('price_until_max', 'Pesos ≥ 0: precio mostrado (con gastos indirectos de la empresa) máximo.'),
    page: intParam('page', 1, 1_000_000, 'Página, entero ≥ 1 (por omisión 1). Una página después de la última trae data vacía.'),
    per_page: z
      .string({ error: 'El campo per_page debe ser 24, 36 o 48' })
      .optional()
      .transform((value, ctx) => {
        const text = presentText(value);
        if (text === undefined) return DEFAULT_PAGE_SIZE;
        const size = PAGE_SIZES.find((candidate) => String(candidate) === text);
        if (size === undefined) {
          ctx.addIssue({ code: 'custom', message: 'El campo per_page debe ser 24, 36 o 48' });
          return z.NEVER;
        }
        return size;
      })
      .meta({ description: 'Productos por página: 24 (por omisión), 36 o 48.' }),
    category_id: intParam(
      'category_id',
      1,
      MAX_ID,
      'Id de un tipo de producto (las "categorías" de la página principal); se suma a product_types.',
    ),
    ...listKeys('colors', 'colores'),
    ...listKeys('materials', 'materiales'),
    ...listKeys('product_types', 'tipos de producto'),
    ...listKeys('product_versions', 'versiones de producto'),
    ...listKeys('categories', 'temporadas (categorías)'),
    order: enumParam(
      'order',
      ORDER_OPTIONS,
      'Orden (SPEC §9): createdAtDesc (lo más nuevo, por omisión), priceAsc o priceDesc. Tiene prioridad sobre order_type/order_sort.',
    ),
    order_type: enumParam(
      'order_type',
      ['created_at', 'price', ...ORDER_OPTIONS],
      'Columna de orden, con order_sort: created_at (por omisión) o price; también acepta directamente createdAtDesc, priceAsc o priceDesc.',
    ),
    order_sort: enumParam('order_sort', ['asc', 'desc'], 'Sentido: por omisión desc para created_at y asc para price.'),
  })
  .superRefine((query, ctx) => {
    if (
      query.price_until_min !== undefined &&
      query.price_until_max !== undefined &&
      query.price_until_min > query.price_until_max
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['price_until_min'],
        message: 'El campo price_until_min no puede ser mayor que price_until_max',
      });
    }
  });

export type ProductSearchQuery = z.output<typeof productSearchQuery>;

export const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'El identificador del producto debe ser un número entero')
    .refine((value) => Number(value) >= 1 && Number(value) <= MAX_ID, 'El identificador del producto no es válido')
    .transform(Number)
    .meta({ description: 'Id del producto' }),
});

/** POST favorite-products/edit-favorite-product and product-views/add-product-view. */
export const productIdBody = z.object({
  product_id: z.union([z.number(), z.string()], { error: 'El campo product_id es requerido' }).transform((value, ctx) => {
    const id = typeof value === 'number' ? value : /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
      ctx.addIssue({ code: 'custom', message: 'El campo product_id debe ser un identificador numérico' });
      return z.NEVER;
    }
    return id;
  }),
});
export type ProductIdBody = z.input<typeof productIdBody>;

// ——— Responses ———

export const colorSchema = z.object({ id: z.number(), name: z.string(), hex: z.string() });
export const namedSchema = z.object({ id: z.number(), name: z.string() });

/** The product card of the catalogue, favourites, recently viewed and related products. */
export const productCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  sku: z.string(),
  image: z.array(z.string()),
  /** 'Mínimo N pzas': the smallest minimum units of the sale volumes (null: no sale volume). */
  minimum_units: z.number().nullable(),
  /** 'Desde price MXN': the lowest unit price in pesos including the company's indirect expenses. */
  price: z.number().nullable(),
  is_favorite: z.boolean(),
  /** Non-empty (this operator only) when the product is the operator's favourite. */
  users_favorite: z.array(z.object({ id: z.number() })),
  productcolors: z.array(z.object({ id: z.number(), color: colorSchema })),
});
export type ProductCardDto = z.infer<typeof productCardSchema>;

/** GET /sales-operator/products/products-by-search-specific */
export const productPageResponse = z.object({
  data: z.array(productCardSchema),
  current_page: z.number(),
  last_page: z.number(),
  from: z.number().nullable(),
  to: z.number().nullable(),
  total: z.number(),
  per_page: z.number(),
});

/** GET /sales-operator/products/product-filters */
export const productFiltersResponse = z.object({
  filters: z.object({
    categories: z.array(namedSchema),
    materials: z.array(namedSchema),
    colors: z.array(colorSchema),
    product_types: z.array(namedSchema),
    product_versions: z.array(namedSchema),
    min_delivery: z.number(),
    max_delivery: z.number(),
    /** Pesos, with the company's indirect expenses, rounded up to an integer. */
    max_price: z.number(),
    /** Initial price range [min, max] for the slider (SPEC §9: 0 to max_price). */
    price: z.tuple([z.number(), z.number()]),
  }),
});

const saleVolumeSchema = z.object({
  id: z.number(),
  minimum_units: z.number(),
  maximum_units: z.number(),
  days_customization: z.number(),
  /** Pesos, without indirect expenses (the client previews with percentage_indirect_expenses). */
  base_price: z.number(),
  /** Pesos, base_price with the company's indirect expenses (SPEC §9), rounded to centavos. */
  price: z.number(),
});

const customizationSaleVolumeSchema = z.object({
  id: z.number(),
  minimum_units: z.number(),
  maximum_units: z.number(),
  days_customization: z.number(),
  /** Pesos per unit for this printing at this volume (the pivot's cost). */
  cost_per_unit: z.number(),
});

export const productDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  sku: z.string(),
  description: z.string(),
  image: z.array(z.string()),
  length: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  unit_measure: z.string().nullable(),
  notes: z.string().nullable(),
  material: namedSchema.nullable(),
  product_version: namedSchema.nullable(),
  categories: z.array(namedSchema),
  product_types: z.array(namedSchema.extend({ products: z.array(productCardSchema) })),
  /**
   * The related-products grid: the products an admin related to this one (the catalogue file's
   * `Relacionados` sheet), in their order, then the newest of each of its types; active ones only,
   * each once, never this product; at most 8 per type of the product (8 without types).
   */
  related_products: z.array(productCardSchema),
  productcolors: z.array(
    z.object({ id: z.number(), color: colorSchema, images: z.array(z.string()), stock: z.number().nullable() }),
  ),
  is_favorite: z.boolean(),
  users_favorite: z.array(z.object({ id: z.number() })),
  minimum_units: z.number().nullable(),
  price: z.number().nullable(),
  min_delivery_days: z.number().nullable(),
  salesvolume: z.array(saleVolumeSchema),
  customizations: z.array(
    z.object({
      base_price: z.number(),
      sale_volume: customizationSaleVolumeSchema,
      customization: z.object({
        id: z.number(),
        print_type_id: z.number(),
        print_type: namedSchema,
        personalization: z.string(),
        max_number_inks: z.number().nullable(),
        printing_area: z.string().nullable(),
        sales_volume: z.array(customizationSaleVolumeSchema),
      }),
    }),
  ),
  containerbox: z
    .object({
      id: z.number(),
      length: z.number().nullable(),
      width: z.number().nullable(),
      height: z.number().nullable(),
      weight: z.number().nullable(),
      dimensions_known: z.boolean(),
      masterbox: z
        .object({
          id: z.number(),
          max_total_containers: z.number(),
          days_approx_shipping: z.number(),
          base_delivery_price: z.number(),
          packaging_price: z.number(),
          box_type: z.object({ id: z.number(), size: z.string() }).nullable(),
        })
        .nullable(),
    })
    .nullable(),
  percentage_indirect_expenses: z.number().nullable(),
});
export type ProductDetailDto = z.infer<typeof productDetailSchema>;

/** GET /sales-operator/products/product-by-id-and-sales-operator/:id */
export const productDetailResponse = z.object({ product: productDetailSchema });

export type Color = z.infer<typeof colorSchema>;
export type Named = z.infer<typeof namedSchema>;
export type ProductCard = ProductCardDto;
export type ProductDetail = ProductDetailDto;
export type ProductPage = z.infer<typeof productPageResponse>;
export type ProductFilters = z.infer<typeof productFiltersResponse>['filters'];
export type ProductFiltersResponse = z.infer<typeof productFiltersResponse>;
export type ProductDetailResponse = z.infer<typeof productDetailResponse>;
export type PageSize = (typeof PAGE_SIZES)[number];
export type ProductCardColor = ProductCard['productcolors'][number];
/** A colour of the product detail, with its images and stock. */
export type ProductColor = ProductDetail['productcolors'][number];
export type ProductTypeWithProducts = ProductDetail['product_types'][number];
export type SaleVolume = z.infer<typeof saleVolumeSchema>;
export type CustomizationSaleVolume = z.infer<typeof customizationSaleVolumeSchema>;
/** One (printing, sale volume) pair of a product. */
export type CustomizationEntry = ProductDetail['customizations'][number];
export type Customization = CustomizationEntry['customization'];
export type ContainerBox = NonNullable<ProductDetail['containerbox']>;
export type MasterBox = NonNullable<ContainerBox['masterbox']>;
export type BoxType = NonNullable<MasterBox['box_type']>;
