import type { Currency } from '@wordloom/shared/domain/billing-plans';
import type {
  CheckoutOutcome,
  RedirectAddress,
  SubscriptionOverview,
  TCheckoutItem,
} from '@wordloom/shared/schemas/billing';
import type { AppDeps } from '../../trpc/context.ts';

type Deps = Pick<AppDeps, 'db' | 'config'>;

export async function getSubscriptionOverview(_deps: Deps, _input: { userId: string }): Promise<SubscriptionOverview> {
  throw new Error('billing: being built');
}

export async function startCheckout(
  _deps: Deps,
  _input: { userId: string; item: TCheckoutItem; currency: Currency },
): Promise<RedirectAddress> {
  throw new Error('billing: being built');
}

export async function checkoutResult(
  _deps: Deps,
  _input: { userId: string; sessionId: string },
): Promise<CheckoutOutcome> {
  throw new Error('billing: being built');
}

export async function openBillingPortal(_deps: Deps, _input: { userId: string }): Promise<RedirectAddress> {
  throw new Error('billing: being built');
}
