import type { AdminPlan, BillingStatus, PlanAssignment, PublicPlan } from '../../../common/billing';

/** Test data of the billing screens, shaped as the server answers. */

export function makePlan(overrides: Partial<PublicPlan> = {}): PublicPlan {
  return {
    id: 1,
    nickname: 'Starter',
    amount: 900,
    currency: 'usd',
    interval: 'month',
    productName: 'Rollcall Starter',
    productDescription: 'For a small team.',
    features: null,
    imageUrl: null,
    priceId: 'price_starter',
    tier: 1,
    maxlist: 5,
    purchase: 'subscription',
    ...overrides,
  };
}

export function makeStatus(overrides: Partial<BillingStatus> = {}): BillingStatus {
  return {
    planType: 'none',
    tier: null,
    maxlist: 0,
    planName: 'Free',
    status: null,
    canManage: false,
    paymentsEnabled: true,
    ...overrides,
  };
}

export function makeAdminPlan(overrides: Partial<AdminPlan> = {}): AdminPlan {
  return {
    id: 1,
    nickname: 'Starter',
    amount: 900,
    currency: 'usd',
    interval: 'month',
    productId: 'prod_starter',
    productName: 'Rollcall Starter',
    productDescription: null,
    features: null,
    imageUrl: null,
    stripePaymentLink: null,
    sortOrder: 0,
    priceId: 'price_starter',
    tier: 1,
    maxlist: 5,
    purchase: 'subscription',
    isActive: true,
    system: 'prod',
    holders: 0,
    ...overrides,
  };
}

export function makeAssignment(overrides: Partial<PlanAssignment> = {}): PlanAssignment {
  return {
    id: 1,
    userEmail: 'bob@example.com',
    planName: 'Starter',
    tier: 1,
    assignedBy: 'admin_ada',
    createdAt: '2025-03-05T12:00:00.000Z',
    ...overrides,
  };
}
