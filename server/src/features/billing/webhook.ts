import express, { type Router } from 'express';
import type Stripe from 'stripe';
import { inTransaction } from '../../db/executor.ts';
import type { AppDeps } from '../../trpc/context.ts';
import {
  fulfilPackSession,
  fulfilPaidInvoice,
  recordFailedInvoice,
  recordSubscriptionCheckout,
  storeSubscription,
} from './fulfil.ts';
import { claimStripeEvent } from './queries.ts';
import { stripeClient } from './stripe.ts';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/** Stripe's events are small; anything larger is not Stripe. */
const MAX_EVENT_BYTES = 512 * 1024;

/**
 * Each event is handled in one transaction that first records its id: a duplicate finds the id
 * and does nothing, and a failure rolls the id back with everything else, so Stripe's retry is
 * handled again.
 */
export async function handleStripeEvent(deps: Pick<AppDeps, 'db'>, stripe: Stripe, event: Stripe.Event) {
  await inTransaction(deps.db, async (trx) => {
    if (!(await claimStripeEvent(trx, event.id, event.type))) return;
    const at = new Date(event.created * 1000);
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        if (session.mode === 'payment') await fulfilPackSession(trx, session);
        else if (session.mode === 'subscription') await recordSubscriptionCheckout(trx, stripe, session, at);
        return;
      }
      case 'invoice.paid':
        await fulfilPaidInvoice(trx, stripe, event.data.object, at);
        return;
      case 'invoice.payment_failed':
        await recordFailedInvoice(trx, stripe, event.data.object, at);
        return;
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await storeSubscription(trx, event.data.object, at);
        return;
      default:
        return;
    }
  });
}

/** `POST /api/stripe/webhook`: Stripe's signed events, read raw (the signature covers the exact bytes). */
export function stripeWebhookRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'logger'>): Router {
  const router = express.Router();
  router.post(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: MAX_EVENT_BYTES }), async (req, res) => {
    const config = deps.config.stripe;
    if (!config) {
      res.status(503).json({ error: 'Payments are not configured on this server.' });
      return;
    }
    const stripe = stripeClient(config);
    const signature = req.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) throw new Error('no signature');
      event = await stripe.webhooks.constructEventAsync(req.body, signature, config.webhookSecret);
    } catch {
      res.status(400).json({ error: 'Invalid signature.' });
      return;
    }
    try {
      await handleStripeEvent(deps, stripe, event);
      res.json({ received: true });
    } catch (error) {
      req.log.error({ err: error, eventId: event.id, type: event.type }, 'Stripe event failed');
      res.status(500).json({ error: 'The event could not be handled; Stripe will retry.' });
    }
  });
  return router;
}
