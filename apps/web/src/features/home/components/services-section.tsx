import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrush, IconCalculator, IconMessages, IconTruckDelivery } from '@tabler/icons-react';

const SERVICES = [
  {
    icon: IconBrush,
    title: 'Personalización a la medida',
    text: 'Serigrafía, tampografía, grabado láser, bordado y sublimación para que la marca de tu cliente luzca en cada pieza.',
  },
  {
    icon: IconCalculator,
    title: 'Cotiza en minutos',
    text: 'Elige color, cantidad y técnica de impresión y conoce al instante el precio por pieza y el total estimado.',
  },
  {
    icon: IconMessages,
    title: 'Seguimiento cercano',
    text: 'Cada cotización tiene un asesor responsable con quien conversas por chat hasta cerrar la venta.',
  },
  {
    icon: IconTruckDelivery,
    title: 'Entregas planeadas',
    text: 'Te mostramos el tiempo aproximado de producción y envío para comprometer fechas con confianza.',
  },
] as const;

/** SPEC §2 Home: the services section. */
export function ServicesSection() {
  return (
    <Stack component="section" aria-labelledby="home-services-title" gap="md">
      <div>
        <Title order={2} id="home-services-title" fz={{ base: 20, sm: 24 }}>
          Nuestros servicios
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Todo lo que necesitas para vender artículos promocionales, en un solo lugar.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {SERVICES.map((service) => (
          <Paper key={service.title} withBorder radius="lg" p="lg">
            <ThemeIcon size={44} radius="md" variant="light">
              <service.icon size={24} stroke={1.7} aria-hidden />
            </ThemeIcon>
            <Title order={3} size="h5" mt="md">
              {service.title}
            </Title>
            <Text size="sm" c="dimmed" mt={6} lh={1.55}>
              {service.text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
