import { GuestPagePlaceholder } from '@/components/guest-page-placeholder';

/** SPEC §2 Forgot password — later work builds this screen. */
export function RecoveryPage() {
  return <GuestPagePlaceholder />;
}
