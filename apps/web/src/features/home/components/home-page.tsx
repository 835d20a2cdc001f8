import { Container, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useDeferredValue } from 'react';
import { PageTitle } from '@/components/page-title';
import { useHomeData } from '../api/get-home-data';
import { AlliesCarousel } from './allies-carousel';
import { CategoryTiles } from './category-tiles';
import { FeaturedProducts } from './featured-products';
import { HelpSection } from './help-section';
import classes from './home.module.css';
import { HomeBanner } from './home-banner';
import { HomeSlider } from './home-slider';
import { SeasonTiles } from './season-tiles';
import { ServicesSection } from './services-section';

/**
 * The room the slider, the category tiles and the banner take once the home data is there (same
 * ratio as the slider on each width), so the sections below do not move when it arrives.
 */
function HomeSkeleton() {
  return (
    <Stack gap={48} aria-hidden>
      <Skeleton radius="lg" className={classes.sliderSkeleton} />
      <Skeleton height={190} radius="lg" />
      <Skeleton height={220} radius="lg" />
    </Stack>
  );
}

/**
 * SPEC §2 Home: slider, category tiles, promotional banner, products, seasons, services, allies
 * and help.
 */
export function HomePage() {
  const home = useHomeData();
  // The slider, tiles and banner render in the background (interruptible slices) once the data
  // arrives: no long task on a phone's main thread (issue 18); the skeleton holds their room.
  const data = useDeferredValue(home.data);
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <VisuallyHidden>
        <PageTitle />
      </VisuallyHidden>
      <Stack gap={48}>
        {data ? (
          <>
            <HomeSlider sliders={data.sliders} />
            <CategoryTiles categories={data.categories} />
            <HomeBanner banner={data.banner} />
          </>
        ) : (
          (home.isPending || home.data) && <HomeSkeleton />
        )}
        <FeaturedProducts />
        <SeasonTiles />
        <ServicesSection />
        <AlliesCarousel />
        <HelpSection />
      </Stack>
    </Container>
  );
}
