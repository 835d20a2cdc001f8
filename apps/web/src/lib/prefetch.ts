/**
 * A screen's largest image, fetched as soon as the data naming it arrives rather than after the
 * screen has rendered it (issue 18: the largest contentful paint); the `<img>` then finds it cached.
 */
export function preloadImage(url: string | null | undefined): void {
  if (!url) return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}

/**
 * The next likely screen, fetched when the operator points at or focuses a link to it (issue 18):
 * shared components say what they link to; the app (app/app.tsx) says how to fetch it, so shared
 * code depends on neither the router nor the features.
 */
type ProductPrefetcher = (productId: number) => void;

let productPrefetcher: ProductPrefetcher | null = null;

export function setProductPrefetcher(prefetcher: ProductPrefetcher | null): void {
  productPrefetcher = prefetcher;
}

/**
 * A product card is about to be opened: its screen's code and the product (import() and the query
 * cache make a second call for the same product cost nothing).
 */
export function prefetchProductScreen(productId: number): void {
  productPrefetcher?.(productId);
}
