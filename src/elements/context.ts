import { createContext, useContext, useMemo } from 'react';
import { createLibEvent, type LibEventName } from './events';

/** What a component rendered by an element knows about that element. */
export interface ElementHandle {
  /** The custom element; `null` when the component is rendered without one (a story, a test). */
  host: HTMLElement | null;
  /** The element's open shadow root: the portal root of dialogs and tooltips. */
  shadowRoot: ShadowRoot | null;
}

export const ElementContext = createContext<ElementHandle>({ host: null, shadowRoot: null });

/** Provides an element (or, in stories and tests, any node) as the target of the kit's events. */
export const ElementProvider = ElementContext.Provider;

export interface ElementEvents {
  /**
   * Dispatches a `lib-*` event from the element (bubbling, composed). Returns `false` when a
   * cancelable event was cancelled by a listener.
   */
  dispatch<K extends LibEventName>(
    type: K,
    detail: LibEventMap[K],
    options?: { cancelable?: boolean },
  ): boolean;
  /** Asks for another screen: a cancelable `lib-navigate`; its default sets `location.hash`. */
  navigate(path: string): void;
}

/**
 * A component's typed way to raise its element's events. Without an element (a component rendered
 * directly) events are dispatched on `document`.
 */
export function useElementEvents(): ElementEvents {
  const { host } = useContext(ElementContext);
  return useMemo(() => elementEvents(host), [host]);
}

export function elementEvents(host: HTMLElement | null): ElementEvents {
  const dispatch: ElementEvents['dispatch'] = (type, detail, options) =>
    (host ?? document).dispatchEvent(createLibEvent(type, detail, options));
  return {
    dispatch,
    navigate(path) {
      if (dispatch('lib-navigate', { path }, { cancelable: true })) {
        location.hash = path.replace(/^#/, '');
      }
    },
  };
}

/**
 * The innermost open modal dialog, if any: floating UI opened inside it (a tooltip, a second
 * dialog) portals into it, as the rest of the page is inert and beneath it.
 */
export const ModalLayerContext = createContext<HTMLElement | null>(null);

/**
 * The node floating UI should portal into (`createPortal(…, usePortalRoot() ?? document.body)`).
 * Inside a modal dialog it is the dialog; inside an element it is the shadow root, so floating UI keeps the
 * kit's styles and stays out of the host's; elsewhere it is `undefined` (the document body).
 */
export function usePortalRoot(): HTMLElement | ShadowRoot | undefined {
  const layer = useContext(ModalLayerContext);
  const { shadowRoot } = useContext(ElementContext);
  return layer ?? shadowRoot ?? undefined;
}
