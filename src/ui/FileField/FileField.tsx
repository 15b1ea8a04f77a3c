import { useState, type ChangeEvent } from 'react';
import { useT } from '../../i18n';
import { FieldLabel, FieldMessages, useFieldIds } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { AttachFileIcon } from '../Icon/icons/AttachFile';
import * as styles from './FileField.css';
import '../../i18n/en/common';
import { tokenList } from '../tokenList';

export interface FileFieldProps {
  label: string;
  /** Called with the chosen file, or `null` when the choice is cleared. */
  onChange?: (file: File | null, event: ChangeEvent<HTMLInputElement>) => void;
  /** File types offered by the picker, e.g. `"image/jpeg"`. */
  accept?: string;
  /**
   * The name to show; by default the name of the file last chosen here. Pass `null` to show
   * `noFileText` again after the form is reset.
   */
  fileName?: string | null;
  /** Text of the visible button (default: the catalog's `common.chooseFile`). */
  buttonText?: string;
  /** Shown while no file is chosen (default: the catalog's `common.noFileChosen`). */
  noFileText?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
}

/**
 * A file picker that shows the chosen file's name (the spec's image picker). The native input
 * covers the visible button, so clicking, Enter/Space and dropping a file all work; it is named by
 * the field label and the button's text (what a speech user reads off the screen) and described by
 * the file name.
 */
export function FileField({
  label,
  onChange,
  accept,
  fileName,
  buttonText,
  noFileText,
  error,
  hint,
  required = false,
  disabled,
  name,
}: FileFieldProps) {
  const t = useT();
  const ids = useFieldIds({ error, hint });
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = fileName === undefined ? chosen : fileName;
  const nameId = `${ids.controlId}-file`;
  const buttonId = `${ids.controlId}-button`;
  return (
    <div className={fieldStyles.field}>
      <FieldLabel ids={ids} required={required} as="span">
        {label}
      </FieldLabel>
      <div className={styles.row}>
        <input
          type="file"
          id={ids.controlId}
          name={name}
          accept={accept}
          required={required}
          disabled={disabled}
          className={styles.input}
          aria-labelledby={`${ids.labelId} ${buttonId}`}
          aria-describedby={tokenList(nameId, ids.describedBy)}
          aria-invalid={ids.invalid}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setChosen(file?.name ?? null);
            onChange?.(file, event);
          }}
        />
        <span id={buttonId} className={styles.button} aria-hidden="true">
          <AttachFileIcon size={18} />
          {buttonText ?? t('common.chooseFile')}
        </span>
        <span
          id={nameId}
          className={shown ? styles.fileName : `${styles.fileName} ${styles.noFile}`}
        >
          {shown || (noFileText ?? t('common.noFileChosen'))}
        </span>
      </div>
      <FieldMessages ids={ids} error={error} hint={hint} />
    </div>
  );
}
