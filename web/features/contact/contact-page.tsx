import { PlaceholderPage } from '../../components/placeholder-page';

/** Contact page. Not built yet. */
export function ContactPage() {
  return <PlaceholderPage title="Contact" />;
}
