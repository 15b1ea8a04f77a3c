import type { ChangeEvent, FocusEvent, Ref } from 'react';
import { FieldLabel, FieldMessages, useFieldIds } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { ExpandMoreIcon } from '../Icon/icons/ExpandMore';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  /** The chosen option's value; `''` for none. */
  value: string;
  onChange?: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  /** Text of the empty first option shown while nothing is chosen; none when omitted. */
  placeholder?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native `<select>`: the platform's keyboard and screen-reader support, in the kit's look. */
export function Select({
  label,
  options,
  value,
  onChange,
  onBlur,
  placeholder,
  error,
  hint,
  required = false,
  disabled,
  name,
  ref,
}: SelectProps) {
  const ids = useFieldIds({ error, hint });
  return (
    <div className={fieldStyles.field}>
      <FieldLabel ids={ids} required={required}>
        {label}
      </FieldLabel>
      <div className={styles.wrapper}>
        <select
          ref={ref}
          id={ids.controlId}
          name={name}
          value={value}
          required={required}
          disabled={disabled}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          onChange={(event) => onChange?.(event.target.value, event)}
          onBlur={onBlur}
          className={`${fieldStyles.control} ${styles.select}`}
        >
          {placeholder !== undefined && (
            <option value="" disabled={required && value !== ''}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ExpandMoreIcon className={styles.chevron} />
      </div>
      <FieldMessages ids={ids} error={error} hint={hint} />
    </div>
  );
}
