import { GENERIC_ERROR_MESSAGE } from '@cotizador/domain/messages';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/** Shown when a screen fails to load or render (for example, after a deploy replaced its chunk). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Center mih="70vh" p="lg">
      <Stack align="center" gap="md" maw={420}>
        <IconAlertTriangle size={48} stroke={1.5} color="var(--mantine-color-orange-6)" aria-hidden />
        <Title order={1} fz={24} ta="center">
          Algo salió mal
        </Title>
        <Text c="dimmed" ta="center">
          {GENERIC_ERROR_MESSAGE}
        </Text>
        <Button onClick={() => window.location.assign('/')}>Volver al inicio</Button>
      </Stack>
    </Center>
  );
}
