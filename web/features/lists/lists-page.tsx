import { PlaceholderPage } from '../../components/placeholder-page';

/** Lists screen. Not built yet. */
export function ListsPage() {
  return <PlaceholderPage title="Lists" />;
}
