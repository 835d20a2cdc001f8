import { PagePlaceholder } from '@/components/page-placeholder';

/** SPEC §2 Quotation detail — later work builds this screen. */
export function QuotationPage() {
  return <PagePlaceholder />;
}
