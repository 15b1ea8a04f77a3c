import type { FieldErrors } from '../../machines/validation';
import { validationText } from './validationText';

/** The fields of `TValues` that hold text. */
type TextField<TValues> = {
  [K in keyof TValues]: TValues[K] extends string ? K : never;
}[keyof TValues] &
  string;

/** The events of a form's machine (the form and review machines) that its text fields send. */
type TextFieldEvent<TValues> =
  | { type: 'FIELD_CHANGED'; field: TextField<TValues>; value: string }
  | { type: 'FIELD_BLURRED'; field: TextField<TValues> };

/**
 * Binds text fields to a form's machine: `field('city')` is the props of the city's `TextField`,
 * its name and value, its changes and its leaving sent to the machine, and its error in words.
 */
export function textFieldsOf<TValues>(
  form: { send(event: TextFieldEvent<TValues>): void },
  values: TValues,
  errors: FieldErrors<TValues>,
) {
  return (name: TextField<TValues>) => ({
    name,
    value: values[name] as string,
    onChange: (value: string) => form.send({ type: 'FIELD_CHANGED', field: name, value }),
    onBlur: () => form.send({ type: 'FIELD_BLURRED', field: name }),
    error: validationText(errors[name]),
  });
}
