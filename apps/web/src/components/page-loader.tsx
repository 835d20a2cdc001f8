import { Center, Loader } from '@mantine/core';

/** Centered spinner for a screen that is loading. */
export function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-label="Cargando">
      <Loader size="lg" />
    </Center>
  );
}
