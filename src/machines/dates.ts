/** Calendar dates as the API takes them: ISO `YYYY-MM-DD` strings, in the member's local time. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local calendar date of `date` (not `toISOString()`, which would give the UTC date). */
export function toIsoDate(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** True for a real calendar date written `YYYY-MM-DD` (so `2026-02-30` is refused). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  // setUTCFullYear, not Date.UTC: that reads years 0-99 as 1900-1999 (a year half typed, 0002).
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** How many days ahead a rental or pickup may be booked: the API's limit (openapi.yaml). */
export const MAX_DAYS_AHEAD = 90;

/** The last date that may be booked from `today`, counted in calendar days. */
export function lastBookable(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return toIsoDate(new Date(year, month - 1, day + MAX_DAYS_AHEAD));
}

/** True for a valid ISO date from `today` to `lastBookable(today)` (ISO dates sort as strings). */
export function isBookable(date: string, today: string): boolean {
  return isIsoDate(date) && date >= today && date <= lastBookable(today);
}
