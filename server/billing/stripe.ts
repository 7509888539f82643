import type Stripe from 'stripe';
import type { Config } from '../config';

/**
 * The Stripe client, or null when payments are off (no STRIPE_SECRET_KEY): plans still show and
 * admins assign them by hand. STRIPE_API_URL points the SDK at stripe-mock or a test double.
 * The SDK is loaded only when payments are on: 11 MiB a server without them never needs (decision 040).
 */
export async function createStripe(config: Config): Promise<Stripe | null> {
  if (!config.stripe) return null;
  const api = config.stripe.apiUrl;
  const { default: StripeClient } = await import('stripe');
  return new StripeClient(config.stripe.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    ...(api ? { host: api.hostname, port: api.port || (api.protocol === 'https:' ? 443 : 80), protocol: api.protocol === 'https:' ? 'https' : 'http' } : {}),
  });
}

export type { Stripe };
