import { PagePlaceholder } from '@/components/page-placeholder';

/** SPEC §2 Static pages: contact directory — later work builds this screen. */
export function ContactPage() {
  return <PagePlaceholder />;
}
