import type { AppContext } from '../../context.ts';
import type { BannerSection } from '../../db/schema.ts';
import { activeProductColors, type ProductColorDto, parseImageList } from '../catalogue/catalogue.service.ts';
import { findActiveBanner, listActiveSliders, listHomeProductTypes } from './home.repository.ts';

export type BannerDto = {
  id: number;
  title: string;
  description: string | null;
  image: string[];
  status: boolean;
  /** A category (season / temporality): the catalogue button filters by it (DESIGN.md §3). */
  category_id: number | null;
};

export type SliderDto = {
  id: number;
  title: string;
  description: string | null;
  image: string[];
  image_mobile: string[];
  status: boolean;
  product: { id: number; productcolors: ProductColorDto[] } | null;
};

export async function bannerBySection(ctx: AppContext, section: BannerSection): Promise<BannerDto | null> {
  const banner = await findActiveBanner(ctx.db, section);
  if (!banner) return null;
  return {
    id: banner.id,
    title: banner.title,
    description: banner.description,
    image: parseImageList(banner.images),
    status: banner.status === 1,
    category_id: banner.category_id,
  };
}

function chosenColorFirst(colors: ProductColorDto[], chosen: number | null): ProductColorDto[] {
  const index = chosen === null ? -1 : colors.findIndex((c) => c.id === chosen);
  if (index <= 0) return colors;
  return [colors[index] as ProductColorDto, ...colors.slice(0, index), ...colors.slice(index + 1)];
}

export async function homeData(ctx: AppContext) {
  const [types, sliders, banner] = await Promise.all([
    listHomeProductTypes(ctx.db),
    listActiveSliders(ctx.db),
    bannerBySection(ctx, 'home'),
  ]);
  const productIds = sliders.flatMap((slider) => (slider.product_id === null ? [] : [slider.product_id]));
  const colorsByProduct = await activeProductColors(ctx, productIds);
  return {
    categories: types.map((type) => ({ id: type.id, name: type.name, image: type.image ?? '' })),
    sliders: sliders.map(
      (slider): SliderDto => ({
        id: slider.id,
        title: slider.title,
        description: slider.description,
        image: parseImageList(slider.images),
        image_mobile: parseImageList(slider.images_mobile),
        status: slider.status === 1,
        // SPEC §2: a product without colours shows the "no stock" message; an inactive one has none here.
        // The colour the admin chose comes first (the shape of SPEC §3 stays the same).
        product:
          slider.product_id === null
            ? null
            : {
                id: slider.product_id,
                productcolors: chosenColorFirst(colorsByProduct.get(slider.product_id) ?? [], slider.product_color_id),
              },
      }),
    ),
    banner,
  };
}
