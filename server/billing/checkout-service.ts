import { eq, sql } from 'drizzle-orm';
import { BILLING_ERROR_CODES, type Purchase } from '../../common/billing';
import { BILLING_TEXTS } from '../../common/billing-texts.plain';
import type { SessionIdentity } from '../../common/session';
import type { Db } from '../db/open';
import { stripeCustomers } from '../db/schema';
import { AppError, badRequest } from '../http/errors';
import { planForCheckout } from './plans-service';
import type { Stripe } from './stripe';

const paymentsDisabled = () => new AppError(503, BILLING_ERROR_CODES.paymentsDisabled, BILLING_TEXTS.paymentsDisabled);
const stripeFailed = (message: string) => new AppError(502, BILLING_ERROR_CODES.stripeFailed, message);

/** Stripe sends the browser back here: it must be on this site, never elsewhere (no open redirect). */
export function assertReturnUrl(returnUrl: string, appUrl: URL): string {
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    throw badRequest(BILLING_TEXTS.returnUrlOutside);
  }
  if (url.origin !== appUrl.origin) throw badRequest(BILLING_TEXTS.returnUrlOutside);
  return url.toString();
}

/**
 * The user's Stripe customer, created (and tied to the user) before the first checkout. Two
 * checkouts at once may both create one; the first stored wins and the other stays unused.
 */
async function customerFor(db: Db, stripe: Stripe, user: SessionIdentity): Promise<string> {
  const [record] = await db.select({ customer: stripeCustomers.stripeCustomerId }).from(stripeCustomers).where(eq(stripeCustomers.userId, user.id));
  if (record?.customer) return record.customer;
  let created: Stripe.Customer;
  try {
    created = await stripe.customers.create({ email: user.email, metadata: { userId: String(user.id) } });
  } catch {
    throw stripeFailed(BILLING_TEXTS.checkoutFailed);
  }
  // updated_at at the epoch: the first webhook about this customer is never "older" than it.
  const [stored] = await db
    .insert(stripeCustomers)
    .values({ userId: user.id, stripeCustomerId: created.id, updatedAt: new Date(0) })
    .onConflictDoUpdate({
      target: stripeCustomers.userId,
      set: { stripeCustomerId: sql`coalesce(${stripeCustomers.stripeCustomerId}, excluded.stripe_customer_id)` },
    })
    .returning({ customer: stripeCustomers.stripeCustomerId });
  return stored!.customer!;
}

/**
 * A Stripe Checkout session for a public plan (spec §7): subscription mode for subscriptions,
 * payment mode for lifetime deals. The user is the session's, the tier the plan's — whatever
 * the body says.
 */
export async function createCheckout(
  db: Db,
  stripe: Stripe | null,
  appUrl: URL,
  user: SessionIdentity,
  request: { planId: string; return_url: string },
  purchase: Purchase,
): Promise<{ url: string }> {
  if (!stripe) throw paymentsDisabled();
  const returnUrl = assertReturnUrl(request.return_url, appUrl);
  const plan = await planForCheckout(db, request.planId, purchase);
  const customer = await customerFor(db, stripe, user);
  const metadata = { userId: String(user.id), planId: String(plan.id), tier: String(plan.tier), purchase };
  const failed = purchase === 'ltd' ? BILLING_TEXTS.ltdCheckoutFailed : BILLING_TEXTS.checkoutFailed;
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: purchase === 'ltd' ? 'payment' : 'subscription',
      customer,
      client_reference_id: String(user.id),
      line_items: [{ price: plan.priceId!, quantity: 1 }],
      success_url: returnUrl,
      cancel_url: returnUrl,
      metadata,
      ...(purchase === 'subscription' ? { subscription_data: { metadata } } : {}),
    });
  } catch {
    throw stripeFailed(failed);
  }
  if (!session.url) throw stripeFailed(purchase === 'ltd' ? BILLING_TEXTS.noLtdCheckoutUrl : BILLING_TEXTS.noCheckoutUrl);
  return { url: session.url };
}

/** Stripe's billing portal for my own subscription; 'No active subscription found' otherwise. */
export async function createPortal(db: Db, stripe: Stripe | null, appUrl: URL, user: SessionIdentity, returnUrl: string): Promise<{ url: string }> {
  if (!stripe) throw paymentsDisabled();
  const url = assertReturnUrl(returnUrl, appUrl);
  const [record] = await db
    .select({ customer: stripeCustomers.stripeCustomerId, subscription: stripeCustomers.subscriptionId, purchase: stripeCustomers.purchase })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.userId, user.id));
  if (!record?.customer || !record.subscription || record.purchase === 'ltd') {
    throw new AppError(404, BILLING_ERROR_CODES.noSubscription, BILLING_TEXTS.noActiveSubscription);
  }
  let session: Stripe.BillingPortal.Session;
  try {
    session = await stripe.billingPortal.sessions.create({ customer: record.customer, return_url: url });
  } catch {
    throw stripeFailed(BILLING_TEXTS.portalFailed);
  }
  if (!session.url) throw stripeFailed(BILLING_TEXTS.noPortalUrl);
  return { url: session.url };
}
