import { describe, expect, it } from 'vitest';
import { formatMediumDate } from '../../i18n';
import { validationText } from './validationText';

describe('validationText', () => {
  it('shows a date in a message as dates are shown, not as the ISO date the rule holds', () => {
    const text = validationText({ key: 'validation.dateInPast', params: { today: '2026-11-23' } });
    expect(text).toBe(`Choose today (${formatMediumDate('2026-11-23')}) or a later date.`);
    expect(text).not.toContain('2026-11-23');
  });

  it('leaves other params as they are', () => {
    expect(validationText({ key: 'validation.maxLength', params: { max: 100 } })).toContain('100');
    expect(validationText(undefined)).toBeUndefined();
  });
});
