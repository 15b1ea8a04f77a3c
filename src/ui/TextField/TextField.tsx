import type { ChangeEvent, FocusEvent, HTMLAttributes, Ref } from 'react';
import { FieldLabel, FieldMessages, useFieldIds } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './TextField.css';
import { tokenList } from '../tokenList';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** A validation message to show (in the reader's language); marks the field invalid. */
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** A multi-line text area (a description, a review). */
  multiline?: boolean;
  rows?: number;
  /**
   * The most characters the form's rule accepts: shows the spec's `n / max` counter, red past the
   * limit, unless `showCounter` is false. Nothing typed or pasted is cut.
   */
  maxLength?: number;
  showCounter?: boolean;
  type?: 'text' | 'email' | 'password' | 'number' | 'tel' | 'url' | 'search';
  name?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  min?: number;
  max?: number;
  step?: number;
  className?: string;
  /** The single-line input (a search the screen focuses again). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input or text area with its validation message and optional counter. */
export function TextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required = false,
  multiline = false,
  rows = 4,
  maxLength,
  showCounter = true,
  type = 'text',
  className,
  ref,
  ...rest
}: TextFieldProps) {
  const counter = maxLength !== undefined && showCounter;
  const ids = useFieldIds({ error, hint, counter });
  const common = {
    id: ids.controlId,
    value,
    required,
    'aria-invalid': ids.invalid,
    'aria-describedby': ids.describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange?.(event.target.value, event),
    onBlur,
    name: rest.name,
    disabled: rest.disabled,
    placeholder: rest.placeholder,
    autoComplete: rest.autoComplete,
  };
  return (
    <div className={tokenList(fieldStyles.field, className)}>
      <FieldLabel ids={ids} required={required}>
        {label}
      </FieldLabel>
      {multiline ? (
        <textarea {...common} rows={rows} className={`${fieldStyles.control} ${styles.textarea}`} />
      ) : (
        <input
          {...common}
          ref={ref}
          type={type}
          inputMode={rest.inputMode}
          min={rest.min}
          max={rest.max}
          step={rest.step}
          className={fieldStyles.control}
        />
      )}
      <FieldMessages
        ids={ids}
        error={error}
        hint={hint}
        // Code points, as the forms' rules and the server count (an emoji is one). No maxlength
        // attribute: it counts an emoji as two and cuts a paste short without a word; past the
        // limit the counter turns red and the form's rule says what to do.
        count={counter ? [...value].length : undefined}
        max={counter ? maxLength : undefined}
      />
    </div>
  );
}
