import { PlaceholderPage } from '../../components/placeholder-page';

/** Admin: tiers management. Not built yet. */
export function DashboardTiersPage() {
  return <PlaceholderPage title="Tiers Management" />;
}
