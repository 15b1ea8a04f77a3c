import { autoUpdate, computePosition, flip, offset, shift, useMergeRefs } from '@floating-ui/react';
import {
  cloneElement,
  useEffect,
  useId,
  useLayoutEffect,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { usePortalRoot } from '../../elements/context';
import * as styles from './Tooltip.css';
import { tokenList } from '../tokenList';

type TriggerProps = Record<string, unknown> & { ref?: Ref<Element> };

/** Milliseconds the tooltip stays after the pointer leaves, so it can move onto the tooltip. */
const CLOSE_DELAY = 100;

export interface TooltipProps {
  /** The tooltip's text (a review's text under its stars). */
  content: ReactNode;
  /**
   * One focusable element (a button, or an element with `tabIndex={0}`): the tooltip shows while
   * it is hovered or focused and describes it (`aria-describedby`). A component here must pass
   * its props (event handlers, `ref`, `aria-describedby`) on to its DOM element.
   */
  children: ReactElement<TriggerProps>;
  /** Milliseconds of hovering before it shows (focus shows it at once). */
  delay?: number;
}

/**
 * A `role="tooltip"` bubble for hover, keyboard focus and a tap, placed by @floating-ui/react's
 * positioning (it flips and shifts to stay on screen, and follows its trigger). Escape hides it,
 * and the pointer can move onto it without it vanishing (WCAG 1.4.13).
 */
export function Tooltip({ content, children, delay = 300 }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const portalRoot = usePortalRoot();
  const id = useId();
  const later = useLater(setOpen);
  const [reference, setReference] = useState<Element | null>(null);
  const [floating, setFloating] = useState<HTMLElement | null>(null);

  // Placed by Floating UI while shown, and again as its trigger moves or the page scrolls. Its
  // positioning alone: hover, focus and Escape are the tooltip's own (below), so the React hooks'
  // interactions and context would be code for nothing.
  useLayoutEffect(() => {
    if (!reference || !floating) return;
    return autoUpdate(reference, floating, () => {
      void computePosition(reference, floating, {
        // Above its trigger, flipped below where there is no room.
        placement: 'top',
        middleware: [offset(6), flip({ padding: 8 }), shift({ padding: 8 })],
        // Fixed: not clipped by a scrolling or clipping box around it (a dialog's body).
        strategy: 'fixed',
      }).then(({ x, y }) => Object.assign(floating.style, { left: `${x}px`, top: `${y}px` }));
    });
  }, [reference, floating]);

  useEffect(() => {
    if (!open || !floating) return;
    // Escape hides the tooltip first, before anything else takes it (a dialog around it would
    // close): the capture phase, and the key is marked as used.
    const onKeyDown = (event: KeyboardEvent) => {
      // A text longer than the tooltip's height scrolls with the arrow keys from the focused
      // trigger, as it does under the pointer.
      const tip = floating;
      const step = ({ ArrowDown: 40, ArrowUp: -40 } as Record<string, number>)[event.key];
      if (step && tip.scrollHeight > tip.clientHeight && event.composedPath()[0] === reference) {
        event.preventDefault();
        tip.scrollTop += step;
      }
      if (event.key !== 'Escape') return;
      event.preventDefault();
      // Hidden with the focus in it, the tooltip hands the focus back to its trigger.
      if (tip.contains(event.composedPath()[0] as Node)) (reference as HTMLElement).focus();
      later.set(false, 0);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open, later, floating, reference]);

  const trigger = children.props;
  const call = (name: string, event: unknown) => {
    const handler = trigger[name];
    if (typeof handler === 'function') handler(event);
  };
  const ref = useMergeRefs([setReference, trigger.ref]);

  return (
    <>
      {cloneElement(children, {
        ref,
        'aria-describedby':
          tokenList(trigger['aria-describedby'] as string | undefined, open && id) || undefined,
        onPointerEnter: (event: PointerEvent) => {
          call('onPointerEnter', event);
          if (event.pointerType !== 'touch') later.set(true, delay);
        },
        onPointerLeave: (event: PointerEvent) => {
          call('onPointerLeave', event);
          // A finger leaves as it lifts: the tap below decides.
          if (event.pointerType !== 'touch') later.set(false, CLOSE_DELAY);
        },
        onPointerUp: (event: PointerEvent) => {
          call('onPointerUp', event);
          // A touch screen has no hover: a tap shows it, and hides it again (so does a tap
          // elsewhere, which takes the focus away). A swipe ends in pointercancel instead.
          if (event.pointerType === 'touch') later.set(!open, 0);
        },
        onFocus: (event: FocusEvent) => {
          call('onFocus', event);
          // Keyboard focus only (`:focus-visible`): not a click or a tap.
          if ((event.currentTarget as Element).matches(':focus-visible')) later.set(true, 0);
        },
        onBlur: (event: FocusEvent) => {
          call('onBlur', event);
          // Tab from the trigger may land on the tooltip itself (a tab stop when it scrolls).
          if (!floating?.contains(event.relatedTarget as Node | null)) later.set(false, 0);
        },
      })}
      {open &&
        createPortal(
          <div
            ref={setFloating}
            id={id}
            role="tooltip"
            // A long text scrolls in it: keyboard access to the scrolling box in every browser.
            tabIndex={0}
            className={styles.tooltip}
            onPointerEnter={later.cancel}
            onPointerLeave={() => later.set(false, CLOSE_DELAY)}
            onBlur={({ relatedTarget }) => {
              // Focus leaving for nothing in the page (Tab from the last tab stop to the browser's
              // own controls): the tooltip goes a moment later, so that keepFocus does not take
              // its going for focus lost with it and pull focus back into the element.
              if (relatedTarget !== reference) {
                later.set(false, relatedTarget ? 0 : CLOSE_DELAY);
              }
            }}
          >
            {content}
          </div>,
          // The element's shadow root, else the body.
          portalRoot ?? document.body,
        )}
    </>
  );
}

/**
 * Sets a state after a delay (at once for 0 ms); a later call, or `cancel`, replaces a pending one.
 * Nothing is left pending after unmounting.
 */
function useLater<T>(setState: (value: T) => void) {
  const [later] = useState(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    return {
      set(value: T, ms: number) {
        clearTimeout(timer);
        if (ms === 0) setState(value);
        else timer = setTimeout(() => setState(value), ms);
      },
      cancel() {
        clearTimeout(timer);
      },
    };
  });
  useEffect(() => later.cancel, [later]);
  return later;
}
