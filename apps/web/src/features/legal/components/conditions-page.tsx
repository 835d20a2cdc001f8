import { PagePlaceholder } from '@/components/page-placeholder';

/** SPEC §2 Static pages: terms and conditions — later work builds this screen. */
export function ConditionsPage() {
  return <PagePlaceholder />;
}
