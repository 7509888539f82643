import { PlaceholderPage } from '../../components/placeholder-page';

/** Privacy Policy, English/French. Not built yet. */
export function PrivacyPolicyPage() {
  return <PlaceholderPage title="Privacy Policy" />;
}
