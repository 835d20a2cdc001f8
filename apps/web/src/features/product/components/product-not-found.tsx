import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMoodSad } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export const PRODUCT_NOT_FOUND_TITLE = 'Lo sentimos';
export const PRODUCT_NOT_FOUND_TEXT = 'El producto no ha sido encontrado';

/** SPEC §2 Product detail: the product-not-found view. */
export function ProductNotFound() {
  return (
    <Container size="sm" py={{ base: 'xl', sm: 60 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={72} radius="xl" variant="light">
            <IconMoodSad size={40} stroke={1.5} aria-hidden />
          </ThemeIcon>
          <Title order={2}>{PRODUCT_NOT_FOUND_TITLE}</Title>
          <Text c="dimmed" size="lg">
            {PRODUCT_NOT_FOUND_TEXT}
          </Text>
          <Text c="dimmed" size="sm" maw={420}>
            Es posible que ya no esté disponible. Explora el catálogo para encontrar una alternativa para tu cliente.
          </Text>
          <Button component={Link} to={paths.catalogue.href()} mt="sm">
            Regresar al catálogo
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
