import { describe, expect, it } from 'vitest';
import { formatMediumDate } from '../../i18n';
import { validationText } from './validationText';

describe('validationText', () => {
  it('shows a date in a message as dates are shown, not as the ISO date the rule holds', () => {
    const text = validationText({
      key: 'validation.dateRange',
      params: { today: '2026-11-23', latest: '2027-02-21' },
    });
    expect(text).toBe(
      `Choose a date from today (${formatMediumDate('2026-11-23')}) to ${formatMediumDate('2027-02-21')}.`,
    );
    expect(text).not.toContain('2026-11-23');
  });

  it('leaves other params as they are', () => {
    expect(validationText({ key: 'validation.maxLength', params: { max: 100 } })).toContain('100');
    expect(validationText(undefined)).toBeUndefined();
  });
});
