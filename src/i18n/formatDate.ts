const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The page's language (`<html lang>`), else the browser's. */
export function pageLocale(): string | undefined {
  if (typeof document !== 'undefined' && document.documentElement.lang) {
    return document.documentElement.lang;
  }
  return typeof navigator !== 'undefined' ? navigator.language || undefined : undefined;
}

/**
 * A timestamp or a calendar date in the medium format of the page's locale (`Mar 10, 2026` in
 * en-US, `10 Mar 2026` in en-GB), as the spec shows dates. A calendar date `YYYY-MM-DD` is read as
 * that day, not as UTC midnight, so it never shows as the day before west of Greenwich. No date
 * gives '', a value that is not a date is kept as it is.
 */
export function formatMediumDate(value: string | null | undefined, locale = pageLocale()): string {
  if (!value) return '';
  const calendar = CALENDAR_DATE.exec(value);
  const date = calendar
    ? new Date(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3]))
    : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
  } catch {
    // A host page with an invalid `lang` still gets a readable date.
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(date);
  }
}
