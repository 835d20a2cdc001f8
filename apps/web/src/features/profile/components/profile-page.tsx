import { PagePlaceholder } from '@/components/page-placeholder';

/** SPEC §2 My profile — later work builds this screen. */
export function ProfilePage() {
  return <PagePlaceholder />;
}
