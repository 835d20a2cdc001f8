import { Container, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
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
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <VisuallyHidden>
        <PageTitle />
      </VisuallyHidden>
      <Stack gap={48}>
        {home.data ? (
          <>
            <HomeSlider sliders={home.data.sliders} />
            <CategoryTiles categories={home.data.categories} />
            <HomeBanner banner={home.data.banner} />
          </>
        ) : (
          home.isPending && <HomeSkeleton />
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
