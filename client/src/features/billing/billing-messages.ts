/** The billing pages' words for the schema's codes, and how prices are written, in one place for every page. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type BillingInterval, type Currency, DEFAULT_CURRENCY } from '@wordloom/shared/domain/billing-plans';
import type { InvoiceSummary, TSubscriptionStatus } from '@wordloom/shared/schemas/billing';

export const STATUS_LABELS: Record<TSubscriptionStatus, MessageDescriptor> = {
  free: msg({ message: 'Free', context: 'subscription status' }),
  active: msg({ message: 'Active', context: 'subscription status' }),
  past_due: msg`Past due`,
  cancelled: msg({ message: 'Cancelled', context: 'subscription status' }),
};

export const STATUS_COLORS: Record<TSubscriptionStatus, string> = {
  free: 'gray',
  active: 'teal',
  past_due: 'orange',
  cancelled: 'red',
};

export const INTERVAL_LABELS: Record<BillingInterval, MessageDescriptor> = {
  month: msg`Monthly`,
  year: msg`Yearly`,
};

export const PER_INTERVAL: Record<BillingInterval, MessageDescriptor> = {
  month: msg`per month`,
  year: msg`per year`,
};

export const INVOICE_STATUS_LABELS: Record<InvoiceSummary['status'], MessageDescriptor> = {
  paid: msg({ message: 'Paid', context: 'invoice status' }),
  failed: msg({ message: 'Failed', context: 'invoice status' }),
};

export const INVOICE_STATUS_COLORS: Record<InvoiceSummary['status'], string> = {
  paid: 'teal',
  failed: 'red',
};

/** An amount in the currency's minor unit, written for the reader's language; whole amounts without the zeros. */
export function formatPrice(i18n: I18n, amount: number, currency: Currency): string {
  const fractionDigits = amount % 100 === 0 ? 0 : 2;
  return i18n.number(amount / 100, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

const EURO_REGIONS = new Set([
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
]);

/** The currency a visitor most likely pays in, from the browser's locale's region (en-GB → GBP); USD when unknown. */
export function guessCurrency(locales: readonly string[]): Currency {
  for (const locale of locales) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(locale).maximize().region;
    } catch {
      continue;
    }
    if (region === 'GB') return 'gbp';
    if (region && EURO_REGIONS.has(region)) return 'eur';
    if (region) return DEFAULT_CURRENCY;
  }
  return DEFAULT_CURRENCY;
}
