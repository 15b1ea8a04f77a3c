import { formatMediumDate, t, type MessageKey } from '../../i18n';
import { isIsoDate } from '../../machines/dates';
import type { ValidationMessage } from '../../machines/validation';
import '../../i18n/en/validation';

/**
 * A validator's message in the reader's language. A date in it ('Choose a date from today (…)
 * to …') reads as every date on screen does, not as the ISO date the rule holds.
 */
export function validationText(message: ValidationMessage | undefined): string | undefined {
  if (!message) return undefined;
  const params = Object.fromEntries(
    Object.entries(message.params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'string' && isIsoDate(value) ? formatMediumDate(value) : value,
    ]),
  );
  return t(message.key as MessageKey, params as never);
}
