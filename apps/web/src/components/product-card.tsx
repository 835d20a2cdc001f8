import type { ProductCard as ProductCardData } from '@cotizador/contracts/catalogue';
import { Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { prefetchProductScreen } from '@/lib/prefetch';
import classes from './product-card.module.css';
import { useToggleFavorite } from './product-card-favorite';
import { FavoriteButton } from './product-card-favorite-button';
import { fromPriceText, minimumUnitsText } from './product-card-format';
import { productImageUrl } from './product-card-placeholder';

const MAX_SWATCHES = 6;

type ProductCardProps = {
  product: ProductCardData;
  /** Heading level of the product name inside its section. */
  titleOrder?: 2 | 3 | 4;
  /** Above-the-fold cards load their image at once; the rest lazily. */
  eagerImage?: boolean;
};

/**
 * SPEC §2 product card (catalogue, favourites, related products, cart): name, favourite heart,
 * image, 'Mínimo N pzas' and 'Desde $… MXN'. The whole card opens the product.
 */
export function ProductCard({ product, titleOrder = 3, eagerImage = false }: ProductCardProps) {
  const toggleFavorite = useToggleFavorite();
  const pending = toggleFavorite.isPending;
  // While the toggle runs, show where it is going.
  const isFavorite = pending ? !product.is_favorite : product.is_favorite;
  const TitleTag = `h${titleOrder}` as const;
  const colors = product.productcolors.slice(0, MAX_SWATCHES);
  const extraColors = product.productcolors.length - colors.length;
  const price = fromPriceText(product);
  // The next likely screen (issue 18): pointing at or focusing a card fetches the product screen's
  // code and the product, so the click finds both ready.
  const prefetchProduct = () => prefetchProductScreen(product.id);

  return (
    <article className={classes.card}>
      <div className={classes.media}>
        <img
          src={productImageUrl(product)}
          alt=""
          className={classes.image}
          loading={eagerImage ? 'eager' : 'lazy'}
          decoding="async"
          width={300}
          height={300}
        />
      </div>
      <FavoriteButton
        className={classes.favorite}
        productName={product.name}
        isFavorite={isFavorite}
        loading={pending}
        onToggle={() => toggleFavorite.mutate(product.id)}
        size="lg"
      />
      <div className={classes.body}>
        <TitleTag className={classes.title}>
          <Link
            to={paths.product.href(product.id)}
            className={classes.link}
            onPointerEnter={prefetchProduct}
            onFocus={prefetchProduct}
          >
            {product.name}
          </Link>
        </TitleTag>
        {colors.length > 0 && (
          <div
            className={classes.swatches}
            role="img"
            aria-label={`Colores: ${product.productcolors.map((c) => c.color.name).join(', ')}`}
          >
            {colors.map((item) => (
              <span key={item.id} className={classes.swatch} style={{ background: item.color.hex }} />
            ))}
            {extraColors > 0 && (
              <Text span size="xs" c="dimmed" aria-hidden>
                +{extraColors}
              </Text>
            )}
          </div>
        )}
        <div className={classes.footer}>
          {product.minimum_units !== null && (
            <Text size="xs" c="dimmed">
              {minimumUnitsText(product.minimum_units)}
            </Text>
          )}
          {price && (
            <Text size="sm" className={classes.price}>
              {price}
            </Text>
          )}
        </div>
      </div>
    </article>
  );
}

/** A card-shaped placeholder while products load, so nothing jumps. */
export function ProductCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden>
      <Skeleton className={classes.media} radius={0} />
      <div className={classes.body}>
        <Skeleton height={14} width="90%" />
        <Skeleton height={14} width="60%" />
        <Skeleton height={12} width="40%" mt="xs" />
        <Skeleton height={16} width="55%" />
      </div>
    </div>
  );
}
