import type { ChangeEvent, ReactNode } from 'react';
import { FieldMessages, useFieldIds } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Checkbox.css';
import { tokenList } from '../tokenList';

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  className?: string;
}

/** A native checkbox with its label beside it; Space toggles it. */
export function Checkbox({
  label,
  checked,
  onChange,
  error,
  required = false,
  disabled = false,
  name,
  className,
}: CheckboxProps) {
  const ids = useFieldIds({ error });
  const rowClass = tokenList(styles.row, disabled && styles.disabled);
  return (
    <div className={tokenList(fieldStyles.field, className)}>
      <label className={rowClass}>
        <input
          type="checkbox"
          id={ids.controlId}
          className={styles.box}
          name={name}
          checked={checked}
          required={required}
          disabled={disabled}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          onChange={(event) => onChange?.(event.target.checked, event)}
        />
        <span>{label}</span>
      </label>
      {error && <FieldMessages ids={ids} error={error} />}
    </div>
  );
}
