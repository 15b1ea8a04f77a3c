import { t, type MessageKey } from '../../i18n';
import type { ValidationMessage } from '../../machines/validation';
import '../../i18n/en/validation';

/** A validator's message in the reader's language. */
export function validationText(message: ValidationMessage | undefined): string | undefined {
  return message ? t(message.key as MessageKey, message.params as never) : undefined;
}
