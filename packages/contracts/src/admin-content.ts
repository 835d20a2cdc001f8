import { z } from 'zod';
import { adminPage, adminPageQuery } from './admin-accounts.ts';
import { BANNER_SECTIONS } from './home.ts';
import { MAX_ID } from './ids.ts';

// Home content for admins (issue 15, decision 026): sliders of the operator's home and the banners
// of the home and catalogue sections. Create and change are multipart (text fields plus the image
// files named below); PATCH also accepts JSON without images. Operators see, in the order set here,
// the active sliders (`sales-operator/home/data`) and the first active banner of each section
// (`common/banner-by-section/{section}`).

/** Multipart file fields. */
export const CONTENT_IMAGE_FIELD = 'image';
export const CONTENT_IMAGE_MOBILE_FIELD = 'image_mobile';

/** PNG, JPEG or WebP, checked by content; at most this many bytes each. */
export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Stored widths (never enlarged): desktop images and the slider's phone image. */
export const CONTENT_IMAGE_WIDTH = 1920;
export const CONTENT_IMAGE_MOBILE_WIDTH = 828;

export const CONTENT_MESSAGES = {
  imageRequired: 'La imagen es requerida.',
  imageType: 'La imagen debe ser PNG, JPG o WebP.',
  imageTooLarge: 'La imagen no debe pesar más de 5 MB.',
  imageUnreadable: 'La imagen no se pudo leer; prueba con otro archivo.',
  productMissing: 'El producto seleccionado no existe o no está activo.',
  colorWithoutProduct: 'Elige primero el producto del color.',
  colorNotOfProduct: 'El color seleccionado no pertenece al producto.',
  categoryMissing: 'La categoría seleccionada no existe.',
  orderIds: 'El orden debe incluir cada elemento exactamente una vez.',
  sliderDeleted: 'Slider eliminado.',
  bannerDeleted: 'Banner eliminado.',
} as const;

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'El campo estatus debe ser verdadero o falso.' })
  .transform((v) => v === true || v === 'true' || v === '1');

const optionalRef = (label: string) =>
  z.union([z.number(), z.string(), z.null()], { error: `El campo ${label} no es válido.` }).transform((v, context) => {
    if (v === null || v === '') return null;
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isInteger(n) || n <= 0 || n > MAX_ID) {
      context.addIssue({ code: 'custom', message: `El campo ${label} no es válido.` });
      return z.NEVER;
    }
    return n;
  });

const title = z
  .string({ error: 'El campo título es requerido.' })
  .trim()
  .min(1, 'El campo título es requerido.')
  .max(120, 'El campo título no debe exceder 120 caracteres.');
const description = z
  .string({ error: 'El campo descripción no es válido.' })
  .trim()
  .max(500, 'El campo descripción no debe exceder 500 caracteres.')
  .nullable()
  .transform((v) => (v === '' ? null : v));

/** Text fields of a slider (multipart values are strings). */
export const sliderFields = z.object({
  title,
  description: description.optional(),
  status: flag.default(true),
  product_id: optionalRef('producto').optional(),
  /** A `product_colors` id of that product: the colour shown first to operators. */
  product_color_id: optionalRef('color').optional(),
});
export type SliderFields = z.output<typeof sliderFields>;
export const sliderUpdateFields = sliderFields.partial().extend({ status: flag.optional() });
export type SliderUpdateFields = z.output<typeof sliderUpdateFields>;

export const bannerFields = z.object({
  title,
  description: description.optional(),
  status: flag.default(true),
  section: z.enum(BANNER_SECTIONS, { error: 'La sección debe ser home o catalogue.' }),
  category_id: optionalRef('categoría').optional(),
});
export type BannerFields = z.output<typeof bannerFields>;
export const bannerUpdateFields = bannerFields.partial().extend({ status: flag.optional() });
export type BannerUpdateFields = z.output<typeof bannerUpdateFields>;

/** A colour of a product: the `product_colors` id and the colour it is. */
export const contentColorSchema = z.object({
  id: z.number(),
  color: z.object({ id: z.number(), name: z.string(), hex: z.string() }),
});
export type ContentColor = z.infer<typeof contentColorSchema>;

export const adminSliderSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.boolean(),
  product: z.object({ id: z.number(), name: z.string(), sku: z.string() }).nullable(),
  /** The chosen colour of the product (a `product_colors` row), or null. */
  product_color: contentColorSchema.nullable(),
  image: z.array(z.string()),
  image_mobile: z.array(z.string()),
  sort_order: z.number(),
});
export type AdminSlider = z.infer<typeof adminSliderSchema>;

export const adminBannerSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.boolean(),
  section: z.enum(BANNER_SECTIONS),
  category: z.object({ id: z.number(), name: z.string() }).nullable(),
  image: z.array(z.string()),
  sort_order: z.number(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const adminSlidersQuery = adminPageQuery;
export const adminBannersQuery = adminPageQuery.extend({
  section: z.enum(BANNER_SECTIONS, { error: 'La sección debe ser home o catalogue.' }).optional(),
});
export type AdminBannersQuery = z.input<typeof adminBannersQuery>;

export const adminSliderResponse = z.object({ slider: adminSliderSchema });
export const adminSlidersResponse = adminPage(adminSliderSchema);
export type AdminSlidersResponse = z.infer<typeof adminSlidersResponse>;
export const adminBannerResponse = z.object({ banner: adminBannerSchema });
export const adminBannersResponse = adminPage(adminBannerSchema);
export type AdminBannersResponse = z.infer<typeof adminBannersResponse>;

/** POST /admin/sliders/order and /admin/banners/order: every id once, first shown first. */
export const contentOrderBody = z.object({
  ids: z
    .array(z.number().int().positive().max(MAX_ID), { error: CONTENT_MESSAGES.orderIds })
    .min(1, CONTENT_MESSAGES.orderIds)
    .max(500, CONTENT_MESSAGES.orderIds)
    .refine((ids) => new Set(ids).size === ids.length, CONTENT_MESSAGES.orderIds),
});
export type ContentOrderBody = z.input<typeof contentOrderBody>;
/** Banners are ordered within their section. */
export const bannerOrderBody = contentOrderBody.extend({
  section: z.enum(BANNER_SECTIONS, { error: 'La sección debe ser home o catalogue.' }),
});
export type BannerOrderBody = z.input<typeof bannerOrderBody>;
export const adminSliderOrderResponse = z.object({ sliders: z.array(adminSliderSchema) });
export const adminBannerOrderResponse = z.object({ banners: z.array(adminBannerSchema) });

/** GET /admin/content/products?search=: active products for the slider's product picker (name or SKU). */
export const contentProductsQuery = z.object({
  search: z.string().trim().max(100, 'La búsqueda no debe exceder 100 caracteres.').optional(),
  /** One product by id (the one a slider already has), whatever the search. */
  id: z.coerce
    .number({ error: 'El producto no es válido.' })
    .int('El producto no es válido.')
    .positive('El producto no es válido.')
    .optional(),
});
export type ContentProductsQuery = z.input<typeof contentProductsQuery>;
export const CONTENT_PRODUCTS_LIMIT = 20;
export const contentProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  sku: z.string(),
  colors: z.array(contentColorSchema),
});
export type ContentProduct = z.infer<typeof contentProductSchema>;
export const contentProductsResponse = z.object({ products: z.array(contentProductSchema) });
export type ContentProductsResponse = z.infer<typeof contentProductsResponse>;

/** GET /admin/content/categories: the categories (seasons) a banner's button can filter by. */
export const contentCategoriesResponse = z.object({
  categories: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type ContentCategoriesResponse = z.infer<typeof contentCategoriesResponse>;
