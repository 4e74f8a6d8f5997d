import type { I18n } from '@lingui/core';

/** What a figure that cannot be known shows: a rate or a time of no runs. */
const UNKNOWN = '—';

/** A share of runs (0–1) as a percentage, one decimal at most. */
export function rateText(i18n: I18n, rate: number | null): string {
  return rate === null ? UNKNOWN : i18n.number(rate, { style: 'percent', maximumFractionDigits: 1 });
}

/** A response time in the unit that reads best: milliseconds under a second, seconds above. */
export function durationText(i18n: I18n, ms: number | null): string {
  if (ms === null) return UNKNOWN;
  return ms < 1000
    ? i18n.number(ms, { style: 'unit', unit: 'millisecond', unitDisplay: 'short', maximumFractionDigits: 0 })
    : i18n.number(ms / 1000, { style: 'unit', unit: 'second', unitDisplay: 'short', maximumFractionDigits: 1 });
}

/** A UTC calendar day (`YYYY-MM-DD`), shown as that day whatever the browser's time zone. */
export function dayText(i18n: I18n, day: string, format: 'short' | 'medium'): string {
  const date = new Date(`${day}T12:00:00Z`);
  return format === 'short'
    ? i18n.date(date, { month: 'short', day: 'numeric', timeZone: 'UTC' })
    : i18n.date(date, { dateStyle: 'medium', timeZone: 'UTC' });
}
