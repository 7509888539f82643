/**
 * Texts of the billing screens that common/billing.ts (BILLING_TEXTS, the spec's own wording and
 * the contract's) does not hold: labels and notices of these screens only. Tests import them here.
 */
export const BILLING_SCREEN_TEXTS = {
  yourExtensions: 'Your extensions',
  subscriptionPlans: 'Subscription Plans',
  subscriptionSubtitle: 'Choose the plan that fits your team: each plan sets how many lists you can keep.',
  redirecting: 'Redirecting…',
  noPlans: 'No plans are on sale right now. Please check back later.',
  noDeals: 'No lifetime deals are on sale right now. Please check back later.',
  plansFailed: (reason: string) => `Failed to fetch plans: ${reason}`,
  statusFailed: (reason: string) => `Failed to fetch subscription status: ${reason}`,
  maxList: (maxlist: number | null) => `MaxList: ${maxlist === null ? 'Unlimited' : String(maxlist)}`,
  tier: (tier: number) => `Tier ${String(tier)}`,
  /** A Stripe subscription whose renewal failed ('past_due'): still active while Stripe retries. */
  paymentFailed: 'Payment failed — update your payment method',
  planType: 'Plan Type',
  plan: 'Plan',
  tierLabel: 'Tier',
  maxListLabel: 'MaxList',
  statusLabel: 'Status',
  invalidJson: 'Invalid JSON response',
  emptyResponse: 'Empty response from server',
  // Spec §2.
  manageSubscription: 'Manage Subscription',
  limitedTimeDeals: 'Limited Time Deals',
  lifetimeAccess: 'One-time payment for lifetime access',
  purchaseNow: 'Purchase Now',
  getLifetimeDeal: 'Get Lifetime Deal',
  planTypeLtd: 'Lifetime Deal',
  planTypeSubscription: 'Subscription',
  currentPlan: 'Your current plan',

  noSubscription: 'No active subscription',

  // Issue #22. GET /api/workspaces tells which teams I own, not which I pay for (TEAM_TEXTS.planCovers
  // names those): until it does, the line names the teams I own.
} as const;
