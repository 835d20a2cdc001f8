import { Alert, Anchor, Container, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';

// What the operator's quotation page and the admin's share around the quotation itself: the way
// back to the list and the answer when the quotation cannot be shown.

export const QUOTATION_NOT_FOUND_TEXT = 'No encontramos esta cotización.';

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fw={600}>
      <Group gap={4} component="span">
        <IconArrowLeft size={18} aria-hidden />
        {children}
      </Group>
    </Anchor>
  );
}

/** 'Lo sentimos': not found (or a malformed id) versus a failed load. */
export function QuotationUnavailable({ back, error, id }: { back: ReactNode; error: unknown; id: number }) {
  const missing = error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED');
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        {back}
        <Alert color="gray" icon={<IconInfoCircle aria-hidden />} title="Lo sentimos">
          {missing || !Number.isInteger(id) ? QUOTATION_NOT_FOUND_TEXT : 'No pudimos cargar la cotización.'}
        </Alert>
      </Stack>
    </Container>
  );
}
