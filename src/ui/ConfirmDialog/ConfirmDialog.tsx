import { useRef, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import '../../i18n/en/common';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question ('Are you sure you want to delete this book?'). */
  message: ReactNode;
  /** A heading above the question; without one the question is the heading. */
  title?: ReactNode;
  onConfirm: () => void;
  /** Cancel, Escape or a backdrop click. */
  onCancel: () => void;
  /** Default: the catalog's `common.ok` ('OK'). */
  confirmLabel?: string;
  /** `danger` paints the confirm button in the warn colour (deleting). */
  tone?: 'default' | 'danger';
  /** The confirmed action is running: confirm shows a spinner and ignores clicks. */
  busy?: boolean;
}

/**
 * A yes/no question in an `alertdialog`. Focus starts on Cancel so that a stray Enter never
 * deletes anything.
 */
export function ConfirmDialog({
  open,
  message,
  title,
  onConfirm,
  onCancel,
  confirmLabel,
  tone = 'default',
  busy = false,
}: ConfirmDialogProps) {
  const t = useT();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      title={title ?? message}
      description={title !== undefined ? message : undefined}
      initialFocus={cancelRef}
      closeOnBackdrop={!busy}
      actions={
        <>
          <Button ref={cancelRef} variant="text" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            loading={busy}
            onClick={onConfirm}
          >
            {confirmLabel ?? t('common.ok')}
          </Button>
        </>
      }
    />
  );
}
