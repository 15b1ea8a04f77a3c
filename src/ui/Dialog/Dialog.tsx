import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloatingRootContext,
  useInteractions,
} from '@floating-ui/react';
import { useEffect, useId, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { usePortalRoot } from '../../elements/context';
import * as styles from './Dialog.css';

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
  /** What gets focus on opening: a ref, or the index of a tabbable element (default the first). */
  initialFocus?: number | RefObject<HTMLElement | null>;
  /**
   * Where the dialog is portalled. Inside a kit element the default is the element's shadow root
   * (so it keeps the kit's styles); elsewhere `document.body`.
   */
  root?: HTMLElement | ShadowRoot | null;
  /** For the trigger's `aria-controls` (with `aria-haspopup="dialog"` and `aria-expanded`). */
  id?: string;
  className?: string;
}

/**
 * A modal dialog (@floating-ui/react): focus moves in and is trapped while it is open and goes back
 * where it was when it closes; Escape closes; the rest of the page is hidden from assistive
 * technology (`aria-modal`). It animates with `data-state="open" | "closed"`.
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
  root,
  id,
  className,
}: DialogProps) {
  const portalRoot = usePortalRoot();
  const titleId = useId();
  const descriptionId = useId();
  // A dialog is centred by CSS, not positioned against an anchor: the root context gives focus
  // management and dismissal without bringing in the positioning engine.
  const [floating, setFloating] = useState<HTMLElement | null>(null);
  const context = useFloatingRootContext({
    open,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
    elements: { reference: null, floating },
  });
  const dismiss = useDismiss(context, { outsidePress: closeOnBackdrop, escapeKey: true });
  const { getFloatingProps } = useInteractions([dismiss]);
  const isMounted = useMountedWhileClosing(open, DIALOG_DURATION.close);
  if (!isMounted) return null;

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

  return (
    <FloatingPortal root={root ?? portalRoot}>
      <FloatingOverlay lockScroll className={styles.overlay} data-state={state}>
        <FloatingFocusManager context={context} initialFocus={initialFocus} returnFocus>
          <div
            ref={setFloating}
            {...getFloatingProps()}
            id={id}
            role={role}
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={description !== undefined ? descriptionId : undefined}
            data-state={state}
            className={className ? `${styles.dialog} ${className}` : styles.dialog}
            style={{ width: `${width}px` }}
          >
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {onSubmit ? (
              <form
                noValidate
                className={styles.form}
                onSubmit={(event) => {
                  event.preventDefault();
                  onSubmit(event);
                }}
              >
                {content}
              </form>
            ) : (
              content
            )}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
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
