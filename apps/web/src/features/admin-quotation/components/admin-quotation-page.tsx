import { Container } from '@mantine/core';
import { PageTitle } from '@/components/page-title';

/** /admin/quotations/:id: one quotation, answered by the admin. */
export function AdminQuotationPage() {
  return (
    <Container size="xl" py="lg">
      <PageTitle />
    </Container>
  );
}
