import { GuestPagePlaceholder } from '@/components/guest-page-placeholder';

/** SPEC §2 Reset password — later work builds this screen. */
export function ResetPasswordPage() {
  return <GuestPagePlaceholder />;
}
