import { Button, Group, Text, Title } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './home.module.css';

/** SPEC §2 Home: the help section linking to the FAQ. */
export function HelpSection() {
  return (
    <section className={classes.help} aria-labelledby="home-help-title">
      <Group justify="space-between" align="center" gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 420px' }}>
          <IconHelpCircle size={40} stroke={1.5} aria-hidden style={{ flex: 'none' }} />
          <div>
            <Title order={2} id="home-help-title" c="white" fz={{ base: 20, sm: 24 }}>
              ¿Tienes dudas para cotizar?
            </Title>
            <Text c="rgba(255,255,255,0.9)" mt={4}>
              Consulta las preguntas frecuentes sobre precios, tiempos de entrega, técnicas de impresión y el carrito de
              cotizaciones.
            </Text>
          </div>
        </Group>
        <Group gap="sm">
          <Button component={Link} to={paths.help.href()} variant="white">
            Ver preguntas frecuentes
          </Button>
          <Button component={Link} to={paths.contact.href()} variant="outline" color="white">
            Contacto
          </Button>
        </Group>
      </Group>
    </section>
  );
}
