import { useId, type ReactNode } from 'react';
import * as checkboxStyles from '../Checkbox/Checkbox.css';
import { FieldLabel, FieldMessages, useFieldIds } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A second line under the label (a city under a street). */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's legend ('Select Address'). */
  label: string;
  options: readonly RadioOption[];
  /** The chosen value; `''` or `undefined` for none. */
  value: string | undefined;
  onChange?: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown in place of the options when there are none ('No saved addresses.'). */
  emptyText?: ReactNode;
}

/**
 * Native radio buttons in a `fieldset` named by its legend: Tab enters the group, arrow keys move
 * and select, as every browser does for radios sharing a name.
 */
export function RadioGroup({
  label,
  options,
  value,
  onChange,
  error,
  hint,
  required = false,
  disabled = false,
  emptyText,
}: RadioGroupProps) {
  const ids = useFieldIds({ error, hint });
  const groupName = useId();
  return (
    <fieldset
      id={ids.controlId}
      className={`${fieldStyles.field} ${styles.fieldset}`}
      aria-describedby={ids.describedBy}
      disabled={disabled}
    >
      <legend className={styles.legend}>
        <FieldLabel ids={ids} required={required} as="span">
          {label}
        </FieldLabel>
      </legend>
      {options.length === 0 && emptyText !== undefined ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <div className={styles.options} role="presentation">
          {options.map((option) => (
            <label
              key={option.value}
              className={
                option.disabled
                  ? `${checkboxStyles.row} ${checkboxStyles.disabled}`
                  : checkboxStyles.row
              }
            >
              <input
                type="radio"
                className={checkboxStyles.box}
                name={groupName}
                value={option.value}
                checked={value === option.value}
                required={required}
                disabled={option.disabled}
                aria-invalid={ids.invalid}
                onChange={() => onChange?.(option.value)}
              />
              <span>
                {option.label}
                {option.description !== undefined && (
                  <span className={styles.description}>{option.description}</span>
                )}
              </span>
            </label>
          ))}
        </div>
      )}
      {(error || hint) && <FieldMessages ids={ids} error={error} hint={hint} />}
    </fieldset>
  );
}
