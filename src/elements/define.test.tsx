import { useEffect, useState, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Dialog } from '../ui/Dialog/Dialog';
import { Tooltip } from '../ui/Tooltip/Tooltip';
import { getApiBase } from '../api/config';
import { usePortalRoot } from './context';
import { defineElement, lazyScreen } from './define';
import { kitCssText, registerKitCss } from './styles';
import './lib-sample-card';

interface ProbeProps {
  label?: string;
  libraryId?: number;
  compact?: boolean;
  tags?: string[];
}

let portalRoot: HTMLElement | ShadowRoot | undefined;

function Probe({ label = 'none', libraryId, compact = false, tags = [] }: ProbeProps) {
  const root = usePortalRoot();
  useEffect(() => {
    portalRoot = root;
  }, [root]);
  return <output>{JSON.stringify({ label, libraryId: libraryId ?? null, compact, tags })}</output>;
}

const ProbeElement = defineElement('lib-test-probe', Probe, {
  attributes: { label: 'string', libraryId: 'number', compact: 'boolean', tags: 'json' },
});

const SCREEN_FAILED = 'This part of the page could not be loaded.';

/** Waits for the element's message that its screen failed (an alert). */
const screenFailed = (element: Element) =>
  vi.waitFor(() =>
    expect(element.shadowRoot!.querySelector('[role="alert"]')?.textContent).toContain(
      SCREEN_FAILED,
    ),
  );

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

async function mount<K extends keyof HTMLElementTagNameMap>(html: string, tag: K) {
  document.body.insertAdjacentHTML('beforeend', html);
  const element = document.body.querySelector(tag)!;
  await vi.waitFor(() => expect(element.shadowRoot?.childElementCount).toBeGreaterThan(0), {
    timeout: 5000,
  });
  return element;
}

/** Defines `tag` for `Component`, puts one on the page and returns its shadow root. */
async function defineAndMount(tag: `lib-${string}`, Component: ComponentType) {
  defineElement(tag, Component);
  const element = await mount(`<${tag}></${tag}>`, tag as keyof HTMLElementTagNameMap);
  return element.shadowRoot!;
}

function probeState(element: Element) {
  return JSON.parse(element.shadowRoot!.querySelector('output')!.textContent!) as Required<
    Omit<ProbeProps, 'libraryId'>
  > & { libraryId: number | null };
}

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', location.pathname + location.search);
});

describe('defineElement', () => {
  it('takes the properties a page set before the element was defined', async () => {
    const early = document.createElement('lib-test-early') as HTMLElement & ProbeProps;
    early.libraryId = 2;
    early.label = 'Set early';
    document.body.append(early);
    defineElement('lib-test-early', Probe, {
      attributes: { label: 'string', libraryId: 'number' },
    });
    await vi.waitFor(() => expect(early.shadowRoot?.querySelector('output')).toBeTruthy());
    expect(probeState(early)).toMatchObject({ label: 'Set early', libraryId: 2 });
    expect(Object.hasOwn(early, 'libraryId')).toBe(false);
    expect(early.getAttribute('library-id')).toBe('2');
    // The element's own accessor now takes later values.
    early.libraryId = 3;
    await vi.waitFor(() => expect(probeState(early)).toMatchObject({ libraryId: 3 }));
  });

  it('maps kebab-case attributes to typed props, and follows changes and removals', async () => {
    const element = await mount(
      '<lib-test-probe label="Hi" library-id="7" compact tags=\'["a","b"]\'></lib-test-probe>',
      'lib-test-probe' as keyof HTMLElementTagNameMap,
    );
    expect(probeState(element)).toEqual({
      label: 'Hi',
      libraryId: 7,
      compact: true,
      tags: ['a', 'b'],
    });

    element.setAttribute('library-id', '12');
    element.setAttribute('compact', 'false');
    await vi.waitFor(() =>
      expect(probeState(element)).toMatchObject({ libraryId: 12, compact: false }),
    );

    element.setAttribute('compact', '');
    element.removeAttribute('label');
    element.removeAttribute('library-id');
    await vi.waitFor(() =>
      expect(probeState(element)).toMatchObject({ label: 'none', libraryId: null, compact: true }),
    );

    element.removeAttribute('compact');
    await vi.waitFor(() => expect(probeState(element).compact).toBe(false));
  });

  it('takes a malformed number or JSON attribute as absent, and tells the page why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mount(
      '<lib-test-probe library-id="abc"></lib-test-probe>',
      'lib-test-probe' as keyof HTMLElementTagNameMap,
    );
    expect(probeState(element)).toMatchObject({ libraryId: null });
    expect(warn).toHaveBeenCalledWith(
      '<lib-test-probe>: library-id="abc" is ignored: expected number.',
    );
    element.setAttribute('library-id', '12 books');
    element.setAttribute('tags', '[oops');
    await nextFrame();
    expect(probeState(element)).toMatchObject({ libraryId: null, tags: [] });
    expect(warn).toHaveBeenCalledWith('<lib-test-probe>: tags="[oops" is ignored: expected json.');
    warn.mockRestore();
  });

  it('reflects properties set from script to attributes', async () => {
    const element = (await mount(
      '<lib-sample-card heading="First"></lib-sample-card>',
      'lib-sample-card',
    )) as HTMLElementTagNameMap['lib-sample-card'];
    element.heading = 'Second';
    expect(element.getAttribute('heading')).toBe('Second');
    await vi.waitFor(() =>
      expect(element.shadowRoot!.querySelector('h1')!.textContent).toBe('Second'),
    );
  });

  it('renders in an open shadow root with the kit CSS adopted, out of reach of page CSS', async () => {
    const pageStyle = document.createElement('style');
    pageStyle.textContent = 'button, h1 { color: rgb(255, 0, 0) !important; }';
    document.head.append(pageStyle);
    try {
      const element = await mount('<lib-sample-card></lib-sample-card>', 'lib-sample-card');
      const root = element.shadowRoot!;
      expect(root.mode).toBe('open');
      expect(root.adoptedStyleSheets.length).toBeGreaterThan(0);
      const cssText = [...root.adoptedStyleSheets[0]!.cssRules].map((r) => r.cssText).join('\n');
      expect(cssText).toContain('--lib-color-primary');
      expect(getComputedStyle(root.querySelector('button')!).color).not.toBe('rgb(255, 0, 0)');
      expect(getComputedStyle(root.querySelector('h1')!).color).not.toBe('rgb(255, 0, 0)');

      // One stylesheet object for every element of the page.
      const second = await mount('<lib-sample-card></lib-sample-card>', 'lib-sample-card');
      const other = document.querySelectorAll('lib-sample-card')[1]!.shadowRoot!;
      expect(second).toBeDefined();
      expect(other.adoptedStyleSheets[0]).toBe(root.adoptedStyleSheets[0]);
    } finally {
      pageStyle.remove();
    }
  });

  it('brings CSS registered later (a lazy screen’s) into every shadow root, after the theme', async () => {
    const element = await mount('<lib-sample-card></lib-sample-card>', 'lib-sample-card');
    const button = element.shadowRoot!.querySelector('button')!;
    expect(getComputedStyle(button).outlineOffset).not.toBe('7px');

    registerKitCss('late-screen', '[part="button"] { outline-offset: 7px; }');
    // The sheet is brought up to date once per task, before anything renders.
    await Promise.resolve();
    expect(getComputedStyle(button).outlineOffset).toBe('7px');
    // Registered late but ranked as the host reset: it goes first, so a later rule still wins.
    registerKitCss('late-reset', '[part="button"] { outline-offset: 9px; }', 0);
    await Promise.resolve();
    expect(getComputedStyle(button).outlineOffset).toBe('7px');
    const text = kitCssText();
    expect(text.indexOf('outline-offset: 9px')).toBeLessThan(text.indexOf('--lib-color-primary'));
    // The same CSS under the same key again changes nothing.
    registerKitCss('late-screen', '[part="button"] { outline-offset: 7px; }');
    expect(kitCssText().split('outline-offset: 7px').length).toBe(2);
  });

  it('dispatches lib-* events that bubble out of the shadow root', async () => {
    const element = await mount('<lib-sample-card count="2"></lib-sample-card>', 'lib-sample-card');
    const seen: Event[] = [];
    const listener = (event: Event) => seen.push(event);
    document.addEventListener('lib-sample-greet', listener);
    try {
      element.shadowRoot!.querySelector<HTMLButtonElement>('[part="button"]')!.click();
      expect(seen).toHaveLength(1);
      const event = seen[0] as CustomEvent<{ count: number }>;
      expect(event).toBeInstanceOf(CustomEvent);
      expect(event.bubbles).toBe(true);
      expect(event.composed).toBe(true);
      expect(event.target).toBe(element);
      expect(event.detail).toEqual({ count: 3 });
    } finally {
      document.removeEventListener('lib-sample-greet', listener);
    }
  });

  it('navigates by setting location.hash unless a host cancels lib-navigate', async () => {
    const element = await mount('<lib-sample-card></lib-sample-card>', 'lib-sample-card');
    const link = element.shadowRoot!.querySelector<HTMLButtonElement>('[part="link"]')!;

    const cancel = (event: HTMLElementEventMap['lib-navigate']) => {
      expect(event.cancelable).toBe(true);
      expect(event.detail).toEqual({ path: '/books' });
      event.preventDefault();
    };
    document.addEventListener('lib-navigate', cancel);
    link.click();
    document.removeEventListener('lib-navigate', cancel);
    expect(location.hash).toBe('');

    link.click();
    expect(location.hash).toBe('#/books');
  });

  it('skips a tag that is already defined, so loading the script twice is harmless', () => {
    const again = defineElement('lib-test-probe', () => null);
    expect(again).toBe(ProbeElement);
    expect(customElements.get('lib-test-probe')).toBe(ProbeElement);
  });

  it('loads a lazy screen when its element first connects, once for every element', async () => {
    let loads = 0;
    defineElement(
      'lib-test-lazy',
      lazyScreen(async () => {
        loads += 1;
        await nextFrame();
        return ({ label = 'none' }: { label?: string }) => <output>lazy {label}</output>;
      }),
      { attributes: { label: 'string' } },
    );
    await nextFrame();
    expect(loads).toBe(0);

    const first = await mount(
      '<lib-test-lazy label="one"></lib-test-lazy>',
      'lib-test-lazy' as keyof HTMLElementTagNameMap,
    );
    await vi.waitFor(() => expect(first.shadowRoot!.textContent).toBe('lazy one'));
    document.body.insertAdjacentHTML('beforeend', '<lib-test-lazy label="two"></lib-test-lazy>');
    const second = document.body.querySelectorAll('lib-test-lazy')[1]!;
    await vi.waitFor(() => expect(second.shadowRoot!.textContent).toBe('lazy two'));
    expect(loads).toBe(1);
  });

  it('shows its own children until its screen has loaded', async () => {
    let release = () => {};
    const loaded = new Promise<void>((resolve) => (release = resolve));
    defineElement(
      'lib-test-placeholder',
      lazyScreen(async () => {
        await loaded;
        return () => <output>ready</output>;
      }),
    );
    document.body.insertAdjacentHTML(
      'beforeend',
      '<lib-test-placeholder><span>Loading the catalog…</span></lib-test-placeholder>',
    );
    const element = document.body.querySelector('lib-test-placeholder')!;
    const placeholder = element.querySelector('span')!;
    await vi.waitFor(() => expect(element.shadowRoot!.querySelector('slot')).not.toBeNull());
    expect(element.shadowRoot!.querySelector('slot')!.assignedNodes()).toEqual([placeholder]);
    expect(placeholder.getBoundingClientRect().height).toBeGreaterThan(0);

    release();
    await vi.waitFor(() => expect(element.shadowRoot!.textContent).toBe('ready'));
    expect(element.shadowRoot!.querySelector('slot')).toBeNull();
    expect(placeholder.getBoundingClientRect().height).toBe(0);
  });

  it('says when its screen cannot be fetched, and fetches it again on Retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let loads = 0;
    defineElement(
      'lib-test-offline',
      lazyScreen(async () => {
        loads += 1;
        if (loads <= 2) throw new TypeError('Failed to fetch dynamically imported module');
        return () => <output>back online</output>;
      }),
    );
    document.body.insertAdjacentHTML('beforeend', '<lib-test-offline></lib-test-offline>');
    const element = document.body.querySelector('lib-test-offline')!;
    await screenFailed(element);
    expect(error.mock.calls.flat()).toContainEqual(expect.any(TypeError));

    // Still offline: the message again, with Retry focused where it was pressed.
    element.shadowRoot!.querySelector('button')!.focus();
    element.shadowRoot!.querySelector('button')!.click();
    await vi.waitFor(() => expect(loads).toBe(2));
    await vi.waitFor(() => expect(element.shadowRoot!.activeElement?.textContent).toBe('Retry'));

    element.shadowRoot!.querySelector('button')!.click();
    await vi.waitFor(() => expect(element.shadowRoot!.textContent).toBe('back online'));
    expect(loads).toBe(3);
    error.mockRestore();
  });

  it('says when its screen breaks while rendering, and renders it afresh on Retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // An answer of a shape the screen does not know (an object where a list belongs), then a good one.
    let answer: unknown = { books: [] };
    function Fragile() {
      return <output>{(answer as string[]).map((title) => title).join()}</output>;
    }
    defineElement('lib-test-fragile', Fragile);
    document.body.insertAdjacentHTML('beforeend', '<lib-test-fragile></lib-test-fragile>');
    const element = document.body.querySelector('lib-test-fragile')!;
    await screenFailed(element);
    expect(error.mock.calls.flat()).toContainEqual(expect.any(TypeError));
    answer = ['Middlemarch'];
    element.shadowRoot!.querySelector('button')!.click();
    await vi.waitFor(() => expect(element.shadowRoot!.textContent).toBe('Middlemarch'));
    error.mockRestore();
  });

  it('fetches a screen that failed to load again for an element that connects later', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    let loads = 0;
    defineElement(
      'lib-test-reconnect',
      lazyScreen(async () => {
        loads += 1;
        if (!online) throw new TypeError('Failed to fetch dynamically imported module');
        return () => <output>loaded</output>;
      }),
    );
    document.body.insertAdjacentHTML('beforeend', '<lib-test-reconnect></lib-test-reconnect>');
    const first = document.body.querySelector('lib-test-reconnect')!;
    await vi.waitFor(() => expect(first.shadowRoot!.textContent).toContain(SCREEN_FAILED));
    // One more element while still offline: it tries once, and says so too.
    document.body.insertAdjacentHTML('beforeend', '<lib-test-reconnect></lib-test-reconnect>');
    const second = document.body.querySelectorAll('lib-test-reconnect')[1]!;
    await vi.waitFor(() => expect(second.shadowRoot!.textContent).toContain(SCREEN_FAILED));
    await nextFrame();
    expect(loads).toBe(2);

    // Back online, an element that connects now shows its screen without a Retry.
    online = true;
    document.body.insertAdjacentHTML('beforeend', '<lib-test-reconnect></lib-test-reconnect>');
    const third = document.body.querySelectorAll('lib-test-reconnect')[2]!;
    await vi.waitFor(() => expect(third.shadowRoot!.textContent).toBe('loaded'));
    expect(loads).toBe(3);
    // The ones that failed before keep their message until their Retry.
    expect(first.shadowRoot!.textContent).toContain(SCREEN_FAILED);
    error.mockRestore();
  });

  it('keeps focus in the element when the focused control is removed or disabled', async () => {
    function Rows() {
      const [rows, setRows] = useState(['a', 'b']);
      const [sent, setSent] = useState(false);
      return (
        <section>
          <h2>Rows</h2>
          {rows.length < 2 && <div role="status">Row deleted.</div>}
          {rows.map((row) => (
            <button key={row} onClick={() => setRows((all) => all.filter((r) => r !== row))}>
              Delete {row}
            </button>
          ))}
          <button disabled={sent} onClick={() => setSent(true)}>
            Send
          </button>
        </section>
      );
    }
    const root = await defineAndMount('lib-test-focus', Rows);
    const button = (name: string) =>
      [...root.querySelectorAll('button')].find((b) => b.textContent === name)!;

    // Disabled by its own action, with no message yet: the heading takes focus.
    button('Send').focus();
    button('Send').click();
    await vi.waitFor(() => expect(root.activeElement?.tagName).toBe('H2'));

    // Removed: the message saying so takes focus.
    button('Delete a').focus();
    button('Delete a').click();
    await vi.waitFor(() => expect(root.activeElement?.textContent).toBe('Row deleted.'));

    // Focus the user moved out of the element stays where it is.
    const outside = document.createElement('input');
    document.body.append(outside);
    button('Delete b').focus();
    outside.focus();
    button('Delete b').click();
    await nextFrame();
    expect(document.activeElement).toBe(outside);
  });

  it('moves the page to where focus went only for a keyboard user', async () => {
    function Tasks() {
      const [tasks, setTasks] = useState([1, 2]);
      return (
        <section>
          <h2>Tasks</h2>
          {tasks.length < 2 && <div role="status">Task completed.</div>}
          <div style={{ height: '3000px' }} />
          {tasks.map((task) => (
            <button key={task} onClick={() => setTasks((all) => all.filter((t) => t !== task))}>
              Complete {task}
            </button>
          ))}
        </section>
      );
    }
    const root = await defineAndMount('lib-test-scroll', Tasks);
    const button = (name: string) =>
      [...root.querySelectorAll('button')].find((b) => b.textContent === name)!;

    const top = (name: string) => button(name).getBoundingClientRect().top;
    const message = () => root.querySelector('[role="status"]')!.getBoundingClientRect();

    // Tapped far down the list: focus goes to the message, out of view above, and the next
    // task stays in view.
    button('Complete 2').scrollIntoView({ block: 'center' });
    await userEvent.click(button('Complete 1'));
    await vi.waitFor(() => expect(root.activeElement?.textContent).toBe('Task completed.'));
    await nextFrame();
    expect(top('Complete 2')).toBeGreaterThan(0);
    expect(top('Complete 2')).toBeLessThan(window.innerHeight);
    expect(message().bottom).toBeLessThan(0);

    // From the keyboard: the page follows the focus to the message.
    await userEvent.tab();
    expect(root.activeElement?.textContent).toBe('Complete 2');
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(root.activeElement?.textContent).toBe('Task completed.'));
    await nextFrame();
    expect(message().top).toBeGreaterThanOrEqual(0);
    expect(message().bottom).toBeLessThanOrEqual(window.innerHeight);
  });

  it('leaves alone focus that Tab takes out of the element from a tooltip, which then goes', async () => {
    function Reviewed() {
      return (
        <section>
          <h2>Reviewed</h2>
          <Tooltip content="A long review">
            <button>Rated 5 out of 5</button>
          </Tooltip>
        </section>
      );
    }
    const root = await defineAndMount('lib-test-tooltip', Reviewed);
    await userEvent.tab();
    expect(root.activeElement?.textContent).toBe('Rated 5 out of 5');
    await userEvent.tab();
    expect(root.activeElement?.getAttribute('role')).toBe('tooltip');
    // The tooltip is the element's last tab stop: Tab leaves the element (here, the page).
    await userEvent.tab();
    // Generous: the tooltip goes after its close delay, which a busy machine stretches.
    await vi.waitFor(() => expect(root.querySelector('[role="tooltip"]')).toBeNull(), {
      timeout: 5000,
    });
    await nextFrame();
    expect(root.activeElement).toBeNull();
  });

  it('leaves alone focus the user dropped on the page before the control went', async () => {
    function Later() {
      const [shown, setShown] = useState(true);
      return (
        <section>
          <h2>Later</h2>
          {shown && <button onClick={() => setTimeout(() => setShown(false), 50)}>Hide</button>}
        </section>
      );
    }
    const root = await defineAndMount('lib-test-dropped', Later);
    const hide = root.querySelector('button')!;
    hide.focus();
    hide.click();
    hide.blur(); // a click on the page, on nothing focusable
    await vi.waitFor(() => expect(root.querySelector('button')).toBeNull());
    await nextFrame();
    expect(root.activeElement).toBeNull();
  });

  it('configures the page-wide API from api-base', async () => {
    await mount(
      '<lib-test-probe api-base="https://api.example.org/"></lib-test-probe>',
      'lib-test-probe' as keyof HTMLElementTagNameMap,
    );
    expect(getApiBase()).toBe('https://api.example.org');
  });

  it('gives components the shadow root as portal root', async () => {
    const element = await mount(
      '<lib-test-probe></lib-test-probe>',
      'lib-test-probe' as keyof HTMLElementTagNameMap,
    );
    await nextFrame();
    expect(portalRoot).toBe(element.shadowRoot);
  });

  it('starts its first request as it connects, with the props its attributes give', async () => {
    const prefetch = vi.fn();
    defineElement('lib-test-prefetch', Probe, { attributes: { libraryId: 'number' }, prefetch });
    const element = await mount(
      '<lib-test-prefetch library-id="3"></lib-test-prefetch>',
      'lib-test-prefetch' as keyof HTMLElementTagNameMap,
    );
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith({ libraryId: 3 });

    // A move keeps the React tree and its data: nothing to ask for again.
    const box = document.createElement('div');
    document.body.append(box);
    box.append(element);
    await nextFrame();
    expect(prefetch).toHaveBeenCalledTimes(1);

    // Connected again after a removal, it mounts afresh and asks afresh.
    element.remove();
    await nextFrame();
    document.body.append(element);
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('shows what was set while it was moving, attribute or property', async () => {
    const element = (await mount(
      '<lib-test-probe library-id="1"></lib-test-probe>',
      'lib-test-probe' as keyof HTMLElementTagNameMap,
    )) as HTMLElement & ProbeProps;
    const output = () => JSON.parse(element.shadowRoot!.querySelector('output')!.textContent!);
    await vi.waitFor(() => expect(output().libraryId).toBe(1));
    const box = document.createElement('div');
    document.body.append(box);

    // A page reordering its blocks: out, changed, in again, all in one task.
    element.remove();
    element.setAttribute('library-id', '2');
    box.append(element);
    await vi.waitFor(() => expect(output().libraryId).toBe(2));
    element.remove();
    element.label = 'moved';
    document.body.append(element);
    await vi.waitFor(() => expect(output()).toMatchObject({ libraryId: 2, label: 'moved' }));
  });

  it('keeps an open dialog modal when moved', async () => {
    function WithDialog() {
      return (
        <Dialog open onClose={() => {}} title="Borrow Book">
          <input aria-label="Rental Date" />
        </Dialog>
      );
    }
    const shadow = await defineAndMount('lib-test-moved-dialog', WithDialog);
    const dialog = await vi.waitFor(() => {
      const found = shadow.querySelector('dialog');
      expect(found?.matches(':modal')).toBe(true);
      return found!;
    });
    const box = document.createElement('section');
    document.body.append(box);
    box.append(shadow.host);
    await nextFrame();
    expect(shadow.querySelector('dialog')).toBe(dialog);
    expect(dialog.matches(':modal')).toBe(true);
  });

  it('keeps its state when moved, and unmounts when removed', async () => {
    const element = await mount('<lib-sample-card></lib-sample-card>', 'lib-sample-card');
    const shadow = element.shadowRoot!;
    shadow.querySelector<HTMLButtonElement>('[part="button"]')!.click();
    await vi.waitFor(() => expect(shadow.textContent).toContain('Pressed 1 times.'));

    const box = document.createElement('section');
    document.body.append(box);
    box.append(element);
    await nextFrame();
    expect(shadow.textContent).toContain('Pressed 1 times.');

    element.remove();
    await vi.waitFor(() => expect(shadow.childElementCount).toBe(0));
    box.append(element);
    await vi.waitFor(() => expect(shadow.textContent).toContain('Pressed 0 times.'));
  });
});
