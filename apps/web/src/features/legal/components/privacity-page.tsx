import { PagePlaceholder } from '@/components/page-placeholder';

/** SPEC §2 Static pages: privacy notice — later work builds this screen. */
export function PrivacityPage() {
  return <PagePlaceholder />;
}
