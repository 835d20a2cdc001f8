import { Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of an admin screen inside the desk layout. */
export function AdminScreen({ children }: { children: ReactNode }) {
  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="lg">{children}</Stack>
    </Container>
  );
}
