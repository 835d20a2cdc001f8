import { PagePlaceholder } from '@/components/page-placeholder';

/** SPEC §2 Cart — later work builds this screen. */
export function CartPage() {
  return <PagePlaceholder />;
}
