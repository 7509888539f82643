import { PlaceholderPage } from '../../components/placeholder-page';

/** Profile. Not built yet. */
export function ProfilePage() {
  return <PlaceholderPage title="Profile" />;
}
