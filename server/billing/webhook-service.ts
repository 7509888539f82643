import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/open';
import { plans, processedWebhookEvents, stripeCustomers } from '../db/schema';
import type { Stripe } from './stripe';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * The fields each handled event is read by, checked before anything is written: a validly signed
 * event with other content (a Stripe API change, a hand-made event) answers 400 and is logged,
 * never a 500 from a property read on the wrong type (issue #16). Unknown fields pass.
 */
const expandable = z.union([z.string(), z.object({ id: z.string() }).loose()]).nullish();
const metadata = z.record(z.string(), z.string()).nullish();
const checkoutSessionSchema = z
  .object({
    client_reference_id: z.string().nullish(),
    metadata,
    customer: expandable,
    subscription: expandable,
    mode: z.string(),
    payment_status: z.string().nullish(),
  })
  .loose();
const subscriptionSchema = z
  .object({
    id: z.string(),
    customer: expandable,
    metadata,
    status: z.string(),
    items: z.object({ data: z.array(z.object({ price: z.object({ id: z.string() }).loose() }).loose()) }).loose(),
  })
  .loose();
const invoiceSchema = z.object({ customer: expandable }).loose();
const HANDLED: Record<string, z.ZodType> = {
  'checkout.session.completed': checkoutSessionSchema,
  'customer.subscription.created': subscriptionSchema,
  'customer.subscription.updated': subscriptionSchema,
  'customer.subscription.deleted': subscriptionSchema,
  'invoice.payment_failed': invoiceSchema,
};

export class MalformedStripeEvent extends Error {
  override name = 'MalformedStripeEvent';
  constructor(
    message: string,
    /** The event's type, when it had one. */
    readonly type: string | null = null,
  ) {
    super(message);
  }
}

/**
 * What every event is, before its type is looked at: the signature proves Stripe (or whoever holds
 * the secret) sent the bytes, not that they are an event (issue #33: a signed JSON array answered 500).
 */
const eventEnvelopeSchema = z.object({ id: z.string().min(1).max(255), object: z.literal('event'), type: z.string().min(1).max(255), created: z.number() });

/** Throws MalformedStripeEvent when the body is no event, or a handled event lacks what its handler reads. */
export function checkStripeEvent(event: Stripe.Event): void {
  const envelope = eventEnvelopeSchema.safeParse(event);
  if (!envelope.success) throw new MalformedStripeEvent(`not an event: ${z.prettifyError(envelope.error).replaceAll('\n', ' ')}`);
  const schema = HANDLED[event.type];
  if (!schema) return;
  const data = (event as { data?: { object?: unknown } }).data;
  const checked = schema.safeParse(data?.object);
  if (!checked.success || typeof event.created !== 'number') {
    throw new MalformedStripeEvent(`${event.type} ${event.id}: ${checked.success ? 'created is not a number' : z.prettifyError(checked.error).replaceAll('\n', ' ')}`, event.type);
  }
}

/** Subscription statuses after which the subscription gives nothing any more. */
const ENDED = new Set(['canceled', 'incomplete_expired', 'unpaid']);

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * Applies one verified Stripe event, exactly once: the event id is stored in the same
 * transaction as its effect, so a redelivery (Stripe retries, or two deliveries at once) changes
 * nothing. State only moves forward in time: an event older than what a record already reflects
 * is ignored (docs/decisions/011).
 */
export async function handleStripeEvent(db: Db, event: Stripe.Event): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(processedWebhookEvents)
      .values({ eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: processedWebhookEvents.eventId });
    if (!fresh) return 'duplicate';
    const at = new Date(event.created * 1000);
    switch (event.type) {
      case 'checkout.session.completed':
        return checkoutCompleted(tx, event.data.object, at);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return subscriptionChanged(tx, event.data.object, at, event.type === 'customer.subscription.deleted');
      case 'invoice.payment_failed':
        return paymentFailed(tx, event.data.object, at);
      default:
        return 'ignored';
    }
  });
}

async function recordOf(tx: Tx, customer: string | null, userId?: number) {
  if (customer) {
    const [byCustomer] = await tx.select().from(stripeCustomers).where(eq(stripeCustomers.stripeCustomerId, customer)).for('update');
    if (byCustomer) return byCustomer;
  }
  if (userId === undefined || !Number.isInteger(userId)) return undefined;
  const [byUser] = await tx.select().from(stripeCustomers).where(eq(stripeCustomers.userId, userId)).for('update');
  return byUser;
}

/** The checkout we created carries the plan id and the user (metadata, client_reference_id). */
async function checkoutCompleted(tx: Tx, session: Stripe.Checkout.Session, at: Date): Promise<WebhookOutcome> {
  const userId = Number(session.client_reference_id ?? session.metadata?.userId);
  const planId = Number(session.metadata?.planId);
  if (!Number.isInteger(userId) || !Number.isInteger(planId)) return 'ignored';
  const [plan] = await tx.select().from(plans).where(eq(plans.id, planId));
  if (!plan) return 'ignored';
  const customer = idOf(session.customer);
  const record = await recordOf(tx, customer, userId);
  if (record && record.userId !== userId) return 'ignored'; // a customer of someone else: never cross wires

  let state: Partial<typeof stripeCustomers.$inferInsert>;
  if (session.mode === 'payment') {
    // Lifetime deal: fulfilled once, when paid; it does not expire and later events never undo it.
    if (session.payment_status !== 'paid') return 'ignored';
    state = { tier: plan.tier, purchase: 'ltd', subscriptionStatus: null, source: 'stripe', updatedAt: at };
  } else {
    if (record?.purchase === 'ltd') return 'ignored';
    if (record && record.updatedAt > at) return 'ignored';
    state = { tier: plan.tier, purchase: 'subscription', subscriptionId: idOf(session.subscription), subscriptionStatus: 'active', source: 'stripe', updatedAt: at };
  }
  await tx
    .insert(stripeCustomers)
    .values({ userId, stripeCustomerId: customer, ...state })
    .onConflictDoUpdate({ target: stripeCustomers.userId, set: { ...state, ...(customer ? { stripeCustomerId: customer } : {}) } });
  return 'processed';
}

async function subscriptionChanged(tx: Tx, subscription: Stripe.Subscription, at: Date, deleted: boolean): Promise<WebhookOutcome> {
  const record = await recordOf(tx, idOf(subscription.customer), Number(subscription.metadata?.userId));
  if (!record || record.purchase === 'ltd') return 'ignored';
  // Out of order: older than what we have; or, in the same second, a cancellation already seen wins.
  if (record.updatedAt > at) return 'ignored';
  if (!deleted && record.updatedAt.getTime() === at.getTime() && record.subscriptionStatus === 'canceled' && record.subscriptionId === null) return 'ignored';
  // Another subscription of this customer ending does not end the one we track.
  if (deleted && record.subscriptionId !== null && record.subscriptionId !== subscription.id) return 'ignored';

  const status = deleted ? 'canceled' : subscription.status;
  if (ENDED.has(status)) {
    await tx
      .update(stripeCustomers)
      .set({ tier: null, purchase: null, subscriptionId: null, subscriptionStatus: status, source: 'stripe', updatedAt: at })
      .where(eq(stripeCustomers.userId, record.userId));
    return 'processed';
  }
  const priceId = subscription.items.data[0]?.price.id;
  const [plan] = priceId
    ? await tx.select().from(plans).where(and(eq(plans.priceId, priceId), eq(plans.purchase, 'subscription')))
    : [];
  await tx
    .update(stripeCustomers)
    .set({
      subscriptionId: subscription.id,
      subscriptionStatus: status,
      ...(plan ? { tier: plan.tier, purchase: 'subscription' as const } : {}),
      source: 'stripe',
      updatedAt: at,
    })
    .where(eq(stripeCustomers.userId, record.userId));
  return 'processed';
}

/** A renewal failed: Stripe retries and the plan stays for now; the profile warns (status past_due). */
async function paymentFailed(tx: Tx, invoice: Stripe.Invoice, at: Date): Promise<WebhookOutcome> {
  const record = await recordOf(tx, idOf(invoice.customer));
  if (!record || record.purchase !== 'subscription' || record.updatedAt > at) return 'ignored';
  await tx.update(stripeCustomers).set({ subscriptionStatus: 'past_due', updatedAt: at }).where(eq(stripeCustomers.userId, record.userId));
  return 'processed';
}
