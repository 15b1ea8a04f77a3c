import type { ChangeEvent, FocusEvent, Ref } from 'react';
import { FieldLabel, FieldMessages, useFieldIds } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { tokenList } from '../tokenList';

export interface DateFieldProps {
  label: string;
  /** An ISO date `YYYY-MM-DD`, or `''` for none: the exact string the API takes. */
  value: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Earliest date offered (ISO), e.g. today for a pickup date. */
  min?: string;
  /** Latest date offered (ISO). */
  max?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
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
  onBlur,
  min,
  max,
  error,
  hint,
  required = false,
  disabled,
  name,
  id,
  className,
  ref,
}: DateFieldProps) {
  const ids = useFieldIds({ id, error, hint });
  return (
    <div className={tokenList(fieldStyles.field, className)}>
      <FieldLabel ids={ids} required={required}>
        {label}
      </FieldLabel>
      <input
        ref={ref}
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
        onBlur={onBlur}
        className={fieldStyles.control}
      />
      <FieldMessages ids={ids} error={error} hint={hint} />
    </div>
  );
}
