/** Texts of the pages that compose features (the server never sends them). */
export const PAGE_TEXTS = {
  createListFailed: (reason: string) => `Failed to create new list: ${reason}`,
  selectNone: 'Select None',
  selectAll: 'Select All',
  exportSelected: (count: number) => `Export Selected (${count})`,
  tierCounter: (tier: number | null, used: number, maxlist: number | null) =>
    tier === null ? `Free Tier: ${used}/0` : `Tier ${tier}: ${used}/${maxlist === null ? 'Unlimited' : maxlist}`,
  subscribe: 'Subscribe',
  // Spec §2.
  featuredPosts: 'Featured Posts',
  recentPosts: 'Recent Posts',
  allPosts: 'All Posts',
  fetchFailed: (reason: string) => `Failed to fetch profile: ${reason}`,
} as const;
