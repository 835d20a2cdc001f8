import { PagePlaceholder } from '@/components/page-placeholder';

/** SPEC §2 Product detail — later work builds this screen. */
export function ProductPage() {
  return <PagePlaceholder />;
}
