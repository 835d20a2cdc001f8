import type { HomeCategory } from '@cotizador/contracts/home';
import { ActionIcon, Group, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './home.module.css';

/** SPEC §9: category scroll step. */
export const CATEGORY_SCROLL_STEP_PX = 100;

export function catalogueHrefForCategory(categoryId: number): string {
  return `${paths.catalogue.href()}?categoryId=${categoryId}`;
}

/** SPEC §2 Home: product-type tiles in a row; the buttons scroll it by 100 px. */
export function CategoryTiles({ categories }: { categories: readonly HomeCategory[] }) {
  const row = useRef<HTMLUListElement>(null);
  if (categories.length === 0) return null;
  const scroll = (direction: 1 | -1) => row.current?.scrollBy({ left: direction * CATEGORY_SCROLL_STEP_PX, behavior: 'smooth' });

  return (
    <section aria-labelledby="home-categories-title">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} id="home-categories-title" fz={{ base: 20, sm: 24 }}>
          Categorías
        </Title>
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            variant="default"
            radius="xl"
            size="lg"
            aria-label="Desplazar categorías a la izquierda"
            onClick={() => scroll(-1)}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            radius="xl"
            size="lg"
            aria-label="Desplazar categorías a la derecha"
            onClick={() => scroll(1)}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <ul ref={row} className={classes.tilesRow} style={{ listStyle: 'none', margin: 0 }}>
        {categories.map((category) => (
          <li key={category.id} style={{ display: 'flex' }}>
            <Link to={catalogueHrefForCategory(category.id)} className={classes.tile}>
              <img src={category.image} alt="" className={classes.tileImage} loading="lazy" width={88} height={88} />
              <span className={classes.tileName}>{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
