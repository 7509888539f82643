import { z } from 'zod';
import { INT32_MAX, idSchema, int32Schema } from './integers';

/**
 * Plans, subscriptions and lifetime deals (spec §2 "Subscription plans", "Lifetime deals",
 * "Profile" Subscription Status, "Admin: tiers management"; §3 plans, stripe_customers; §5 plan
 * form; §7; §8 Billing; §9 prices). Texts, the price display and the schemas of every answer.
 *
 * Routes:
 * - GET  /api/plans?purchase=subscription|ltd (public) → PlansResponse: public plans (system
 *   'prod', active, with a price id), by sort_order; `paymentsEnabled` false when the server has no
 *   Stripe key (buttons then say so).
 * - GET  /api/billing/status → BillingStatus (the signed-in user's plan, for the profile).
 * - POST /api/create-checkout-session      {planId (price id), return_url} → {url}
 * - POST /api/create-checkout-ltd-session  {planId (price id), return_url} → {url}
 * - POST /api/create-portal-session        {return_url} → {url} ('No active subscription found')
 * - POST /api/stripe/webhook (Stripe only; signature checked)
 * - Admin (role admin): GET /api/admin/plans → {plans: AdminPlan[]} (all plans, every field);
 *   POST /api/admin/plans (PlanInput) → AdminPlan; PUT /api/admin/plans/:id (PlanInput) → AdminPlan;
 *   DELETE /api/admin/plans/:id → 204 (409 code PLAN_IN_USE when someone holds its tier);
 *   POST /api/admin/plan-assignments {email, planId | null} → PlanAssignment (null removes the plan);
 *   GET /api/admin/plan-assignments → {assignments: PlanAssignment[]} (newest first, 50).
 */

export const BILLING_ERROR_CODES = {
  paymentsDisabled: 'PAYMENTS_DISABLED',
  noSubscription: 'NO_ACTIVE_SUBSCRIPTION',
  unknownPlan: 'UNKNOWN_PLAN',
  planInUse: 'PLAN_IN_USE',
  stripeFailed: 'STRIPE_FAILED',
} as const;

export const CURRENCIES = ['usd', 'eur', 'gbp'] as const;
export const INTERVALS = ['month', 'year', 'one_time'] as const;
const PURCHASES = ['subscription', 'ltd'] as const;
/** Spec §9: "Plan system value: 'prod'". */
export const PLAN_SYSTEM = 'prod';

/** Spec §9: amount/100 with two decimals, currency upper-case, default USD — "19.00 USD". */
export function formatPrice(amountInCents: number, currency: string | null | undefined): string {
  return `${(amountInCents / 100).toFixed(2)} ${(currency || 'usd').toUpperCase()}`;
}

const purchaseSchema = z.enum(PURCHASES);
export type Purchase = z.infer<typeof purchaseSchema>;

/** A plan as the subscription and LTD pages show it (features already sanitised HTML); /pricing's extends it (common/plan-requests.ts). */
export const publicPlanSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  interval: z.string().nullable(),
  productName: z.string(),
  productDescription: z.string().nullable(),
  features: z.string().nullable(),
  imageUrl: z.string().nullable(),
  priceId: z.string(),
  tier: z.number().int(),
  maxlist: z.number().int().nullable(),
  purchase: purchaseSchema,
});
export type PublicPlan = z.infer<typeof publicPlanSchema>;
export const plansQuerySchema = z.object({ purchase: purchaseSchema.default('subscription') });
export const plansResponseSchema = z.object({ plans: z.array(publicPlanSchema), paymentsEnabled: z.boolean() });
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const billingStatusSchema = z.object({
  /** 'none': no plan (the profile shows 'No active subscription'). */
  planType: z.enum(['none', 'subscription', 'ltd']),
  tier: z.number().int().nullable(),
  /** null = unlimited. */
  maxlist: z.number().int().nullable(),
  planName: z.string(),
  /** Stripe's word for the subscription ('active', 'past_due', …), null when not from Stripe. */
  status: z.string().nullable(),
  /** 'Manage Subscription' is offered (a Stripe subscription customer, payments on). */
  canManage: z.boolean(),
  paymentsEnabled: z.boolean(),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;

export const checkoutRequestSchema = z.object({
  /** The Stripe price id of the plan. */
  planId: z.string().min(1).max(200),
  return_url: z.string().url().max(2000),
  /** Sent by the old client; ignored (the plan decides the tier, the session decides the user). */
  tier: z.unknown().optional(),
  userId: z.unknown().optional(),
});
export const portalRequestSchema = z.object({
  return_url: z.string().url().max(2000),
  customerId: z.unknown().optional(),
});
export const redirectUrlSchema = z.object({ url: z.string() });

/** Spec §5: Nickname, Amount, Product ID and Product Name required; amount and sort order are numbers. */
export const planInputSchema = z.object({
  nickname: z.string().trim().min(1, 'Nickname is required').max(100),
  amount: z.number().int('Amount is a whole number of cents').min(0, 'Amount cannot be negative').max(INT32_MAX),
  currency: z.enum(CURRENCIES).default('usd'),
  interval: z.enum(INTERVALS).nullable().default('month'),
  productId: z.string().trim().min(1, 'Product ID is required').max(200),
  productName: z.string().trim().min(1, 'Product Name is required').max(200),
  productDescription: z.string().trim().max(2000).nullable().default(null),
  /** HTML; sanitised by the server on save. */
  features: z.string().max(20_000).nullable().default(null),
  // https only: the CSP loads images from https hosts (and this site) only.
  imageUrl: z.string().trim().url('Image URL must be a URL').max(2000).refine((url) => url.startsWith('https://'), 'Image URL must start with https://').nullable().default(null),
  stripePaymentLink: z.string().trim().url('Payment link must be a URL').max(2000).nullable().default(null),
  sortOrder: int32Schema.default(0),
  priceId: z.string().trim().max(200).nullable().default(null),
  tier: z.number().int().min(0, 'Tier is 0 or more').max(INT32_MAX),
  /** null = unlimited. */
  maxlist: z.number().int().min(0, 'MaxList is 0 or more').max(INT32_MAX).nullable(),
  purchase: purchaseSchema.default('subscription'),
  isActive: z.boolean().default(true),
  system: z.string().trim().min(1).max(50).default(PLAN_SYSTEM),
});
export type PlanInput = z.input<typeof planInputSchema>;

/**
 * The free tier's list limit (spec §9: "Free tier: tier 0, maxlist 0"), set on /dashboard/tiers.
 * It is kept as the active tier-0 plan, the one getEntitlements gives everyone without a plan.
 */
export const freeTierSchema = z.object({
  maxlist: z.number().int('Lists allowed is a whole number').min(0, 'Lists allowed is 0 or more').max(100_000, 'Lists allowed is at most 100,000').nullable(),
});
export type FreeTier = z.infer<typeof freeTierSchema>;

export const adminPlanSchema = planInputSchema.extend({
  id: z.number().int(),
  /** Users whose plan is this plan's tier. */
  holders: z.number().int(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminPlansResponseSchema = z.object({ plans: z.array(adminPlanSchema) });

export const planAssignmentRequestSchema = z.object({
  email: z.string().trim().email().max(320),
  /** null removes the user's plan. */
  planId: idSchema.nullable(),
});
export const planAssignmentSchema = z.object({
  id: z.number().int(),
  userEmail: z.string(),
  planName: z.string().nullable(),
  tier: z.number().int().nullable(),
  assignedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type PlanAssignment = z.infer<typeof planAssignmentSchema>;
export const planAssignmentsResponseSchema = z.object({ assignments: z.array(planAssignmentSchema) });
