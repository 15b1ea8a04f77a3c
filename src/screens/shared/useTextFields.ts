import { useState } from 'react';
import { touchAll, visibleErrors, type FieldErrors, type Touched } from '../../machines/validation';
import { validationText } from './validationText';

/**
 * A form of text values held by its screen (login, register, the borrow dialog's new address): the
 * values, their errors, and for each field the props of its `TextField` or `Select`
 * (`{...field('email')}`). A field's error shows once the user has left it, or once
 * `touchAll(true)` (a submit of an invalid form) says so.
 */
export function useTextFields<TValues extends Record<string, string>>(
  initial: () => TValues,
  validate: (values: TValues) => FieldErrors<TValues>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Touched<TValues>>({});
  const errors = validate(values);
  const shown = visibleErrors(errors, touched);
  const field = <K extends keyof TValues & string>(name: K) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: validationText(shown[name]),
  });
  return {
    values,
    setValues,
    errors,
    field,
    /** Every field shows its error (`true`), or none until it is left again (`false`). */
    touchAll: (show: boolean) => setTouched(show ? touchAll(values) : {}),
  };
}
