import { PagePlaceholder } from '@/components/page-placeholder';

/** SPEC §2 Catalogue — later work builds this screen. */
export function CataloguePage() {
  return <PagePlaceholder />;
}
