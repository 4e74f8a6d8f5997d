import Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';

const clients = new WeakMap<StripeConfig, Stripe>();

/**
 * One Stripe client per configuration. STRIPE_API_URL lets tests and `npm run fakes` point it at
 * a local fake. A buyer waits on these calls, so they give up after 20 s; two retries (with the
 * SDK's idempotency keys) ride out a dropped connection.
 */
export function stripeClient(config: StripeConfig): Stripe {
  let client = clients.get(config);
  if (!client) {
    const url = new URL(config.apiUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    client = new Stripe(config.secretKey, {
      host: url.hostname,
      port: url.port || (protocol === 'http' ? 80 : 443),
      protocol,
      timeout: 20_000,
      maxNetworkRetries: 2,
      appInfo: { name: 'Wordloom' },
    });
    clients.set(config, client);
  }
  return client;
}

/** Stripe's answer that the object does not exist (or belongs to another account). */
export function isMissingResource(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}
