// Wire types of the catalogue (SPEC §3 Product, §7), mirroring the API's zod schemas in
// apps/api/src/modules/catalogue/catalogue.schemas.ts and the home/favourites routes.
// Money on the wire is pesos (JSON numbers, at most two decimals).

export type OrderOption = 'createdAtDesc' | 'priceAsc' | 'priceDesc';

/** SPEC §9: catalogue page sizes. */
export type PageSize = 24 | 36 | 48;

export type Color = { id: number; name: string; hex: string };
export type Named = { id: number; name: string };

/** A colour of a product card (no images). */
export type ProductCardColor = { id: number; color: Color };

/** The product card of the catalogue, favourites, recently viewed and related products. */
export type ProductCard = {
  id: number;
  name: string;
  sku: string;
  image: string[];
  /** 'Mínimo N pzas': the smallest minimum units of the sale volumes (null: no sale volume). */
  minimum_units: number | null;
  /** 'Desde price MXN': the lowest unit price in pesos including the company's indirect expenses. */
  price: number | null;
  is_favorite: boolean;
  /** Non-empty (this operator only) when the product is the operator's favourite. */
  users_favorite: { id: number }[];
  productcolors: ProductCardColor[];
};

/** GET /sales-operator/products/products-by-search-specific */
export type ProductPage = {
  data: ProductCard[];
  current_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
  total: number;
  per_page: number;
};

/** GET /sales-operator/products/product-filters */
export type ProductFilters = {
  categories: Named[];
  materials: Named[];
  colors: Color[];
  product_types: Named[];
  product_versions: Named[];
  min_delivery: number;
  max_delivery: number;
  /** Pesos, with the company's indirect expenses, rounded up to an integer. */
  max_price: number;
  /** Initial price range [min, max] for the slider. */
  price: [number, number];
};
export type ProductFiltersResponse = { filters: ProductFilters };

/** A colour of the product detail, with its images and stock. */
export type ProductColor = { id: number; color: Color; images: string[]; stock: number | null };

export type SaleVolume = {
  id: number;
  minimum_units: number;
  maximum_units: number;
  days_customization: number;
  /** Pesos, without indirect expenses (the client previews with percentage_indirect_expenses). */
  base_price: number;
  /** Pesos, base_price with the company's indirect expenses, rounded to centavos. */
  price: number;
};

export type CustomizationSaleVolume = {
  id: number;
  minimum_units: number;
  maximum_units: number;
  days_customization: number;
  /** Pesos per unit for this printing at this volume. */
  cost_per_unit: number;
};

export type Customization = {
  id: number;
  print_type_id: number;
  print_type: Named;
  personalization: string;
  max_number_inks: number | null;
  printing_area: string | null;
  sales_volume: CustomizationSaleVolume[];
};

/** One (printing, sale volume) pair of a product. */
export type CustomizationEntry = {
  base_price: number;
  sale_volume: CustomizationSaleVolume;
  customization: Customization;
};

export type BoxType = { id: number; size: string };

export type MasterBox = {
  id: number;
  max_total_containers: number;
  days_approx_shipping: number;
  base_delivery_price: number;
  packaging_price: number;
  box_type: BoxType | null;
};

export type ContainerBox = {
  id: number;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  dimensions_known: boolean;
  masterbox: MasterBox | null;
};

export type ProductTypeWithProducts = Named & { products: ProductCard[] };

/** GET /sales-operator/products/product-by-id-and-sales-operator/:id → { product } */
export type ProductDetail = {
  id: number;
  name: string;
  sku: string;
  description: string;
  image: string[];
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  unit_measure: string | null;
  notes: string | null;
  material: Named | null;
  product_version: Named | null;
  categories: Named[];
  product_types: ProductTypeWithProducts[];
  productcolors: ProductColor[];
  is_favorite: boolean;
  users_favorite: { id: number }[];
  minimum_units: number | null;
  price: number | null;
  min_delivery_days: number | null;
  salesvolume: SaleVolume[];
  customizations: CustomizationEntry[];
  containerbox: ContainerBox | null;
  percentage_indirect_expenses: number | null;
};
export type ProductDetailResponse = { product: ProductDetail };

/** POST /sales-operator/favorite-products/edit-favorite-product */
export type ToggleFavoriteResponse = { is_favorite: boolean };
/** GET /sales-operator/favorite-products/all */
export type FavoriteProductsResponse = { favorite_products: ProductCard[] };
/** GET /sales-operator/product-views/all */
export type ProductViewsResponse = { products_views: ProductCard[] };
/** POST /sales-operator/product-views/add-product-view */
export type AddProductViewResponse = { product_view: { product_id: number; viewed_at: string } };

// ——— Home (GET /sales-operator/home/data, GET /common/banner-by-section/:section) ———

export type Banner = {
  id: number;
  title: string;
  description: string | null;
  image: string[];
  status: boolean;
  /** The season (category) the banner's button filters by. */
  category_id: number | null;
};

export type Slider = {
  id: number;
  title: string;
  description: string | null;
  image: string[];
  image_mobile: string[];
  status: boolean;
  product: { id: number; productcolors: ProductColor[] } | null;
};

/** A home "category" is a product type with an image. */
export type HomeCategory = { id: number; name: string; image: string };

export type HomeData = { categories: HomeCategory[]; sliders: Slider[]; banner: Banner | null };
export type BannerResponse = { banner: Banner | null };
