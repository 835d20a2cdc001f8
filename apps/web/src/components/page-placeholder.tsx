import { Container, Paper, Stack, Text } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { PageTitle } from '@/components/page-title';

/** A screen whose content later work builds: its heading and a short note. */
export function PagePlaceholder() {
  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <PageTitle />
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs" py="lg">
            <IconTools size={36} stroke={1.5} color="var(--mantine-color-brand-5)" aria-hidden />
            <Text c="dimmed" ta="center">
              Esta sección estará disponible muy pronto.
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
