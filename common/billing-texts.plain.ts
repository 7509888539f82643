/**
 * The texts of billing (spec §2 "Subscription plans", "Lifetime deals", Profile; §8 Billing). Apart
 * from the schemas in billing.ts: the home page's promo uses them and loads no zod (decision 014).
 */
export const BILLING_TEXTS = {
  // Spec §8 Billing.
  noActiveSubscription: 'No active subscription found',
  portalFailed: 'Failed to create portal session',
  noPortalUrl: 'No portal URL returned',
  checkoutFailed: 'Failed to create checkout session',
  noCheckoutUrl: 'No checkout URL returned',
  ltdCheckoutFailed: 'Failed to create LTD checkout session',
  noLtdCheckoutUrl: 'No LTD checkout URL returned',
  // Ours.
  paymentsDisabled: 'Payments are not configured on this server. An admin can assign you a plan.',
  returnUrlOutside: 'The return address must be on this site.',
  unknownPlan: 'This plan is not available.',
  planInUse: (users: number) =>
    `This plan is in use by ${String(users)} ${users === 1 ? 'user' : 'users'}: deactivate it instead, or move them to another plan first.`,
  userNotFoundByEmail: 'No user has this email address.',
} as const;
