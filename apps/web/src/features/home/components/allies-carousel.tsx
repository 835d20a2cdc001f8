import { Stack, Text, Title } from '@mantine/core';
import { useMediaQuery, useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import classes from './home.module.css';

/** Fictional allied brands; their logos live in public/allies/. */
const ALLIES = [
  { name: 'Tinta Viva', logo: '/allies/tinta-viva.svg' },
  { name: 'Hilo Norte', logo: '/allies/hilo-norte.svg' },
  { name: 'EcoEmpaque', logo: '/allies/ecoempaque.svg' },
  { name: 'Láser Maya', logo: '/allies/laser-maya.svg' },
  { name: 'Talavera Sur', logo: '/allies/talavera-sur.svg' },
  { name: 'Ruta Express', logo: '/allies/ruta-express.svg' },
  { name: 'Papel Alto', logo: '/allies/papel-alto.svg' },
  { name: 'Textil Sol', logo: '/allies/textil-sol.svg' },
] as const;

export const ALLIES_AUTOPLAY_MS = 3000;

/** SPEC §9: 1 item, 2 from 480 px, 4 from 600 px (the CSS sets the same widths). */
function useVisibleAllies(): number {
  const from600 = useMediaQuery('(min-width: 600px)');
  const from480 = useMediaQuery('(min-width: 480px)');
  if (from600) return 4;
  if (from480) return 2;
  return 1;
}

/** SPEC §2 Home: the allies carousel (autoplay). */
export function AlliesCarousel() {
  const visible = useVisibleAllies();
  const reduceMotion = useReducedMotion();
  const [start, setStart] = useState(0);
  const [paused, setPaused] = useState(false);
  const positions = ALLIES.length - visible + 1;
  const current = start % positions;

  useEffect(() => {
    if (paused || reduceMotion || positions < 2) return;
    const timer = window.setInterval(() => setStart((index) => (index + 1) % positions), ALLIES_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [paused, reduceMotion, positions]);

  return (
    <Stack
      component="section"
      aria-labelledby="home-allies-title"
      aria-roledescription="carrusel"
      gap="md"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div>
        <Title order={2} id="home-allies-title" fz={{ base: 20, sm: 24 }}>
          Nuestros aliados
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Talleres y proveedores que hacen posible cada pedido.
        </Text>
      </div>
      <div className={classes.allies}>
        <ul className={classes.alliesTrack} style={{ transform: `translateX(-${(current * 100) / visible}%)` }}>
          {ALLIES.map((ally, index) => {
            const hidden = index < current || index >= current + visible;
            return (
              <li key={ally.name} className={classes.ally} aria-hidden={hidden}>
                <div className={classes.allyCard}>
                  <img src={ally.logo} alt={ally.name} loading="lazy" width={260} height={96} />
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </Stack>
  );
}
