import { Container } from '@mantine/core';
import { PageTitle } from '@/components/page-title';

/** /admin: the quotations inbox. */
export function InboxPage() {
  return (
    <Container size="xl" py="lg">
      <PageTitle />
    </Container>
  );
}
