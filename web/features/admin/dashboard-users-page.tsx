import { PlaceholderPage } from '../../components/placeholder-page';

/** Admin: users management. Not built yet. */
export function DashboardUsersPage() {
  return <PlaceholderPage title="Users Management" />;
}
