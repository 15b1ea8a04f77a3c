import {
  FloatingPortal,
  safePolygon,
  useDismiss,
  useFloatingRootContext,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
// Positioning comes from @floating-ui/react-dom directly (what @floating-ui/react's useFloating
// wraps), so pages whose only floating UI is a dialog do not load the positioning engine.
import {
  autoUpdate,
  flip,
  offset,
  shift,
  useFloating,
  type Placement,
} from '@floating-ui/react-dom';
import { cloneElement, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import { usePortalRoot } from '../../elements/context';
import * as styles from './Tooltip.css';

type TriggerProps = Record<string, unknown> & { ref?: Ref<Element> };

export interface TooltipProps {
  /** The tooltip's text (a review's text under its stars). */
  content: ReactNode;
  /**
   * One focusable element (a button, or an element with `tabIndex={0}`): the tooltip shows while
   * it is hovered or focused and describes it (`aria-describedby`). A component here must pass
   * its props (event handlers, `ref`, `aria-describedby`) on to its DOM element.
   */
  children: ReactElement<TriggerProps>;
  placement?: Placement;
  /** Milliseconds of hovering before it shows (focus shows it at once). */
  delay?: number;
  /** Where it is portalled; by default the element's shadow root, else `document.body`. */
  root?: HTMLElement | ShadowRoot | null;
  /** Starts shown (stories, screenshots). */
  defaultOpen?: boolean;
}

/**
 * A `role="tooltip"` bubble (@floating-ui/react) for hover and keyboard focus. Escape hides it, and
 * the pointer can move onto it without it vanishing (WCAG 1.4.13).
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 300,
  root,
  defaultOpen = false,
}: TooltipProps) {
  const [open, setOpen] = useState(defaultOpen);
  const portalRoot = usePortalRoot();
  const {
    refs: { setReference, setFloating },
    elements,
    floatingStyles,
  } = useFloating({
    open,
    placement,
    middleware: [offset(6), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const context = useFloatingRootContext({
    open,
    onOpenChange: setOpen,
    elements: { reference: elements.reference as Element | null, floating: elements.floating },
  });
  const hover = useHover(context, {
    delay: { open: delay, close: 80 },
    handleClose: safePolygon(),
  });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);
  const ref = useMergeRefs([setReference, children.props.ref]);

  return (
    <>
      {cloneElement(children, getReferenceProps({ ...children.props, ref }))}
      {open && (
        <FloatingPortal root={root ?? portalRoot}>
          <div
            ref={setFloating}
            style={floatingStyles}
            className={styles.tooltip}
            {...getFloatingProps()}
          >
            {content}
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
