import { PlaceholderPage } from '../../components/placeholder-page';

/** Members table. Not built yet. */
export function MembersPage() {
  return <PlaceholderPage title="Members" />;
}
