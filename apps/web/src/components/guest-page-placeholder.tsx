import { Anchor, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AuthShell } from '@/components/auth-shell';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';

/** A guest screen whose form later work builds: the frame, its heading and a way back. */
export function GuestPagePlaceholder() {
  return (
    <AuthShell>
      <Stack gap="md">
        <PageTitle fz={{ base: 26, sm: 30 }} />
        <Text c="dimmed">Esta sección estará disponible muy pronto.</Text>
        <Anchor component={Link} to={paths.login.href()} size="sm" fw={500}>
          <IconArrowLeft size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} aria-hidden />
          Volver
        </Anchor>
      </Stack>
    </AuthShell>
  );
}
