import { PlaceholderPage } from '../../components/placeholder-page';

/** Terms of Service, English/French. Not built yet. */
export function TermsOfServicePage() {
  return <PlaceholderPage title="Terms of Service" />;
}
