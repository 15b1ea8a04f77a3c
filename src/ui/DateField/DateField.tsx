import type { ChangeEvent } from 'react';
import { FieldLabel, FieldMessages, useFieldIds } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';

export interface DateFieldProps {
  label: string;
  /** An ISO date `YYYY-MM-DD`, or `''` for none: the exact string the API takes. */
  value: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Earliest date offered (ISO), e.g. today for a pickup date. */
  min?: string;
  /** Latest date offered (ISO). */
  max?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
}

/**
 * The browser's date input: a keyboard-operable date picker in the reader's locale, whose value is
 * always ISO `YYYY-MM-DD` (no date library needed). Dates outside `min`–`max` cannot be picked; a typed
 * one is reported by the form's validation.
 */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  error,
  hint,
  required = false,
  disabled,
  name,
}: DateFieldProps) {
  const ids = useFieldIds({ error, hint });
  return (
    <div className={fieldStyles.field}>
      <FieldLabel ids={ids} required={required}>
        {label}
      </FieldLabel>
      <input
        type="date"
        id={ids.controlId}
        name={name}
        value={value}
        min={min}
        max={max}
        required={required}
        disabled={disabled}
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange?.(event.target.value, event)}
        className={fieldStyles.control}
      />
      <FieldMessages ids={ids} error={error} hint={hint} />
    </div>
  );
}
