import { PagePlaceholder } from '@/components/page-placeholder';

/** SPEC §2 My quotations — later work builds this screen. */
export function QuotationsPage() {
  return <PagePlaceholder />;
}
