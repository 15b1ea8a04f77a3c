import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as previewAnnotations from '../../.storybook/preview';
import * as stories from '../../stories/infra/SampleElement.stories';

/*
 * The "Done when" of the kit core: an element made by the factory, on a plain page whose CSS
 * restyles `button, div, h1` (and its body text), looks exactly as in Storybook, and re-themes
 * through `--lib-color-primary`. "As in Storybook" is the story itself, rendered here with the
 * project's Storybook annotations; the host page is a real HTML page in an iframe.
 */

setProjectAnnotations(previewAnnotations);
const { Default } = composeStories(stories);

const TEAL = 'rgb(0, 105, 92)';
// Generous: the whole browser suite shares two cores with the story tests.
const WAIT = { timeout: 10_000 };

let root: Root;
let storyHost: HTMLElement;
let frame: HTMLIFrameElement;
let pageHost: HTMLElement;

function styleSnapshot(element: Element): Record<string, string>[] {
  const nodes = [...element.shadowRoot!.querySelectorAll('*')];
  return nodes.map((node) => {
    const style = getComputedStyleIn(node);
    const entries: [string, string][] = [['tag', node.tagName.toLowerCase()]];
    for (let i = 0; i < style.length; i++) {
      const name = style.item(i);
      entries.push([name, style.getPropertyValue(name)]);
    }
    return Object.fromEntries(entries);
  });
}

function getComputedStyleIn(node: Element): CSSStyleDeclaration {
  return node.ownerDocument.defaultView!.getComputedStyle(node);
}

function shadowButton(host: Element): HTMLButtonElement {
  return host.shadowRoot!.querySelector<HTMLButtonElement>('[part="button"]')!;
}

beforeAll(async () => {
  const container = document.createElement('div');
  container.style.width = '640px';
  document.body.append(container);
  root = createRoot(container);
  root.render(<Default />);
  await vi.waitFor(() => {
    storyHost = container.querySelector('lib-sample-card')!;
    expect(storyHost?.shadowRoot?.querySelector('h1')).toBeTruthy();
  }, WAIT);

  frame = document.createElement('iframe');
  frame.title = 'Host page';
  frame.style.cssText = 'width: 640px; height: 480px; border: 0';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = new URL('./hostile-page.html', import.meta.url).href;
  document.body.append(frame);
  await loaded;
  await vi.waitFor(() => {
    pageHost = frame.contentDocument!.querySelector('lib-sample-card')!;
    expect(pageHost.shadowRoot?.querySelector('h1')).toBeTruthy();
  }, WAIT);
  await frame.contentDocument!.fonts.ready;
});

afterAll(() => {
  root.unmount();
  document.body.replaceChildren();
});

describe('the sample element on a hostile host page', () => {
  it('is on a page whose CSS does restyle its own button, div and h1', () => {
    const pageHeading = frame.contentDocument!.querySelector('h1')!;
    const style = frame.contentWindow!.getComputedStyle(pageHeading);
    expect(style.color).toBe('rgb(255, 0, 0)');
    expect(style.display).toBe('inline');
    expect(style.textTransform).toBe('uppercase');
  });

  it('renders exactly as in Storybook: every computed style of every node', () => {
    const inStorybook = styleSnapshot(storyHost);
    const onThePage = styleSnapshot(pageHost);
    expect(onThePage.map((node) => node.tag)).toEqual([
      'section',
      'h1',
      'div',
      'div',
      'button',
      'button',
    ]);
    expect(onThePage).toEqual(inStorybook);
  });

  it('lays out the same', () => {
    const boxes = (host: Element) =>
      [...host.shadowRoot!.querySelectorAll('*')].map((node) => {
        const { width, height } = node.getBoundingClientRect();
        return { width: Math.round(width), height: Math.round(height) };
      });
    expect(boxes(pageHost)).toEqual(boxes(storyHost));
  });

  it('paints its own dark background when the host themes it dark, by attribute or by class', () => {
    const look = () => {
      const style = getComputedStyleIn(pageHost);
      return [style.backgroundColor, style.colorScheme];
    };
    // The page's `* { color-scheme: dark }` does not reach the light theme.
    expect(look()).toEqual(['rgba(0, 0, 0, 0)', 'normal']);
    pageHost.setAttribute('data-theme', 'dark');
    expect(look()).toEqual(['rgb(18, 18, 18)', 'dark']);
    pageHost.removeAttribute('data-theme');
    pageHost.classList.add('lib-theme-dark');
    expect(look()).toEqual(['rgb(18, 18, 18)', 'dark']);
    pageHost.classList.remove('lib-theme-dark');
    expect(look()).toEqual(['rgba(0, 0, 0, 0)', 'normal']);
  });

  it('re-themes through --lib-color-primary set by the host page', async () => {
    const button = shadowButton(pageHost);
    const before = getComputedStyleIn(button).backgroundColor;
    expect(before).toBe('rgb(63, 81, 181)');

    const style = frame.contentDocument!.createElement('style');
    style.textContent = `lib-sample-card { --lib-color-primary: ${TEAL}; }`;
    frame.contentDocument!.head.append(style);
    expect(getComputedStyleIn(button).backgroundColor).toBe(TEAL);
    expect(getComputedStyleIn(pageHost.shadowRoot!.querySelector('[part="link"]')!).color).toBe(
      TEAL,
    );

    style.remove();
    pageHost.style.setProperty('--lib-color-primary', 'rgb(128, 0, 128)');
    expect(getComputedStyleIn(button).backgroundColor).toBe('rgb(128, 0, 128)');
    pageHost.style.removeProperty('--lib-color-primary');
    expect(getComputedStyleIn(button).backgroundColor).toBe(before);
  });
});
