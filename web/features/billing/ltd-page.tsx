import { PlaceholderPage } from '../../components/placeholder-page';

/** Lifetime deals. Not built yet. */
export function LtdPage() {
  return <PlaceholderPage title="Limited Time Deals" />;
}
