import { useState } from 'react';
import type { FieldErrors } from '../../machines/validation';
import { validationText } from './validationText';

/**
 * A form of text values held by its screen (login, register): the values, their errors, and for
 * each field the props of its `TextField` or `Select` (`{...field('email')}`). A field's error
 * shows once the user has left it, or once `touchAll` (a submit of an invalid form) says so.
 */
export function useTextFields<TValues extends Record<string, string>>(
  initial: () => TValues,
  validate: (values: TValues) => FieldErrors<TValues>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const errors = validate(values);
  const field = <K extends keyof TValues & string>(name: K) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: touched[name] ? validationText(errors[name]) : undefined,
  });
  /** Every field shows its error (`true`), or none until it is left again (`false`). */
  const touchAll = (show: boolean) =>
    setTouched(show ? Object.fromEntries(Object.keys(values).map((name) => [name, true])) : {});
  return { values, setValues, errors, field, touchAll };
}
