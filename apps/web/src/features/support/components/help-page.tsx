import { PagePlaceholder } from '@/components/page-placeholder';

/** SPEC §2 Static pages: FAQ — later work builds this screen. */
export function HelpPage() {
  return <PagePlaceholder />;
}
