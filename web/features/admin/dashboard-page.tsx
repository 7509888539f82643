import { PlaceholderPage } from '../../components/placeholder-page';

/** Admin landing. Not built yet. */
export function DashboardPage() {
  return <PlaceholderPage title="Dashboard" />;
}
