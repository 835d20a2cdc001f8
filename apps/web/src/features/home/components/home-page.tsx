import { PagePlaceholder } from '@/components/page-placeholder';

/** SPEC §2 Home — later work builds this screen. */
export function HomePage() {
  return <PagePlaceholder />;
}
