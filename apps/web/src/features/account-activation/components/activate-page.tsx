import { GuestPagePlaceholder } from '@/components/guest-page-placeholder';

/** SPEC §2 Activate account, step 1 — later work builds this screen. */
export function ActivatePage() {
  return <GuestPagePlaceholder />;
}
