import { named } from './define';

/** Plans, checkout, the portal, Stripe's webhook. */
export const billingRoutes = /* @__PURE__ */ named({
  getPlans: { method: 'GET', path: '/api/plans', access: 'public' },
  getBillingStatus: { method: 'GET', path: '/api/billing/status', access: 'user' },
  createCheckoutSession: { method: 'POST', path: '/api/create-checkout-session', access: 'user' },
  createLtdCheckoutSession: { method: 'POST', path: '/api/create-checkout-ltd-session', access: 'user' },
  createPortalSession: { method: 'POST', path: '/api/create-portal-session', access: 'user' },
  stripeWebhook: { method: 'POST', path: '/api/stripe/webhook', access: 'public', bodyMedia: 'raw' },
  /** The public pricing page's plans, and a person's requests for a plan (issue #38). */
  getPricing: { method: 'GET', path: '/api/pricing', access: 'public' },
  getMyPlanRequests: { method: 'GET', path: '/api/plan-requests', access: 'user' },
  createPlanRequest: { method: 'POST', path: '/api/plan-requests', access: 'user' },
});
