/**
 * The texts of billing (spec §2 "Subscription plans", "Lifetime deals", Profile; §8 Billing). Apart
 * from the schemas in billing.ts: the home page's promo uses them and loads no zod (decision 014).
 */
export const BILLING_TEXTS = {
  // Spec §8 Billing.
  noActiveSubscription: 'No active subscription found',
  portalFailed: 'Failed to create portal session',
  noPortalUrl: 'No portal URL returned',
  invalidJson: 'Invalid JSON response',
  emptyResponse: 'Empty response from server',
  checkoutFailed: 'Failed to create checkout session',
  noCheckoutUrl: 'No checkout URL returned',
  ltdCheckoutFailed: 'Failed to create LTD checkout session',
  noLtdCheckoutUrl: 'No LTD checkout URL returned',
  // Spec §2.
  manageSubscription: 'Manage Subscription',
  limitedTimeDeals: 'Limited Time Deals',
  lifetimeAccess: 'One-time payment for lifetime access',
  purchaseNow: 'Purchase Now',
  subscribe: 'Subscribe',
  noActiveSubscriptionStatus: 'No active subscription',
  viewPlans: 'View Plans',
  getLifetimeDeal: 'Get Lifetime Deal',
  planTypeLtd: 'Lifetime Deal',
  planTypeSubscription: 'Subscription',
  unlimited: 'Unlimited',
  // Ours.
  paymentsDisabled: 'Payments are not configured on this server. An admin can assign you a plan.',
  returnUrlOutside: 'The return address must be on this site.',
  unknownPlan: 'This plan is not available.',
  planInUse: (users: number) =>
    `This plan is in use by ${String(users)} ${users === 1 ? 'user' : 'users'}: deactivate it instead, or move them to another plan first.`,
  userNotFoundByEmail: 'No user has this email address.',
  currentPlan: 'Your current plan',
} as const;
