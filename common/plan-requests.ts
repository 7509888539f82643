import { z } from 'zod';
import { publicPlanSchema } from './billing';
import { idSchema } from './integers';

/**
 * The public pricing page and the requests for a plan (issue #38, decision 032).
 *
 * Routes:
 * - GET  /api/pricing (public, rate-limited) → PricingResponse: every active plan of this system
 *   (subscriptions, then lifetime deals, by sort order), with public fields only, and how a person
 *   gets each: 'buy' (a Stripe price and payments on), 'ask' (an admin gives it) or 'everyone'
 *   (the free tier, tier 0).
 * - GET  /api/plan-requests (signed in) → {requests: MyPlanRequest[]}: my open requests.
 * - POST /api/plan-requests {planId} (signed in, rate-limited) → 201 MyPlanRequest; 409
 *   PLAN_ALREADY_ASKED when my request for it is still open, ALREADY_YOUR_PLAN when I hold it; 400
 *   PLAN_NOT_ASKABLE for a plan that is bought, everyone's, or not offered. Each admin gets a mail.
 * - Admin: GET /api/admin/plan-requests → {requests: AdminPlanRequest[]} (open ones, oldest first);
 *   POST /api/admin/plan-requests/:id/give → the plan given (the Tiers page's assignment, audited),
 *   the request marked given; POST /api/admin/plan-requests/:id/dismiss → marked dismissed, audited.
 *   A request handled already: 409 PLAN_REQUEST_HANDLED.
 */

export const PLAN_REQUEST_ERROR_CODES = {
  alreadyAsked: 'PLAN_ALREADY_ASKED',
  alreadyYours: 'ALREADY_YOUR_PLAN',
  notAskable: 'PLAN_NOT_ASKABLE',
  handled: 'PLAN_REQUEST_HANDLED',
} as const;

/** What the server says of plan requests (the pricing page and the dashboard show them as they are). */
export const PLAN_REQUEST_TEXTS = {
  alreadyAsked: 'You have already asked for this plan. The admins have your request.',
  alreadyYours: 'This is already your plan.',
  notAskable: 'This plan cannot be asked for: buy it, or choose another plan.',
  notFound: 'Request not found',
  handled: 'Another admin has already handled this request.',
} as const;

/** How a person gets a plan: bought through Stripe, asked of the admins, or everyone's already (the free tier). */
export const OBTAIN_WAYS = ['buy', 'ask', 'everyone'] as const;
export type ObtainWay = (typeof OBTAIN_WAYS)[number];

/** A plan as anyone may see it on /pricing: no product id, payment link, system or holders. */
export const pricingPlanSchema = publicPlanSchema.extend({
  /** The Stripe price a checkout takes; only for a plan to 'buy'. */
  priceId: z.string().nullable(),
  obtain: z.enum(OBTAIN_WAYS),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;
export const pricingResponseSchema = z.object({ plans: z.array(pricingPlanSchema), paymentsEnabled: z.boolean() });
export type PricingResponse = z.infer<typeof pricingResponseSchema>;

export const createPlanRequestSchema = z.object({ planId: idSchema });
export type CreatePlanRequest = z.infer<typeof createPlanRequestSchema>;

/** One of my open requests. */
export const myPlanRequestSchema = z.object({ id: z.number().int(), planId: z.number().int(), createdAt: z.string() });
export type MyPlanRequest = z.infer<typeof myPlanRequestSchema>;
export const myPlanRequestsSchema = z.object({ requests: z.array(myPlanRequestSchema) });

/** An open request as the dashboard lists it. */
export const adminPlanRequestSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  email: z.string(),
  planId: z.number().int(),
  planName: z.string(),
  tier: z.number().int(),
  maxlist: z.number().int().nullable(),
  createdAt: z.string(),
});
export type AdminPlanRequest = z.infer<typeof adminPlanRequestSchema>;
export const adminPlanRequestsSchema = z.object({ requests: z.array(adminPlanRequestSchema) });
export const handledPlanRequestSchema = z.object({ id: z.number().int(), state: z.enum(['given', 'dismissed']) });
export type HandledPlanRequest = z.infer<typeof handledPlanRequestSchema>;
