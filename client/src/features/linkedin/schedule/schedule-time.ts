/**
 * Times of LinkedIn posts in the user's own time zone: the browser's, in which a schedule is
 * picked (as a calendar date and a wall-clock time) and every post time is shown.
 */

/** A moment as the date and time inputs hold it: `YYYY-MM-DD` and `HH:mm`, in the user's zone. */
export type LocalDateTime = {
  date: string;
  time: string;
};

/** The hour a new schedule starts at (tomorrow, the start of a working morning). */
const DEFAULT_HOUR = 9;

/** The browser's IANA time zone, e.g. "Europe/Berlin". */
export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An instant as the inputs show it, in the user's zone. */
export function toLocalDateTime(instant: Date): LocalDateTime {
  return {
    date: `${instant.getFullYear()}-${twoDigits(instant.getMonth() + 1)}-${twoDigits(instant.getDate())}`,
    time: `${twoDigits(instant.getHours())}:${twoDigits(instant.getMinutes())}`,
  };
}

/** Tomorrow at 09:00 in the user's zone. */
export function defaultScheduleTime(now: Date): LocalDateTime {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, DEFAULT_HOUR, 0);
  return toLocalDateTime(tomorrow);
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^\d{2}:\d{2}$/;

/**
 * The instant the inputs name in the user's zone, or null when they name none. A date-time
 * without an offset is local time in JavaScript, so the browser's zone rules (summer time
 * included) decide the instant.
 */
export function instantOf({ date, time }: LocalDateTime): Date | null {
  if (!DATE_PATTERN.test(date) || !TIME_PATTERN.test(time)) return null;
  const instant = new Date(`${date}T${time}`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}
