const DAY_MS = 24 * 60 * 60 * 1000;

// "Today" depends on where the member is. The server accepts a date as today or later when it is
// today anywhere on Earth, i.e. on or after today's date at UTC-12, so a member late in the
// evening west of Greenwich is not told that their today is in the past.
export function earliestToday(now = Date.now()): string {
  return new Date(now - DAY_MS / 2).toISOString().slice(0, 10);
}

export function isTodayOrLater(date: string, now = Date.now()): boolean {
  return date >= earliestToday(now);
}

/** Today's date where it is latest (UTC+14): a day that has begun somewhere on Earth. */
export function latestToday(now = Date.now()): string {
  return new Date(now + (DAY_MS * 14) / 24).toISOString().slice(0, 10);
}

/** How far ahead a rental or a pickup may be booked, in days. */
export const MAX_DAYS_AHEAD = 90;

/** The last date that may be booked: `MAX_DAYS_AHEAD` days after the latest today (UTC+14). */
export function latestBookable(now = Date.now()): string {
  return new Date(now + DAY_MS * (14 / 24 + MAX_DAYS_AHEAD)).toISOString().slice(0, 10);
}

/** A calendar date `days` from today (UTC), as YYYY-MM-DD. */
export function isoDate(days = 0, now = Date.now()): string {
  return new Date(now + days * DAY_MS).toISOString().slice(0, 10);
}
