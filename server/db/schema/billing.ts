import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { deletedWithUser, users } from './accounts';
import { createdAt, serialId, timestamptz, updatedAt } from './columns';

/** Billing: plans, each user's subscription state, the Stripe events handled and the plans admins assigned. */

/** "Presence of a row means the user has a subscription record." One row per user. */
export const stripeCustomers = pgTable(
  'stripe_customers',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    /** null when an admin assigned the plan by hand (no Stripe customer yet). */
    stripeCustomerId: text('stripe_customer_id'),
    subscriptionId: text('subscription_id'),
    tier: integer('tier'),
    /** Which kind of plan the tier is (a tier number may exist as a subscription and as an LTD). */
    purchase: text('purchase', { enum: ['subscription', 'ltd'] }),
    /** Stripe's subscription status ('active', 'past_due', 'canceled', …); null for LTD and admin plans. */
    subscriptionStatus: text('subscription_status'),
    /** 'stripe' (checkout and webhooks) or 'admin' (assigned by hand). */
    source: text('source', { enum: ['stripe', 'admin'] }).notNull().default('stripe'),
    /** When the state was last set: the Stripe event's time, so an older event never overwrites a newer one. */
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('stripe_customers_stripe_customer_id_key').on(t.stripeCustomerId)],
);

export const plans = pgTable(
  'plans',
  {
    id: serialId(),
    nickname: text('nickname').notNull(),
    /** In cents. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('usd'),
    interval: text('interval'),
    productId: text('product_id').notNull(),
    productName: text('product_name').notNull(),
    productDescription: text('product_description'),
    /** HTML, sanitised on output. */
    features: text('features'),
    imageUrl: text('image_url'),
    stripePaymentLink: text('stripe_payment_link'),
    sortOrder: integer('sort_order').notNull().default(0),
    priceId: text('price_id'),
    tier: integer('tier').notNull(),
    /** null = unlimited. */
    maxlist: integer('maxlist'),
    purchase: text('purchase', { enum: ['subscription', 'ltd'] }).notNull().default('subscription'),
    isActive: boolean('is_active').notNull().default(true),
    system: text('system').notNull().default('prod'),
  },
  (t) => [
    index('plans_public_idx').on(t.system, t.isActive, t.purchase, t.sortOrder),
    index('plans_tier_idx').on(t.tier),
    check('plans_purchase_check', sql`${t.purchase} in ('subscription', 'ltd')`),
    check('plans_maxlist_check', sql`${t.maxlist} is null or ${t.maxlist} >= 0`),
  ],
);

/** Stripe webhook events already handled, so a redelivery is applied once. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamptz('processed_at').notNull().defaultNow(),
});

/** Every plan an admin gave or took away by hand (spec issue: "with an audit entry"). */
export const planAssignments = pgTable(
  'plan_assignments',
  {
    id: serialId(),
    userId: deletedWithUser(),
    /** null: the plan was removed. */
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    planName: text('plan_name'),
    tier: integer('tier'),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('plan_assignments_created_idx').on(t.createdAt)],
);

/**
 * A person's request for a plan they cannot buy here (issue #38, decision 032): 'Ask for this plan'
 * on /pricing. Open until an admin gives the plan ('given') or dismisses it ('dismissed'); one open
 * request per person and plan (the partial unique index), so asking again is told it is asked.
 */
export const PLAN_REQUEST_STATES = ['open', 'given', 'dismissed'] as const;
export const PLAN_REQUESTS_OPEN_KEY = 'plan_requests_open_key';

export const planRequests = pgTable(
  'plan_requests',
  {
    id: serialId(),
    userId: deletedWithUser(),
    /** A deleted plan takes its requests with it: there is nothing left to give. */
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    state: text('state', { enum: PLAN_REQUEST_STATES }).notNull().default('open'),
    createdAt: createdAt(),
    handledAt: timestamptz('handled_at'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex(PLAN_REQUESTS_OPEN_KEY).on(t.userId, t.planId).where(sql`${t.state} = 'open'`),
    index('plan_requests_open_idx').on(t.createdAt).where(sql`${t.state} = 'open'`),
    check('plan_requests_state_check', sql`${t.state} in ('open', 'given', 'dismissed')`),
  ],
);
