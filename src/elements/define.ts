import r2wc from '@r2wc/react-to-web-component';
import {
  Component as ReactComponent,
  createElement,
  Fragment,
  Suspense,
  use,
  useEffect,
  useMemo,
  type ComponentType,
  type ReactNode,
} from 'react';
import { configureApi } from '../api/config';
import { ElementProvider, type ElementHandle } from './context';
import { keepFocus } from './keepFocus';
import { ScreenLoadFailed } from './ScreenLoadFailed';
import type { LibEventName } from './events';
import { adoptKitStyles } from './styles';
// The host reset, then the theme: the first CSS of the kit's stylesheet, before any screen's.
import './host.css';
import '../theme/themes.css';

/** How an attribute's text becomes a prop. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface ElementDefinition<Props> {
  /**
   * The props an element takes from attributes, by camelCase prop name; the attribute is the
   * kebab-case name (`libraryId` → `library-id`). A `boolean` is true when the attribute is present
   * (and not `"false"`); removing an attribute resets its prop (`undefined`, or `false`).
   */
  attributes?: { [K in keyof Props]?: AttributeType };
  /**
   * The `lib-*` events the element dispatches (documentation, and a check that they exist); the
   * build leaves them out (`scripts/element-events.ts`).
   */
  events?: readonly LibEventName[];
  /**
   * Starts the element's first request as it connects, with the props its attributes give, while
   * its screen's code is still loading; the screen then takes the answer (see `api/prefetch.ts`).
   */
  prefetch?: (props: Partial<Props>) => void;
}

/** The attribute every element takes: the API server of the page (one for all elements). */
export const API_BASE_ATTRIBUTE = 'api-base';

// r2wc 2.x keeps an element's props and its render under these registry symbols. The factory
// parses attributes itself (r2wc ignores a removed attribute and an empty boolean one).
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcElement extends HTMLElement {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
}
type R2wcElementClass = new () => R2wcElement;

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function parseAttribute(type: AttributeType, value: string | null, tag: string, name: string) {
  if (type === 'boolean') return value !== null && value !== 'false';
  if (value === null || type === 'string') return value ?? undefined;
  if (type === 'number') {
    const number = Number(value);
    if (value.trim() !== '' && Number.isFinite(number)) return number;
  } else {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      // Said below.
    }
  }
  // The element goes on as if the attribute were absent; the page's author is told why.
  console.warn(`<${tag}>: ${name}="${value}" is ignored: expected ${type}.`);
  return undefined;
}

/**
 * Turns a React screen into a custom element (with @r2wc/react-to-web-component): an open shadow
 * root holding the kit's CSS, typed kebab-case attributes, `api-base`, and a context through which
 * the component raises `lib-*` events (`useElementEvents`) and finds its portal root
 * (`usePortalRoot`), and focus kept in the element when its control goes (`keepFocus`). Defining
 * a tag that is already defined (the script loaded twice) keeps the first definition.
 *
 * Moving the element in one go (`appendChild` elsewhere) keeps its React state; removing it unmounts
 * its React tree, and inserting it again starts afresh: keep what must last in the page's session,
 * not in component state.
 */
export function defineElement<Props extends object>(
  tag: `lib-${string}`,
  Component: ComponentType<Props>,
  { attributes = {}, prefetch }: ElementDefinition<Props> = {},
): CustomElementConstructor | undefined {
  // Where there is no DOM (a server rendering a host's pages), importing the kit defines nothing;
  // the browser's import of the same code defines the elements.
  if (typeof customElements == 'undefined') return;
  const existing = customElements.get(tag);
  if (existing) return existing;

  const types = attributes as Record<string, AttributeType>;
  const propByAttribute = new Map(Object.keys(types).map((prop) => [kebab(prop), prop]));

  function ElementRoot({ container, ...props }: Props & { container?: ShadowRoot }) {
    const shadowRoot = container ?? null;
    const handle = useMemo<ElementHandle>(
      () => ({ host: (shadowRoot?.host as HTMLElement | undefined) ?? null, shadowRoot }),
      [shadowRoot],
    );
    if (shadowRoot) adoptKitStyles(shadowRoot);
    useEffect(() => (shadowRoot ? keepFocus(shadowRoot) : undefined), [shadowRoot]);
    return createElement(
      ElementProvider,
      { value: handle },
      // Until the screen's code arrives, the element shows its own children: a host may put a
      // placeholder there (the standalone app's header shows its brand).
      createElement(
        ScreenBoundary,
        { retry: (Component as Partial<LazyScreenType<Props>>).retryFailed },
        createElement(
          Suspense,
          { fallback: createElement('slot') },
          createElement(Component, props as Props),
        ),
      ),
    );
  }
  ElementRoot.displayName = `Element(${tag})`;

  const Base = r2wc(ElementRoot, {
    shadow: 'open',
    props: types as Record<string, AttributeType>,
  }) as unknown as R2wcElementClass;

  class LibElement extends Base {
    #unmountPending = false;

    static get observedAttributes(): string[] {
      return [...propByAttribute.keys(), API_BASE_ATTRIBUTE];
    }

    constructor() {
      super();
      if (this.shadowRoot) adoptKitStyles(this.shadowRoot);
    }

    override connectedCallback(): void {
      // Moved in the DOM (removed and inserted again before the microtask below ran): keep the React
      // tree and its state, and render what was set meanwhile (a page reordering its blocks).
      if (this.#unmountPending) {
        this.#unmountPending = false;
        this[R2WC_RENDER]();
        // Leaving the document took an open dialog out of the top layer: it goes back, modal.
        for (const dialog of this.shadowRoot?.querySelectorAll<HTMLDialogElement>('dialog[open]') ??
          []) {
          if (!dialog.matches(':modal')) {
            dialog.close();
            dialog.showModal();
          }
        }
        return;
      }
      // A property set on the element before its definition loaded hides the class's accessor:
      // hand the value to the accessor (the web components' "upgrade a property" rule).
      const own = this as unknown as Record<string, unknown>;
      for (const prop of Object.keys(types)) {
        if (Object.hasOwn(own, prop)) {
          const value = own[prop];
          delete own[prop];
          own[prop] = value;
        }
      }
      if (prefetch) {
        const props = this[R2WC_PROPS];
        prefetch(
          Object.fromEntries(Object.keys(types).map((key) => [key, props[key]])) as Partial<Props>,
        );
      }
      (Component as Partial<LazyScreenType<Props>>).retryFailed?.();
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      // Unmount in a microtask, once the running script is done: the element may be removed by a
      // React render (a React host page), which must finish before this element's root unmounts,
      // or may be moving (inserted again by the same script).
      this.#unmountPending = true;
      queueMicrotask(() => {
        if (!this.#unmountPending) return;
        this.#unmountPending = false;
        super.disconnectedCallback();
      });
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      if (name === API_BASE_ATTRIBUTE) {
        if (value) configureApi({ baseUrl: value });
        return;
      }
      const prop = propByAttribute.get(name);
      const type = prop && types[prop];
      if (!prop || !type) return;
      this[R2WC_PROPS][prop] = parseAttribute(type, value, tag, name);
      if (this.isConnected) this[R2WC_RENDER]();
    }
  }

  customElements.define(tag, LibElement);
  return LibElement;
}

/**
 * What an element shows when its screen failed: its code could not be fetched, or it broke while
 * rendering (an answer of a shape it does not know). Never a blank element: it says so and offers
 * Retry, which renders the screen afresh (fetching its code again where that failed).
 */
class ScreenBoundary extends ReactComponent<
  { children?: ReactNode; retry?: () => void },
  { failed: boolean; tries: number }
> {
  override state = { failed: false, tries: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    const { failed, tries } = this.state;
    // A new message per attempt: announced again, with Retry focused after a retry failed too.
    return failed
      ? createElement(ScreenLoadFailed, {
          key: tries,
          focusRetry: tries > 0,
          onRetry: () => {
            this.props.retry?.();
            this.setState({ failed: false, tries: tries + 1 });
          },
        })
      : createElement(Fragment, { key: tries }, this.props.children);
  }
}

/**
 * A screen whose code is loaded when its element first connects, for `defineElement`:
 * `defineElement('lib-x', lazyScreen(() => import('../screens/X/X').then((m) => m.X)))`. The
 * build puts the screen in a chunk of its own, so a page pays only for the elements it shows.
 *
 * When its code cannot be fetched (offline, a server down), the element's `ScreenBoundary` says so
 * and offers Retry, which imports it again: current browsers fetch a module again after a failed
 * import (HTML's module map no longer keeps failures). `React.lazy` would keep the failure and
 * leave the element failed until the page is reloaded. An element that connects after a failure
 * tries again itself.
 */
export function lazyScreen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyScreenType<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  let failed: Promise<ComponentType<Props>> | undefined;
  const start = () => {
    if (!loading) {
      const attempt = load().catch((error: unknown) => {
        failed = attempt;
        throw error;
      });
      loading = attempt;
    }
    return loading;
  };

  function LazyScreen(props: Props) {
    return createElement(use(start()), props);
  }
  // Forgets a load that failed, so that the next render imports again; one pending or done is
  // shared (another element of the same screen may have retried already).
  LazyScreen.retryFailed = () => {
    if (loading === failed) loading = undefined;
  };
  return LazyScreen;
}

/** A `lazyScreen`: `retryFailed` forgets a load that failed, for the next element that connects. */
type LazyScreenType<Props> = ComponentType<Props> & { retryFailed(): void };

/** The DOM type of an element defined from a component with these props. */
export type ElementOf<Props> = HTMLElement & Partial<Props>;
