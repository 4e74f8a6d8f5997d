/**
 * Stripe as Wordloom meets it (customers, Checkout Sessions, subscriptions, invoices, the
 * customer portal, signed webhooks), for the server tests (msw) and, over HTTP, for the browser
 * test and `npm run fakes` (tests/setup/fake-providers.ts).
 *
 * It answers the way Stripe does: form-encoded bodies in bracket notation, objects shaped and
 * named like Stripe's (`cus_…`, `cs_test_…`, `sub_…`, `in_…`), `{ error: { type, code, message } }`
 * with Stripe's statuses (401 without the secret key as Bearer, 404 `resource_missing`), and the
 * same answer to a repeated `Idempotency-Key`. Paying a session, renewing, failing a payment or
 * cancelling changes the state and returns the events Stripe would send, which `sign` signs.
 */
import { randomBytes } from 'node:crypto';
import { type HttpHandler, HttpResponse, http } from 'msw';
import Stripe from 'stripe';

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_wordloom';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fake_wordloom';

type Json = Record<string, unknown>;
type Params = Record<string, unknown>;

export interface FakeStripeOptions {
  /** `https://api.stripe.com` in the server tests; a local address over HTTP. */
  baseUrl: string;
  /** Where the Checkout and portal pages live (`url` of sessions); the base URL by default. */
  pagesUrl?: string;
  secretKey?: string;
  webhookSecret?: string;
}

export interface FakeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Json };
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

/**
 * Stripe's form encoding (`a[b][0][c]=1`) back into objects and arrays, as Stripe reads it.
 */
export function parseStripeForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const slot = Array.isArray(node) && part === '' ? node.length : part;
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[slot] = value;
        return;
      }
      const nextIsIndex = /^\d*$/.test(path[index + 1] ?? '');
      container[slot] ??= nextIsIndex ? [] : {};
      node = container[slot] as Record<string, unknown> | unknown[];
    });
  }
  return root;
}

function stripeError(status: number, type: string, message: string, code?: string, param?: string) {
  return HttpResponse.json(
    { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } },
    {
      status,
    },
  );
}

function missing(kind: string, id: string) {
  return stripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', 'id');
}

function addPeriod(start: number, interval: string): number {
  const date = new Date(start * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

const asRecord = (value: unknown): Params => (value && typeof value === 'object' ? (value as Params) : {});

export function fakeStripe(options: FakeStripeOptions) {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const pagesUrl = (options.pagesUrl ?? baseUrl).replace(/\/$/, '');
  const secretKey = options.secretKey ?? FAKE_STRIPE_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? FAKE_STRIPE_WEBHOOK_SECRET;
  const signer = new Stripe(secretKey);

  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const portalSessions = new Map<string, Json>();
  const idempotent = new Map<string, Json>();
  /** Every call the app made, for tests that check what was sent. */
  const requests: { method: string; path: string; params: Params }[] = [];

  // Stripe's clock, one second further at each change, so later events are strictly newer.
  let clock = Math.floor(Date.now() / 1000);
  const tick = () => {
    clock += 1;
    return clock;
  };

  function event(type: string, object: Json, created = tick()): FakeEvent {
    return {
      id: newId('evt'),
      object: 'event',
      type,
      created,
      api_version: Stripe.API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
  }

  function authorized(request: Request): boolean {
    return request.headers.get('authorization') === `Bearer ${secretKey}`;
  }

  async function readParams(request: Request): Promise<Params> {
    return parseStripeForm(await request.text());
  }

  /** Checks the key, reads the body and answers a repeated idempotency key with its first answer. */
  function post(path: string, create: (params: Params, request: Request) => Json | Response) {
    return http.post(`${baseUrl}${path}`, async ({ request, params: pathParams }) => {
      if (!authorized(request)) {
        return stripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
      }
      const params = { ...(await readParams(request)), ...pathParams };
      requests.push({ method: 'POST', path: new URL(request.url).pathname, params });
      const key = request.headers.get('idempotency-key');
      const seen = key ? idempotent.get(`${path}:${key}`) : undefined;
      if (seen) return HttpResponse.json(seen);
      const answer = create(params, request);
      if (answer instanceof Response) return answer;
      if (key) idempotent.set(`${path}:${key}`, answer);
      return HttpResponse.json(answer);
    });
  }

  function get(path: string, kind: string, store: Map<string, Json>) {
    return http.get(`${baseUrl}${path}`, ({ request, params }) => {
      if (!authorized(request)) return stripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
      const id = String(params.id);
      requests.push({ method: 'GET', path: new URL(request.url).pathname, params: {} });
      const found = store.get(id);
      return found ? HttpResponse.json(found) : missing(kind, id);
    });
  }

  function createSession(params: Params): Json | Response {
    const mode = params.mode;
    if (mode !== 'payment' && mode !== 'subscription') {
      return stripeError(
        400,
        'invalid_request_error',
        'Invalid mode: must be one of payment, setup, or subscription',
        'parameter_invalid_empty',
        'mode',
      );
    }
    const lineItems = Array.isArray(params.line_items) ? (params.line_items as Params[]) : [];
    const first = asRecord(lineItems[0]);
    const priceData = asRecord(first.price_data);
    if (!priceData.currency || priceData.unit_amount === undefined) {
      return stripeError(
        400,
        'invalid_request_error',
        'Missing required param: line_items[0][price_data].',
        'parameter_missing',
        'line_items',
      );
    }
    const recurring = asRecord(priceData.recurring);
    if (mode === 'subscription' && !recurring.interval) {
      return stripeError(
        400,
        'invalid_request_error',
        'You must specify `recurring` in `price_data` in `subscription` mode.',
        'parameter_missing',
        'line_items[0][price_data][recurring]',
      );
    }
    const customer = typeof params.customer === 'string' ? params.customer : null;
    if (customer && !customers.has(customer)) return missing('customer', customer);
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const quantity = Number(first.quantity ?? 1);
    const amount = Number(priceData.unit_amount) * quantity;
    const created = tick();
    const session: Json = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      url: `${pagesUrl}/checkout/${id}`,
      customer,
      client_reference_id: params.client_reference_id ?? null,
      metadata: asRecord(params.metadata),
      amount_subtotal: amount,
      amount_total: amount,
      currency: String(priceData.currency),
      success_url: params.success_url ?? null,
      cancel_url: params.cancel_url ?? null,
      subscription: null,
      payment_intent: null,
      invoice: null,
      created,
      expires_at: created + 24 * 3600,
      livemode: false,
      // Not part of Stripe's session object: kept for the subscription it makes and the page.
      _line: {
        name: String(asRecord(priceData.product_data).name ?? ''),
        unit_amount: Number(priceData.unit_amount),
        quantity,
        interval: recurring.interval ? String(recurring.interval) : null,
        subscription_metadata: asRecord(asRecord(params.subscription_data).metadata),
      },
    };
    sessions.set(id, session);
    return publicSession(session);
  }

  function publicSession(session: Json): Json {
    const { _line, ...rest } = session;
    return rest;
  }

  function createInvoice(
    subscription: Json,
    { start: periodStart, end: periodEnd }: { start: number; end: number },
    status: 'paid' | 'open',
    billingReason: 'subscription_create' | 'subscription_cycle',
  ): Json {
    const item = asRecord(asRecord(subscription.items).data && (asRecord(subscription.items).data as Json[])[0]);
    const price = asRecord(item.price);
    const id = newId('in');
    const created = tick();
    const invoice: Json = {
      id,
      object: 'invoice',
      customer: subscription.customer,
      status,
      amount_due: price.unit_amount,
      amount_paid: status === 'paid' ? price.unit_amount : 0,
      amount_remaining: status === 'paid' ? 0 : price.unit_amount,
      currency: subscription.currency,
      hosted_invoice_url: `${pagesUrl}/invoices/${id}`,
      billing_reason: billingReason,
      created,
      period_start: periodStart,
      period_end: periodEnd,
      status_transitions: { finalized_at: created, paid_at: status === 'paid' ? created : null },
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      lines: {
        object: 'list',
        has_more: false,
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount: price.unit_amount,
            currency: subscription.currency,
            period: { start: periodStart, end: periodEnd },
            quantity: 1,
          },
        ],
      },
      livemode: false,
    };
    invoices.set(id, invoice);
    subscription.latest_invoice = id;
    return invoice;
  }

  function subscriptionItem(subscription: Json): Json {
    return (asRecord(subscription.items).data as Json[])[0]!;
  }

  /** Moves the subscription's item to its next period (as a renewal does) and answers that period. */
  function startNextPeriod(subscription: Json): { start: number; end: number } {
    const item = subscriptionItem(subscription);
    const start = Number(item.current_period_end);
    const end = addPeriod(start, String(asRecord(asRecord(item.price).recurring).interval));
    item.current_period_start = start;
    item.current_period_end = end;
    return { start, end };
  }

  function findSubscription(id: string): Json {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`The Stripe fake has no subscription ${id}`);
    return subscription;
  }

  const handlers: HttpHandler[] = [
    post('/v1/customers', (params) => {
      const customer: Json = {
        id: newId('cus'),
        object: 'customer',
        email: params.email ?? null,
        metadata: asRecord(params.metadata),
        created: tick(),
        livemode: false,
      };
      customers.set(customer.id as string, customer);
      return customer;
    }),
    post('/v1/checkout/sessions', createSession),
    http.get(`${baseUrl}/v1/checkout/sessions/:id`, ({ request, params }) => {
      if (!authorized(request)) return stripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
      const session = sessions.get(String(params.id));
      requests.push({ method: 'GET', path: new URL(request.url).pathname, params: {} });
      return session ? HttpResponse.json(publicSession(session)) : missing('checkout.session', String(params.id));
    }),
    get('/v1/subscriptions/:id', 'subscription', subscriptions),
    get('/v1/invoices/:id', 'invoice', invoices),
    get('/v1/customers/:id', 'customer', customers),
    post('/v1/billing_portal/sessions', (params) => {
      const customer = String(params.customer ?? '');
      if (!customers.has(customer)) return missing('customer', customer);
      const id = newId('bps');
      const flowData = params.flow_data as Params | undefined;
      if (flowData?.type === 'subscription_cancel') {
        const subscriptionId = String((flowData.subscription_cancel as Params | undefined)?.subscription ?? '');
        const subscription = subscriptions.get(subscriptionId);
        if (!subscription || subscription.customer !== customer) return missing('subscription', subscriptionId);
        if (subscription.status === 'canceled' || subscription.cancel_at_period_end) {
          return stripeError(
            400,
            'invalid_request_error',
            'You cannot cancel a subscription that is already canceled or set to cancel.',
            'subscription_cancel_flow_invalid',
            'flow_data[subscription_cancel][subscription]',
          );
        }
      }
      const portal: Json = {
        id,
        object: 'billing_portal.session',
        customer,
        return_url: params.return_url ?? null,
        flow: flowData ?? null,
        url: `${pagesUrl}/billing-portal/${id}`,
        created: tick(),
        livemode: false,
      };
      portalSessions.set(id, portal);
      return portal;
    }),
  ];

  return {
    handlers,
    requests,
    pagesUrl,
    secretKey,
    webhookSecret,
    session: (id: string) => {
      const session = sessions.get(id);
      return session ? publicSession(session) : undefined;
    },
    /** The item's name and price as the Checkout page shows them. */
    sessionLine: (id: string) =>
      sessions.get(id)?._line as { name: string; unit_amount: number; interval: string | null } | undefined,
    subscription: (id: string) => subscriptions.get(id),
    portalSession: (id: string) => portalSessions.get(id),
    customers,
    /** Subscriptions of a customer, newest first. */
    subscriptionsOf: (customer: string) =>
      [...subscriptions.values()].filter((subscription) => subscription.customer === customer).reverse(),

    /**
     * The buyer pays: the session completes (paid); in subscription mode Stripe makes the
     * subscription and its first paid invoice. Answers the events, in Stripe's usual order.
     */
    completeSession(id: string): FakeEvent[] {
      const session = sessions.get(id);
      if (!session) throw new Error(`The Stripe fake has no session ${id}`);
      if (session.status !== 'open') throw new Error(`Session ${id} is ${String(session.status)}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      if (!session.customer) {
        const customer = { id: newId('cus'), object: 'customer', email: null, metadata: {}, created: tick() };
        customers.set(customer.id, customer);
        session.customer = customer.id;
      }
      if (session.mode === 'payment') {
        session.payment_intent = newId('pi');
        return [event('checkout.session.completed', publicSession(session))];
      }
      const line = asRecord(session._line);
      const start = tick();
      const end = addPeriod(start, String(line.interval));
      const subscriptionId = newId('sub');
      const subscription: Json = {
        id: subscriptionId,
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        currency: session.currency,
        metadata: asRecord(line.subscription_metadata),
        created: start,
        latest_invoice: null,
        livemode: false,
        items: {
          object: 'list',
          has_more: false,
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              subscription: subscriptionId,
              current_period_start: start,
              current_period_end: end,
              quantity: 1,
              price: {
                id: newId('price'),
                object: 'price',
                currency: session.currency,
                unit_amount: line.unit_amount,
                recurring: { interval: line.interval, interval_count: 1 },
              },
            },
          ],
        },
      };
      subscriptions.set(subscriptionId, subscription);
      const invoice = createInvoice(subscription, { start, end }, 'paid', 'subscription_create');
      session.subscription = subscriptionId;
      session.invoice = invoice.id;
      return [
        event('customer.subscription.created', subscription),
        event('invoice.paid', invoice),
        event('checkout.session.completed', publicSession(session)),
      ];
    },

    /** The buyer leaves Checkout: the session expires unpaid. */
    expireSession(id: string): FakeEvent[] {
      const session = sessions.get(id);
      if (!session) throw new Error(`The Stripe fake has no session ${id}`);
      session.status = 'expired';
      return [event('checkout.session.expired', publicSession(session))];
    },

    /** The next period starts and is paid: the subscription moves on and a new invoice is paid. */
    renew(subscriptionId: string): FakeEvent[] {
      const subscription = findSubscription(subscriptionId);
      const { start, end } = startNextPeriod(subscription);
      subscription.status = 'active';
      const invoice = createInvoice(subscription, { start, end }, 'paid', 'subscription_cycle');
      return [event('customer.subscription.updated', subscription), event('invoice.paid', invoice)];
    },

    /** The next period's payment fails: its invoice stays open and the subscription is past due. */
    failRenewal(subscriptionId: string): FakeEvent[] {
      const subscription = findSubscription(subscriptionId);
      const { start, end } = startNextPeriod(subscription);
      subscription.status = 'past_due';
      const invoice = createInvoice(subscription, { start, end }, 'open', 'subscription_cycle');
      return [event('invoice.payment_failed', invoice), event('customer.subscription.updated', subscription)];
    },

    /** Cancelling in the portal: at the period's end (an update), or now (the subscription is deleted). */
    cancel(subscriptionId: string, { atPeriodEnd = true }: { atPeriodEnd?: boolean } = {}): FakeEvent[] {
      const subscription = findSubscription(subscriptionId);
      if (atPeriodEnd) {
        subscription.cancel_at_period_end = true;
        return [event('customer.subscription.updated', subscription)];
      }
      const now = tick();
      subscription.status = 'canceled';
      subscription.canceled_at = now;
      subscription.ended_at = now;
      return [event('customer.subscription.deleted', subscription, now)];
    },

    /** An event with a type the app does not handle. */
    otherEvent(type = 'customer.created'): FakeEvent {
      return event(type, { id: newId('cus'), object: 'customer' });
    },

    /** The body and `Stripe-Signature` header Stripe would send for `payload` (an event). */
    sign(payload: FakeEvent, secret = webhookSecret): { body: string; signature: string } {
      const body = JSON.stringify(payload);
      return { body, signature: signer.webhooks.generateTestHeaderString({ payload: body, secret }) };
    },

    /** POSTs the signed event to a webhook URL, as Stripe does; answers the response. */
    async deliver(url: string, payload: FakeEvent): Promise<Response> {
      const { body, signature } = this.sign(payload);
      return fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body,
      });
    },
  };
}

export type FakeStripe = ReturnType<typeof fakeStripe>;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): Response {
  return HttpResponse.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
      `<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto">${body}</body></html>`,
  );
}

function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}

/**
 * The pages a buyer sees at Stripe, for the browser test and `npm run fakes`: Checkout (the item,
 * its price, "Pay" and "Cancel") and the customer portal (the plan, "Cancel plan", "Return to
 * Wordloom"). Paying or cancelling sends the signed events to the app's webhook, as Stripe does,
 * before the browser is sent on. `webhookUrl()` is read when needed: the app may start after the fakes.
 */
export function fakeStripePages(stripe: FakeStripe, { webhookUrl }: { webhookUrl: () => string | undefined }) {
  const base = stripe.pagesUrl;
  async function send(events: FakeEvent[]) {
    const url = webhookUrl();
    if (!url) return;
    for (const event of events) await stripe.deliver(url, event);
  }
  function portalOf(id: string) {
    const portal = stripe.portalSession(id);
    if (!portal) return null;
    const [subscription] = stripe.subscriptionsOf(String(portal.customer));
    return { portal, subscription };
  }
  return [
    http.get(`${base}/checkout/:id`, ({ params }) => {
      const id = String(params.id);
      const session = stripe.session(id);
      const line = stripe.sessionLine(id);
      if (!session || !line) return page('Not found', '<h1>This checkout does not exist.</h1>');
      if (session.status !== 'open') return page('Checkout', '<h1>This checkout is over.</h1>');
      const price = formatAmount(Number(session.amount_total), String(session.currency));
      const every = line.interval ? ` per ${escapeHtml(line.interval)}` : '';
      return page(
        'Stripe Checkout (fake)',
        `<h1>Pay Wordloom</h1><p data-testid="checkout-item">${escapeHtml(line.name)}</p>` +
          `<p data-testid="checkout-amount">${escapeHtml(price)}${every}</p>` +
          `<form method="post" action="${base}/checkout/${escapeHtml(id)}/pay"><button type="submit">Pay</button></form>` +
          `<p><a href="${escapeHtml(String(session.cancel_url))}">Cancel</a></p>`,
      );
    }),
    http.post(`${base}/checkout/:id/pay`, async ({ params }) => {
      const id = String(params.id);
      const session = stripe.session(id);
      if (session?.status !== 'open') return page('Checkout', '<h1>This checkout is over.</h1>');
      await send(stripe.completeSession(id));
      const success = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', id);
      return HttpResponse.redirect(success, 303);
    }),
    http.get(`${base}/billing-portal/:id`, ({ params }) => {
      const found = portalOf(String(params.id));
      if (!found) return page('Not found', '<h1>This portal session does not exist.</h1>');
      const { portal, subscription } = found;
      const back = `<p><a href="${escapeHtml(String(portal.return_url))}">Return to Wordloom</a></p>`;
      if (!subscription) return page('Billing (fake)', `<h1>Billing</h1><p>No plan.</p>${back}`);
      const item = (subscription.items as { data: { current_period_end: number; price: { unit_amount: number } }[] })
        .data[0]!;
      const plan = (subscription.metadata as Record<string, string>).itemId ?? 'plan';
      const ends = new Date(item.current_period_end * 1000).toISOString().slice(0, 10);
      const state =
        subscription.status === 'canceled'
          ? 'Cancelled'
          : subscription.cancel_at_period_end
            ? `Cancels on ${ends}`
            : `Renews on ${ends}`;
      const cancel =
        subscription.status === 'canceled' || subscription.cancel_at_period_end
          ? ''
          : `<form method="post" action="${base}/billing-portal/${escapeHtml(String(portal.id))}/cancel">` +
            '<button type="submit">Cancel plan</button></form>';
      // A session opened on the cancel flow shows only the confirmation, as Stripe's does.
      const cancelFlow = (portal.flow as Params | null)?.type === 'subscription_cancel';
      return page(
        'Billing (fake)',
        `<h1>${cancelFlow ? 'Cancel your plan' : 'Billing'}</h1><p data-testid="portal-plan">${escapeHtml(plan)}: ` +
          `${escapeHtml(formatAmount(item.price.unit_amount, String(subscription.currency)))}</p>` +
          `<p data-testid="portal-state">${escapeHtml(state)}</p>${cancel}${back}`,
      );
    }),
    http.post(`${base}/billing-portal/:id/cancel`, async ({ params }) => {
      const found = portalOf(String(params.id));
      if (found?.subscription) await send(stripe.cancel(String(found.subscription.id), { atPeriodEnd: true }));
      // The cancel flow ends where the app asked (after_completion), the portal's home back on itself.
      const flow = found?.portal.flow as Params | null | undefined;
      const afterCompletion = (flow?.after_completion as Params | undefined)?.redirect as Params | undefined;
      const next = afterCompletion?.return_url ?? `${base}/billing-portal/${String(params.id)}`;
      return HttpResponse.redirect(String(next), 303);
    }),
    http.get(`${base}/invoices/:id`, ({ params }) =>
      page('Receipt (fake)', `<h1>Receipt</h1><p>Invoice ${escapeHtml(String(params.id))}, paid.</p>`),
    ),
  ];
}
