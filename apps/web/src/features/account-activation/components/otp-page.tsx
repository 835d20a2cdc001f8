import { GuestPagePlaceholder } from '@/components/guest-page-placeholder';

/** SPEC §2 Activation, step 2 (OTP page) — later work builds this screen. */
export function OtpPage() {
  return <GuestPagePlaceholder />;
}
