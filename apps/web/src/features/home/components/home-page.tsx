import { Container, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { PageTitle } from '@/components/page-title';
import { useHomeData } from '../api/get-home-data';
import { AlliesCarousel } from './allies-carousel';
import { CategoryTiles } from './category-tiles';
import { FeaturedProducts } from './featured-products';
import { HelpSection } from './help-section';
import { HomeBanner } from './home-banner';
import { HomeSlider } from './home-slider';
import { SeasonTiles } from './season-tiles';
import { ServicesSection } from './services-section';

function HomeSkeleton() {
  return (
    <Stack gap={40} aria-hidden>
      <Skeleton radius="lg" style={{ aspectRatio: '8 / 3' }} />
      <Skeleton height={150} radius="lg" />
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
