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
  subscribe: 'Subscribe',
  getLifetimeDeal: 'Get Lifetime Deal',
  planTypeLtd: 'Lifetime Deal',
  planTypeSubscription: 'Subscription',
  currentPlan: 'Your current plan',

  noSubscription: 'No active subscription',

  // Issue #38: the public pricing page, and asking the admins for a plan.
  pricing: 'Pricing',
  pricingSubtitle: 'Every plan of this Rollcall: what it allows, what it costs and how to get it.',
  noPricing: 'No plans yet: the admins of this Rollcall have not set any up.',
  yourPlan: (name: string) => `Your plan: ${name}`,
  listsAllowed: (maxlist: number | null) => (maxlist === null ? 'Unlimited lists' : `${String(maxlist)} ${maxlist === 1 ? 'list' : 'lists'}`),
  askHow: 'Ask the admins of this Rollcall for it.',
  askForPlan: 'Ask for this plan',
  asked: (when: string) => `Asked on ${when}. The admins will give it to you here.`,
  askSent: (plan: string) => `Your request for ${plan} is sent to the admins.`,
  askFailed: (reason: string) => `Could not ask for this plan: ${reason}`,
  everyone: 'Everyone has this plan, without asking.',
  signInToBuy: 'Sign in to buy',
  seeAllPlans: 'See every plan on Pricing',

  // Issue #22. GET /api/workspaces tells which teams I own, not which I pay for (TEAM_TEXTS.planCovers
  // names those): until it does, the line names the teams I own.
} as const;
