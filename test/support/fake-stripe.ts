import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A test double of Stripe's API — not Stripe, and not stripe-mock: a local HTTP server that the
 * real Stripe SDK is pointed at (STRIPE_API_URL). It answers the three calls Rollcall makes
 * (customers, checkout sessions, billing portal sessions) with objects shaped like Stripe's,
 * records each request as Stripe would receive it (form-encoded params, API key), and can fail on
 * demand. For browser tests it also plays the hosted checkout page: 'Pay' sends the signed
 * webhooks Stripe would send to the app, then returns to the success URL.
 */
export interface FakeStripe {
  url: string;
  /** Every API request received: method, path, form params, the Authorization header. */
  requests: { method: string; path: string; params: URLSearchParams; authorization: string | undefined }[];
  /** The next API call (with the SDK's retries of it: same Idempotency-Key) answers this HTTP status with a Stripe error body. */
  failNext(status: number): void;
  /** The next checkout or portal session comes back without a url. */
  omitNextUrl(): void;
  /** Where 'Pay' on the checkout page delivers the webhooks (the app's /api/stripe/webhook). */
  webhookUrl: string | null;
  /** A Stripe event with its Stripe-Signature header, signed with the webhook secret. */
  signedEvent(
    type: string,
    object: Record<string, unknown>,
    options?: { created?: number; id?: string; secret?: string; /** Unix seconds of the signature. */ signedAt?: number },
  ): { payload: string; signature: string; id: string };
  close(): Promise<void>;
}

const signer = new Stripe('sk_test_signer');

export async function startFakeStripe(webhookSecret: string): Promise<FakeStripe> {
  let counter = 0;
  let failStatus: number | null = null;
  let failingKey: string | null = null;
  let omitUrl = false;
  const next = (prefix: string) => `${prefix}_test_${String((counter += 1)).padStart(6, '0')}`;
  const sessions = new Map<string, Record<string, unknown>>();

  const fake: FakeStripe = {
    url: '',
    requests: [],
    webhookUrl: null,
    failNext(status) {
      failStatus = status;
    },
    omitNextUrl() {
      omitUrl = true;
    },
    signedEvent(type, object, options = {}) {
      const id = options.id ?? next('evt');
      const payload = JSON.stringify({ id, object: 'event', type, created: options.created ?? Math.floor(Date.now() / 1000), data: { object }, livemode: false });
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret, timestamp: options.signedAt });
      return { payload, signature, id };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  async function deliver(type: string, object: Record<string, unknown>) {
    if (!fake.webhookUrl) throw new Error('FakeStripe: no webhookUrl to deliver to');
    const { payload, signature } = fake.signedEvent(type, object);
    const response = await fetch(fake.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    if (!response.ok) throw new Error(`FakeStripe: webhook answered ${String(response.status)}`);
  }

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      void (async () => {
        const url = new URL(request.url ?? '/', fake.url);
        const json = (status: number, value: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(value));
        };

        // The hosted checkout page (browser tests).
        const page = /^\/checkout\/(cs_test_\d+)(\/pay)?$/.exec(url.pathname);
        if (page) {
          const session = sessions.get(page[1]!);
          if (!session) return json(404, { error: 'no such session' });
          if (!page[2]) {
            response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
            return response.end(
              `<!doctype html><title>Fake Stripe Checkout</title><h1>Fake Stripe Checkout</h1><p>${String(session.mode)}</p>` +
                `<form method="post" action="/checkout/${page[1]!}/pay"><button>Pay</button></form>`,
            );
          }
          const paid = { ...session, status: 'complete', payment_status: 'paid' };
          await deliver('checkout.session.completed', paid);
          if (session.mode === 'subscription') {
            const metadata = session.metadata as Record<string, string>;
            await deliver('customer.subscription.created', {
              id: session.subscription,
              object: 'subscription',
              customer: session.customer,
              status: 'active',
              metadata,
              items: { object: 'list', data: [{ id: next('si'), object: 'subscription_item', price: { id: session.price, object: 'price' } }] },
            });
          }
          response.writeHead(303, { location: String(session.success_url) });
          return response.end();
        }

        // The API.
        const params = new URLSearchParams(body);
        fake.requests.push({ method: request.method ?? '', path: url.pathname, params, authorization: request.headers.authorization });
        if (failStatus !== null) {
          const key = String(request.headers['idempotency-key'] ?? `request-${String(fake.requests.length)}`);
          if (failingKey === null || failingKey === key) {
            failingKey = key;
            return json(failStatus, { error: { type: 'api_error', message: 'The fake was told to fail.' } });
          }
          failStatus = null;
          failingKey = null;
        }
        if (request.method === 'POST' && url.pathname === '/v1/customers') {
          return json(200, { id: next('cus'), object: 'customer', email: params.get('email'), metadata: { userId: params.get('metadata[userId]') } });
        }
        if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
          const id = next('cs');
          const mode = params.get('mode');
          const metadata = Object.fromEntries([...params].filter(([key]) => key.startsWith('metadata[')).map(([key, value]) => [key.slice(9, -1), value]));
          const session = {
            id,
            object: 'checkout.session',
            mode,
            customer: params.get('customer'),
            client_reference_id: params.get('client_reference_id'),
            metadata,
            success_url: params.get('success_url'),
            cancel_url: params.get('cancel_url'),
            subscription: mode === 'subscription' ? next('sub') : null,
            price: params.get('line_items[0][price]'),
            status: 'open',
            payment_status: 'unpaid',
            url: omitUrl ? null : `${fake.url}/checkout/${id}`,
          };
          omitUrl = false;
          sessions.set(id, session);
          return json(200, session);
        }
        if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
          const id = next('bps');
          const result = { id, object: 'billing_portal.session', customer: params.get('customer'), return_url: params.get('return_url'), url: omitUrl ? null : `${fake.url}/portal/${id}` };
          omitUrl = false;
          return json(200, result);
        }
        return json(404, { error: { type: 'invalid_request_error', message: `FakeStripe does not know ${request.method ?? ''} ${url.pathname}` } });
      })().catch((error: unknown) => {
        response.writeHead(500);
        response.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return fake;
}
