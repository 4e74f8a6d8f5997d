import type { I18n } from '@lingui/core';

/**
 * A post's moment (created, scheduled, published) in the user's own zone, with the zone's short
 * name ("Nov 26, 2026, 9:00 AM GMT+1"), so a time is never read as another zone's. Intl refuses a
 * zone name next to `dateStyle`, hence the separate parts.
 */
const POST_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

export function formatPostTime(i18n: I18n, instant: Date): string {
  return i18n.date(instant, POST_TIME);
}
