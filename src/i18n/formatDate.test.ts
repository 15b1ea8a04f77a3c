import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMediumDate, pageLocale } from './formatDate';

describe('formatMediumDate', () => {
  it("uses the locale's medium format and reads a calendar date as that day", () => {
    expect(formatMediumDate('2026-03-10', 'en-US')).toBe('Mar 10, 2026');
    expect(formatMediumDate('2026-03-10', 'en-GB')).toBe('10 Mar 2026');
    expect(formatMediumDate('2026-03-10', 'de-DE')).toBe('10.03.2026');
    expect(formatMediumDate('2026-03-12', 'en-US')).toBe('Mar 12, 2026');
  });

  it('writes a timestamp in the medium format of the locale', () => {
    expect(formatMediumDate('2026-03-01T12:00:00.000Z', 'en-US')).toBe('Mar 1, 2026');
    expect(formatMediumDate('2026-03-01T12:00:00.000Z', 'de-DE')).toBe('01.03.2026');
  });

  it('writes nothing for no date and keeps what it cannot read', () => {
    expect(formatMediumDate(null, 'en-US')).toBe('');
    expect(formatMediumDate(undefined, 'en-US')).toBe('');
    expect(formatMediumDate('', 'en-US')).toBe('');
    expect(formatMediumDate('someday', 'en-US')).toBe('someday');
    expect(formatMediumDate(null)).toBe('');
    expect(formatMediumDate('soon')).toBe('soon');
  });

  it('still writes a date when the page names a locale Intl does not know', () => {
    expect(formatMediumDate('2026-03-10', 'not a locale!')).toMatch(/2026/);
  });
});

describe('pageLocale', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("takes the page's lang first, then the browser's language", () => {
    vi.stubGlobal('navigator', { language: 'en-GB' });
    vi.stubGlobal('document', { documentElement: { lang: 'de-DE' } });
    expect(pageLocale()).toBe('de-DE');
    vi.stubGlobal('document', { documentElement: { lang: '' } });
    expect(pageLocale()).toBe('en-GB');
  });
});
