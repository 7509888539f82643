import { PlaceholderPage } from '../../components/placeholder-page';

/** /verify-email?token=...: verifies the e-mail address. Not built yet. */
export function VerifyEmailPage() {
  return <PlaceholderPage title="Verify Email" />;
}
