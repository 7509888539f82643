import { PlaceholderPage } from '../../components/placeholder-page';

/** Login and registration (spec §2). Not built yet. */
export function LoginPage() {
  return <PlaceholderPage title="Login" />;
}
