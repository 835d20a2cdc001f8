import type { Named } from '@cotizador/contracts/catalogue';
import { normalizeSearchText } from '@cotizador/domain/search';
import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  type Icon,
  IconBackpack,
  IconBuildingStore,
  IconCalendarEvent,
  IconChristmasTree,
  IconConfetti,
  IconFlag,
  IconFlower,
  IconHeart,
  IconMoodKid,
  IconSchool,
  IconShirt,
  IconSun,
  IconTag,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSeasons } from '../api/get-seasons';
import classes from './home.module.css';
import { catalogueHrefForSeason } from './home-banner';

/** An icon for a season by the words in its name; a calendar otherwise. */
const SEASON_ICONS: readonly [string, Icon][] = [
  ['amor', IconHeart],
  ['madre', IconFlower],
  ['maestro', IconSchool],
  ['nino', IconMoodKid],
  ['padre', IconShirt],
  ['verano', IconSun],
  ['clases', IconBackpack],
  ['patria', IconFlag],
  ['feria', IconBuildingStore],
  ['exposicion', IconBuildingStore],
  ['buen fin', IconTag],
  ['navidad', IconChristmasTree],
  ['fin de ano', IconConfetti],
];

const TONES = ['pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange', 'red'] as const;

function seasonIcon(name: string): Icon {
  const normalized = normalizeSearchText(name);
  return SEASON_ICONS.find(([word]) => normalized.includes(word))?.[1] ?? IconCalendarEvent;
}

function SeasonTile({ season, index }: { season: Named; index: number }) {
  const tone = TONES[index % TONES.length] ?? 'blue';
  const Icon = seasonIcon(season.name);
  return (
    <Link
      to={catalogueHrefForSeason(season.id)}
      className={classes.season}
      style={{ background: `var(--mantine-color-${tone}-0)`, borderColor: `var(--mantine-color-${tone}-1)` }}
    >
      <ThemeIcon size={40} radius="xl" variant="light" color={tone}>
        <Icon size={22} stroke={1.7} aria-hidden />
      </ThemeIcon>
      <span>{season.name}</span>
    </Link>
  );
}

/** SPEC §2 Home: seasonal tiles; each opens the catalogue with that season (temporalityId). */
export function SeasonTiles() {
  const seasons = useSeasons();
  if (!seasons.data || seasons.data.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="home-seasons-title" gap="md">
      <div>
        <Title order={2} id="home-seasons-title" fz={{ base: 20, sm: 24 }}>
          Temporadas
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Adelántate a cada fecha importante con regalos corporativos pensados para la ocasión.
        </Text>
      </div>
      <SimpleGrid
        cols={{ base: 2, sm: 3, md: 4 }}
        spacing="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {seasons.data.map((season, index) => (
          <li key={season.id} style={{ display: 'grid' }}>
            <SeasonTile season={season} index={index} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
