import type { Banner } from '@cotizador/contracts/home';
import { Button, Text, Title } from '@mantine/core';
import classes from './catalogue.module.css';

type CatalogueBannerProps = {
  banner: Banner;
  /** 'Ver productos': filter by the banner's season. */
  onShowProducts: (categoryId: number) => void;
};

/** SPEC §2 Catalogue: the optional banner with 'Ver productos'. */
export function CatalogueBanner({ banner, onShowProducts }: CatalogueBannerProps) {
  const image = banner.image[0];
  const categoryId = banner.category_id;
  return (
    <section className={classes.banner} aria-labelledby="catalogue-banner-title">
      {image && (
        <img
          src={image}
          alt=""
          className={classes.bannerImage}
          width={1600}
          height={400}
          decoding="async"
          // The largest image of the catalogue's first screen (issue 18).
          fetchPriority="high"
        />
      )}
      <div className={classes.bannerShade} />
      <div className={classes.bannerContent}>
        <Title order={2} id="catalogue-banner-title" c="white" fz={{ base: 20, sm: 26 }} lh={1.2}>
          {banner.title}
        </Title>
        {banner.description && (
          <Text mt={4} c="rgba(255,255,255,0.92)" size="sm" maw={520}>
            {banner.description}
          </Text>
        )}
        {categoryId !== null && (
          <Button mt="sm" variant="white" size="sm" onClick={() => onShowProducts(categoryId)}>
            Ver productos
          </Button>
        )}
      </div>
    </section>
  );
}
