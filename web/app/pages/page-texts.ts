import { BILLING_SCREEN_TEXTS } from '../../features/billing/billing-screen-texts';

/** Texts of the pages that compose features (the server never sends them). */
export const PAGE_TEXTS = {
  createListFailed: (reason: string) => `Failed to create new list: ${reason}`,
  selectNone: 'Select None',
  selectAll: 'Select All',
  exportSelected: (count: number) => `Export Selected (${count})`,
  tierCounter: (tier: number | null, used: number, maxlist: number | null) =>
    // Spec §2: 'Free Tier: used/0' without a plan. Tier 0 is the free tier too (spec §9), with the
    // limit an admin set on its card (issue #18).
    tier === null ? `Free Tier: ${used}/0` : `${tier === 0 ? 'Free Tier' : `Tier ${tier}`}: ${used}/${maxlist === null ? 'Unlimited' : maxlist}`,
  /** The billing feature's own word (its /pricing page says it too). */
  subscribe: BILLING_SCREEN_TEXTS.subscribe,
  // Spec §2.
  featuredPosts: 'Featured Posts',
  recentPosts: 'Recent Posts',
  allPosts: 'All Posts',
  fetchFailed: (reason: string) => `Failed to fetch profile: ${reason}`,
} as const;
