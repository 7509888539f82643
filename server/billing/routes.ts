import { currentUser } from '../http/identity';
import { badRequest } from '../http/errors';
import { endpoints, type ZodApp } from '../http/endpoint';
import { AUTH_LIMIT, PLAN_REQUEST_LIMIT, PRICING_READS_LIMIT } from '../http/rate-limits';
import { createCheckout, createPortal } from './checkout-service';
import { getEntitlements } from './entitlements';
import { adminPlans, assignPlan, createPlan, deletePlan, publicPlans, recentAssignments, setFreeTier, updatePlan } from './plans-service';
import { createStripe } from './stripe';
import { createPlanRequest, dismissPlanRequest, givePlanRequest, myPlanRequests, openPlanRequests, pricingPlans } from './plan-requests-service';
import { checkStripeEvent, handleStripeEvent, MalformedStripeEvent } from './webhook-service';

/** Plans, checkout, the portal, Stripe's webhook, and the admin's tiers management (spec §7). */
export async function billingRoutes(app: ZodApp) {
  const route = endpoints(app);
  const stripe = await createStripe(app.config);
  const appUrl = app.config.appUrl;

  route('getPlans', async (request) => ({ plans: await publicPlans(app.db, request.query.purchase), paymentsEnabled: stripe !== null }));
  route('getBillingStatus', async (request) => {
    const plan = await getEntitlements(app.db, currentUser(request).id);
    return {
      planType: plan.planType,
      tier: plan.planType === 'none' ? null : plan.tier,
      maxlist: plan.maxlist,
      planName: plan.planName,
      status: plan.subscriptionStatus,
      canManage: stripe !== null && plan.planType === 'subscription' && plan.source === 'stripe' && plan.stripeCustomerId !== null,
      paymentsEnabled: stripe !== null,
    };
  });

  // Each call reaches Stripe: limited like the other routes that cost something per call.
  const outgoing = { config: { rateLimit: AUTH_LIMIT } };
  route('createCheckoutSession', outgoing, async (request) => createCheckout(app.db, stripe, appUrl, currentUser(request), request.body, 'subscription'));
  route('createLtdCheckoutSession', outgoing, async (request) => createCheckout(app.db, stripe, appUrl, currentUser(request), request.body, 'ltd'));
  route('createPortalSession', outgoing, async (request) => createPortal(app.db, stripe, appUrl, currentUser(request), request.body.return_url));

  // The public pricing page and the requests for a plan (issue #38, decision 032).
  route('getPricing', { config: { rateLimit: PRICING_READS_LIMIT } }, async () => ({ plans: await pricingPlans(app.db, stripe !== null), paymentsEnabled: stripe !== null }));
  route('getMyPlanRequests', async (request) => ({ requests: await myPlanRequests(app.db, currentUser(request).id) }));
  route('createPlanRequest', { config: { rateLimit: PLAN_REQUEST_LIMIT } }, async (request) =>
    createPlanRequest({ db: app.db, mailer: app.mailQueue, appUrl, paymentsEnabled: stripe !== null }, currentUser(request), request.body.planId),
  );
  route('getPlanRequests', async () => ({ requests: await openPlanRequests(app.db) }));
  route('givePlanRequest', async (request) => givePlanRequest(app.db, currentUser(request).id, request.params.id));
  route('dismissPlanRequest', async (request) => dismissPlanRequest(app.db, currentUser(request).id, request.params.id));

  route('getAdminPlans', async () => ({ plans: await adminPlans(app.db) }));
  route('createPlan', async (request) => createPlan(app.db, currentUser(request).id, request.body));
  route('updatePlan', async (request) => updatePlan(app.db, currentUser(request).id, request.params.id, request.body));
  route('deletePlan', async (request) => deletePlan(app.db, currentUser(request).id, request.params.id));
  route('setFreeTier', async (request) => setFreeTier(app.db, currentUser(request).id, request.body.maxlist));
  route('assignPlan', async (request) => assignPlan(app.db, currentUser(request).id, request.body.email, request.body.planId));
  route('getPlanAssignments', async () => ({ assignments: await recentAssignments(app.db) }));

  // Stripe's webhook: the signature is over the exact bytes, so this route keeps the raw body.
  await app.register(async (raw: ZodApp) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => {
      done(null, body);
    });
    endpoints(raw)('stripeWebhook', async (request) => {
      if (!stripe || !app.config.stripe) throw badRequest('Stripe is not configured on this server.');
      const signature = typeof request.headers['stripe-signature'] === 'string' ? request.headers['stripe-signature'] : '';
      let event;
      try {
        event = stripe.webhooks.constructEvent(request.body as Buffer, signature, app.config.stripe.webhookSecret);
        // The SDK refuses a signature older than its tolerance (5 minutes), not one from the future.
        refuseFutureSignature(signature);
      } catch (error) {
        request.log.warn({ err: error }, 'stripe webhook refused');
        throw badRequest('Invalid Stripe signature.');
      }
      try {
        checkStripeEvent(event);
      } catch (error) {
        request.log.warn({ err: error }, 'stripe webhook malformed');
        const type = error instanceof MalformedStripeEvent ? error.type : null;
        throw badRequest(type ? `Malformed Stripe event (${type}).` : 'Malformed Stripe event.');
      }
      const outcome = await handleStripeEvent(app.db, event);
      request.log.info({ event: event.id, type: event.type, outcome }, 'stripe webhook');
      return { received: true as const, outcome };
    });
  });
}

/** How far ahead of our clock a signature may be, like the SDK's tolerance for an old one. */
const SIGNATURE_TOLERANCE_S = 5 * 60;

/** `t=<unix seconds>` of a Stripe-Signature header more than the tolerance ahead of now: refused. */
function refuseFutureSignature(header: string, nowS = Date.now() / 1000): void {
  const timestamp = Number(/(?:^|,)t=(\d+)/.exec(header)?.[1]);
  if (!Number.isFinite(timestamp) || timestamp > nowS + SIGNATURE_TOLERANCE_S) {
    throw new Error(`signature timestamp ${String(timestamp)} is more than ${String(SIGNATURE_TOLERANCE_S)} s ahead of this server's clock`);
  }
}
