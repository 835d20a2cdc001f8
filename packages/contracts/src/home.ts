import { z } from 'zod';
import { colorSchema } from './catalogue.ts';

// Home contract (SPEC §7): the home page data and the banner of a section.

export const bannerSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  image: z.array(z.string()),
  status: z.boolean(),
  category_id: z.number().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const sliderSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  image: z.array(z.string()),
  image_mobile: z.array(z.string()),
  status: z.boolean(),
  product: z
    .object({
      id: z.number(),
      productcolors: z.array(
        z.object({ id: z.number(), color: colorSchema, images: z.array(z.string()), stock: z.number().nullable() }),
      ),
    })
    .nullable(),
});
export type Slider = z.infer<typeof sliderSchema>;

/** GET /sales-operator/home/data: a home "category" is a product type with an image. */
export const homeDataResponse = z.object({
  categories: z.array(z.object({ id: z.number(), name: z.string(), image: z.string() })),
  sliders: z.array(sliderSchema),
  banner: bannerSchema.nullable(),
});
export type HomeData = z.infer<typeof homeDataResponse>;
export type HomeCategory = HomeData['categories'][number];

/** GET /common/banner-by-section/:section */
export const BANNER_SECTIONS = ['home', 'catalogue'] as const;
export type BannerSection = (typeof BANNER_SECTIONS)[number];
export const bannerSectionParams = z.object({
  section: z.enum(BANNER_SECTIONS, { error: 'La sección debe ser home o catalogue' }),
});
export const bannerResponse = z.object({ banner: bannerSchema.nullable() });
export type BannerResponse = z.infer<typeof bannerResponse>;
