import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { ModalLayerContext, usePortalRoot } from '../../elements/context';
import * as styles from './Dialog.css';
import { deepActiveElement, tabbables } from './focus';
import { lockScroll } from './scrollLock';

/** The spec's dialog widths: return 350, review and address 400, forms 500. */
export type DialogWidth = 350 | 400 | 500;

/** Milliseconds, matching `--lib-motion-dialog-open` / `--lib-motion-dialog-close`. */
export const DIALOG_DURATION = { open: 150, close: 75 } as const;

export interface DialogProps {
  open: boolean;
  /** Asked to close: Escape, a click on the backdrop. The owner decides (sets `open` false). */
  onClose: () => void;
  /** The heading; the dialog is labelled by it. */
  title: ReactNode;
  /** A line under the title; the dialog is described by it. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, in reading order (Cancel before Confirm). */
  actions?: ReactNode;
  /** Width in px (narrower screens get the screen's width). Default 400. */
  width?: DialogWidth | number;
  /**
   * Makes body and actions one `<form>`: Enter in a field submits, and a `type="submit"` button
   * among the actions calls this (the browser's validation bubbles are off; the form validates).
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** `alertdialog` for a confirmation that interrupts. */
  role?: 'dialog' | 'alertdialog';
  /** Whether a click on the backdrop asks to close. Default true. */
  closeOnBackdrop?: boolean;
  /** What gets focus on opening (default the first tabbable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** For the trigger's `aria-controls` (with `aria-haspopup="dialog"` and `aria-expanded`). */
  id?: string;
}

/**
 * A modal dialog on the browser's `<dialog>` (`showModal()`): it sits in the top layer, above
 * anything a host page stacks, and the rest of the page is inert. Focus moves in (to the first
 * field, or `initialFocus`), Tab cycles inside it, and focus goes back where it was when it closes;
 * Escape and a click on the backdrop ask to close. It animates with `data-state="open" | "closed"`.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  width = 400,
  onSubmit,
  role = 'dialog',
  closeOnBackdrop = true,
  initialFocus,
  id,
}: DialogProps) {
  const portalRoot = usePortalRoot();
  const titleId = useId();
  const descriptionId = useId();
  const [node, setNode] = useState<HTMLDialogElement | null>(null);
  // Read when the dialog opens, not a reason to open it again.
  const focusOnOpen = useEffectEvent((dialog: HTMLDialogElement) =>
    focusInitial(dialog, initialFocus),
  );
  // Where a press on the backdrop began: a drag from a field out onto the backdrop is no click.
  const pressedBackdrop = useRef(false);
  const isMounted = useMountedWhileClosing(open, DIALOG_DURATION.close);

  useLayoutEffect(() => {
    if (!node) return;
    const returnTo = deepActiveElement();
    node.showModal();
    focusOnOpen(node);
    const unlockScroll = lockScroll();
    return () => {
      unlockScroll();
      node.close();
      // Browsers differ on restoring focus when a dialog leaves the page; do it here, once the
      // commit is over: a dialog stacked on this one and closing with it has left by then.
      // A trigger its own action disabled (the last copy just went): the first control of its card
      // (an `article`); with none, the element's `keepFocus` finds a place.
      queueMicrotask(() => {
        const back = returnTo?.matches(':disabled')
          ? tabbables(returnTo.closest('article') ?? returnTo)[0]
          : returnTo;
        if (back?.isConnected) back.focus({ preventScroll: true });
      });
    };
  }, [node]);

  if (!isMounted) return null;

  // Keys in a dialog opened from this one (it portals into this one) are that dialog's.
  const ownsEvent = (event: { target: EventTarget }) =>
    event.target instanceof Element && event.target.closest('dialog') === node;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (!node || event.defaultPrevented || !ownsEvent(event)) return;
    if (event.key === 'Escape') {
      // Cancelling the key stops the browser closing the dialog itself: the owner decides.
      event.preventDefault();
      if (open) onClose();
    } else if (event.key === 'Tab') {
      const stops = tabbables(node);
      const first = stops[0];
      const last = stops[stops.length - 1];
      const active = deepActiveElement();
      if (!first || !last) {
        event.preventDefault();
      } else if (
        event.shiftKey &&
        active === first &&
        /date|time|month|week/.test((first as HTMLInputElement).type)
      ) {
        // A date field's parts are Tab stops of their own: Shift+Tab goes back through them, and
        // wraps only once it leaves the field's first part, and so the dialog.
        setTimeout(() => {
          const now = deepActiveElement();
          if (now === node || !node.contains(now)) last.focus();
        });
      } else if (event.shiftKey && (active === first || active === node)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  // The backdrop is the dialog element's `::backdrop`: a press on it targets the dialog itself,
  // outside the dialog's box (its content fills the box).
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return false;
    const box = event.currentTarget.getBoundingClientRect();
    return (
      event.clientX < box.left ||
      event.clientX > box.right ||
      event.clientY < box.top ||
      event.clientY > box.bottom
    );
  };

  const state = open ? 'open' : 'closed';
  const content = (
    <>
      {(children !== undefined || description !== undefined) && (
        <div className={styles.body}>
          {description !== undefined && (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          )}
          {children}
        </div>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </>
  );

  // Inside a kit element, its shadow root (so the dialog keeps the kit's styles); elsewhere the body.
  const target = portalRoot ?? document.body;
  return createPortal(
    <dialog
      ref={setNode}
      id={id}
      role={role === 'alertdialog' ? role : undefined}
      aria-labelledby={titleId}
      aria-describedby={description !== undefined ? descriptionId : undefined}
      data-state={state}
      className={styles.dialog}
      style={{ width: `${width}px` }}
      onKeyDown={onKeyDown}
      // Escape when the key event was not ours to cancel (the browser's own close request).
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        if (open) onClose();
      }}
      // The browser closed it itself (a close request it would not let be cancelled): while the
      // owner still has it open it stays open, and the owner is asked.
      onClose={(event) => {
        const dialog = event.currentTarget;
        if (!open || dialog.open || !dialog.isConnected) return;
        dialog.showModal();
        onClose();
      }}
      onMouseDown={(event) => {
        pressedBackdrop.current = onBackdrop(event);
      }}
      // The second press of a double click on the button that opened it lands in the dialog it
      // opened: it neither closes it (on the backdrop) nor presses what is under it (a Delete).
      onClickCapture={(event) => {
        if (event.detail > 1) {
          event.preventDefault();
          event.stopPropagation();
        }
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && onBackdrop(event) && open && closeOnBackdrop) onClose();
        pressedBackdrop.current = false;
      }}
    >
      <ModalLayerContext.Provider value={node}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {onSubmit ? (
          <form
            noValidate
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              // Enter in a field submits with the form's submit button: the focus goes to it, as
              // with a click, so it is not lost when the fields are disabled while the form is sent.
              (event.nativeEvent as SubmitEvent).submitter?.focus();
              onSubmit(event);
            }}
          >
            {content}
          </form>
        ) : (
          content
        )}
      </ModalLayerContext.Provider>
    </dialog>,
    target,
  );
}

/** Focuses `initialFocus`, else the first tabbable. */
function focusInitial(node: HTMLDialogElement, initialFocus: DialogProps['initialFocus']) {
  const target = initialFocus ? initialFocus.current : (tabbables(node)[0] ?? null);
  // With nothing to focus, the dialog itself takes focus so that keys reach it.
  (target ?? node).focus({ preventScroll: true });
}

/** True while `open`, and for `closeMs` after it turns false, so the closing animation can play. */
function useMountedWhileClosing(open: boolean, closeMs: number): boolean {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    if (open || !mounted) return;
    const timer = setTimeout(() => setMounted(false), closeMs);
    return () => clearTimeout(timer);
  }, [open, mounted, closeMs]);
  return mounted;
}
