import { useId, type ReactNode } from 'react';
import * as styles from './Field.css';
import { tokenList } from '../tokenList';

export interface FieldMessagesProps {
  /** A validation message (already in the reader's language); marks the control invalid. */
  error?: string;
  /** Help shown while there is no error. */
  hint?: ReactNode;
}

export interface FieldIds {
  /** The control's id (the label points at it). */
  controlId: string;
  labelId: string;
  /** What the control's `aria-describedby` should be. */
  describedBy: string | undefined;
  /**
   * The control's `aria-invalid`, always written: "false" keeps the browser from announcing an
   * empty required select, radio, date or file control as invalid before the user has done anything.
   */
  invalid: boolean;
}

/** Ids of a field's parts, and what describes its control: the error (or hint), then the counter. */
export function useFieldIds({
  error,
  hint,
  counter,
}: FieldMessagesProps & { counter?: boolean }): FieldIds {
  const controlId = `${useId()}control`;
  const describedBy = tokenList(
    error ? `${controlId}-error` : hint ? `${controlId}-hint` : undefined,
    counter && `${controlId}-counter`,
  );
  return {
    controlId,
    labelId: `${controlId}-label`,
    describedBy: describedBy || undefined,
    invalid: Boolean(error),
  };
}

export function FieldLabel({
  ids,
  required,
  children,
  as = 'label',
}: {
  ids: FieldIds;
  required?: boolean;
  children: ReactNode;
  /** `span` when the control is labelled by `aria-labelledby` rather than `<label for>`. */
  as?: 'label' | 'span';
}) {
  const Tag = as;
  return (
    <Tag
      id={ids.labelId}
      htmlFor={as === 'label' ? ids.controlId : undefined}
      className={styles.label}
    >
      {children}
      {required && (
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      )}
    </Tag>
  );
}

/**
 * The line under a control: the error, which appears with the 300 ms field-message animation and is
 * announced politely, or the hint; and the `n / max` counter.
 */
export function FieldMessages({
  ids,
  error,
  hint,
  count,
  max,
}: FieldMessagesProps & { ids: FieldIds; count?: number; max?: number }) {
  const showCounter = count !== undefined && max !== undefined;
  return (
    <div className={styles.messages}>
      <div className={styles.message} aria-live="polite">
        {error ? (
          <span key={error} id={`${ids.controlId}-error`} className={styles.error}>
            {error}
          </span>
        ) : hint ? (
          <span id={`${ids.controlId}-hint`} className={styles.hint}>
            {hint}
          </span>
        ) : null}
      </div>
      {showCounter && (
        <span
          id={`${ids.controlId}-counter`}
          className={tokenList(styles.counter, count > max && styles.counterOver)}
        >
          {count} / {max}
        </span>
      )}
    </div>
  );
}
