import type { Banner } from '@cotizador/contracts/home';
import { Button, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './home.module.css';

export function catalogueHrefForSeason(seasonId: number): string {
  return `${paths.catalogue.href()}?temporalityId=${seasonId}`;
}

/** SPEC §2 Home: the optional promotional banner, shown when its status is true. */
export function HomeBanner({ banner }: { banner: Banner | null }) {
  if (!banner?.status) return null;
  const image = banner.image[0];
  return (
    <section className={classes.banner} aria-labelledby="home-banner-title">
      {image && <img src={image} alt="" className={classes.bannerImage} loading="lazy" width={1600} height={400} />}
      <div className={classes.bannerShade} />
      <div className={classes.bannerContent}>
        <Title order={2} id="home-banner-title" c="white" fz={{ base: 22, sm: 30 }} lh={1.2}>
          {banner.title}
        </Title>
        {banner.description && (
          <Text mt={8} c="rgba(255,255,255,0.92)" size="md">
            {banner.description}
          </Text>
        )}
        <Button
          mt="md"
          variant="white"
          component={Link}
          to={banner.category_id === null ? paths.catalogue.href() : catalogueHrefForSeason(banner.category_id)}
        >
          Ver productos
        </Button>
      </div>
    </section>
  );
}
