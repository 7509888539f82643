import { PlaceholderPage } from '../../components/placeholder-page';

/** Subscription plans. Not built yet. */
export function SubscriptionPage() {
  return <PlaceholderPage title="Subscription Plans" />;
}
