import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RouterOutputs } from '../../../lib/trpc.ts';
import { POST_LENGTH_NAMES, WRITING_STYLE_NAMES } from '../../ai/messages.ts';

export type InsightsOverview = RouterOutputs['linkedin']['insights']['overview'];
export type InsightPost = InsightsOverview['posts'][number];
export type InsightGroup = InsightsOverview['breakdowns']['template'][number];
export type BreakdownKind = keyof InsightsOverview['breakdowns'];

/** The overview's input: the browser's time zone, so days and hours are the user's own. */
export function insightsOverviewInput(): { timeZone: string } {
  return { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
}

export const BREAKDOWN_TITLES: Record<BreakdownKind, MessageDescriptor> = {
  template: msg`By template`,
  writingStyle: msg`By writing style`,
  postLength: msg`By post length`,
  dayOfWeek: msg`By day of the week`,
  hour: msg`By hour of publishing`,
};

/** A group's key as a person reads it: a weekday's name, an hour, a style or length in the interface's words. */
export function groupLabel(i18n: I18n, kind: BreakdownKind, key: string): string {
  switch (kind) {
    case 'template':
      return key === '' ? i18n._(msg`No template`) : key;
    case 'writingStyle':
      return key in WRITING_STYLE_NAMES ? i18n._(WRITING_STYLE_NAMES[key as keyof typeof WRITING_STYLE_NAMES]) : key;
    case 'postLength':
      return key in POST_LENGTH_NAMES ? i18n._(POST_LENGTH_NAMES[key as keyof typeof POST_LENGTH_NAMES]) : key;
    case 'dayOfWeek':
      // 2023-01-01 was a Sunday: day `key` of that week, named in the interface's language.
      return i18n.date(new Date(Date.UTC(2023, 0, 1 + Number(key), 12)), { weekday: 'long', timeZone: 'UTC' });
    case 'hour':
      return i18n.date(new Date(Date.UTC(2023, 0, 1, Number(key))), { hour: 'numeric', timeZone: 'UTC' });
  }
}

/** A count, or a dash when LinkedIn gave none. */
export function countText(i18n: I18n, value: number | null): string {
  return value === null ? '—' : i18n.number(value);
}

export function rateText(i18n: I18n, rate: number | null): string {
  return rate === null ? '—' : i18n.number(rate, { style: 'percent', maximumFractionDigits: 1 });
}
