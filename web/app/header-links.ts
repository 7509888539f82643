import { paths } from '../../common/paths.plain';
import type { SessionUser } from '../../common/session';

/** Which header links a person sees (spec §2, "Header and footer"). */

export type HeaderLink = { label: string; to: string };

/** The account menu's link to /extension (issue #38). */
export const BROWSER_EXTENSION_LINK = 'Browser extension';

/** "Subscription: to logged-in users whose subscriptionType is not ltd." */
export function canSeeSubscription(user: SessionUser | null): boolean {
  return user !== null && user.subscriptionType !== 'ltd';
}

/** "LTD: to logged-in users who have an active LTD plan and no subscriptionType set." */
export function canSeeLtd(user: SessionUser | null): boolean {
  return user !== null && user.hasActiveLTDPlan && user.subscriptionType === null;
}

/** The account button's text: the username, with the fallback text 'User'. */
export function displayName(user: SessionUser): string {
  return user.username.trim() || 'User';
}

/**
 * Links of the main bar, in order. While the session is still `pending`, only the links everyone
 * sees, so the bar never flashes 'Login' at a signed-in user.
 */
export function mainNavLinks(user: SessionUser | null, pending = false): HeaderLink[] {
  const links: HeaderLink[] = [];
  if (user?.role === 'admin') links.push({ label: 'Dashboard', to: paths.dashboard });
  links.push({ label: 'Blog', to: paths.blog });
  if (pending) return links;
  if (user) {
    links.push({ label: 'Lists', to: paths.lists }, { label: 'Members', to: paths.members }, { label: 'Giveaways', to: paths.giveaways });
    if (canSeeSubscription(user)) links.push({ label: 'Subscriptions', to: paths.subscription });
    if (canSeeLtd(user)) links.push({ label: 'LTD', to: paths.ltd });
  } else {
    links.push({ label: 'Login', to: paths.login });
  }
  return links;
}

/** Links of the account dropdown, in order; Logout follows them. */
export function accountMenuLinks(user: SessionUser): HeaderLink[] {
  const links: HeaderLink[] = [{ label: 'Profile', to: paths.profile }];
  if (canSeeSubscription(user)) links.push({ label: 'Subscription', to: paths.subscription });
  if (user.role === 'admin') links.push({ label: 'Dashboard', to: paths.dashboard });
  // Its zip, how to install it and 'Connect the extension' (issue #38).
  links.push({ label: BROWSER_EXTENSION_LINK, to: paths.extension });
  return links;
}
