import { describe, expect, it } from 'vitest';
import { isBookable, isIsoDate, lastBookable, toIsoDate } from './dates';

describe('dates', () => {
  it('writes the local calendar date, not the UTC one', () => {
    expect(toIsoDate(new Date(2026, 0, 5, 0, 30))).toBe('2026-01-05');
    expect(toIsoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('2026-01-01T00:00')).toBe(false);
    expect(isIsoDate('')).toBe(false);
    // Years 0-99 are years 0-99 (a year half typed into a date field), not 1900-1999.
    expect(isIsoDate('0002-11-23')).toBe(true);
    expect(isIsoDate('0096-02-29')).toBe(true);
    expect(isIsoDate('0097-02-29')).toBe(false);
  });

  it('books from today to 90 calendar days ahead', () => {
    expect(lastBookable('2026-03-10')).toBe('2026-06-08');
    // Across the turn of a year and a leap day.
    expect(lastBookable('2027-12-15')).toBe('2028-03-14');
    expect(isBookable('2026-03-10', '2026-03-10')).toBe(true);
    expect(isBookable('2026-06-08', '2026-03-10')).toBe(true);
    expect(isBookable('2026-06-09', '2026-03-10')).toBe(false);
    expect(isBookable('2026-03-09', '2026-03-10')).toBe(false);
    expect(isBookable('2027-01-01', '2026-12-31')).toBe(true);
    expect(isBookable('9999-12-31', '2026-03-10')).toBe(false);
    expect(isBookable('not a date', '2026-03-10')).toBe(false);
  });
});
