import { PrivacyNoticePage } from '@/features/privacy/components/privacy-notice-page';

export function Component() {
  return <PrivacyNoticePage />;
}
