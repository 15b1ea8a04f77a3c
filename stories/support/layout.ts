/** Layout checks for narrow screens: a story at a phone's width, and what sticks out of a box. */
import { expect } from 'storybook/test';

/**
 * `parameters` and `globals` that show a story full width at a phone's `width` (the preview is
 * resized, so the elements' media queries apply as on the phone).
 */
export function phone(width: number) {
  const key = `phone${width}`;
  return {
    parameters: {
      layout: 'fullscreen',
      viewport: {
        options: {
          [key]: { name: `Phone (${width}px)`, styles: { width: `${width}px`, height: '740px' } },
        },
      },
    },
    globals: { viewport: { value: key } },
  };
}

/** Elements inside `box` (or inside `root`) that reach past the left or right of its content box. */
export function pastEdges(box: Element, root: ParentNode = box): Element[] {
  const rect = box.getBoundingClientRect();
  const style = getComputedStyle(box);
  const inset = (side: 'Left' | 'Right') =>
    parseFloat(style[`border${side}Width`]) + parseFloat(style[`padding${side}`]);
  const left = rect.left + inset('Left') - 0.5;
  const right = rect.right - inset('Right') + 0.5;
  return [...root.querySelectorAll('*')].filter((element) => {
    const { width, left: l, right: r } = element.getBoundingClientRect();
    return width > 0 && (l < left || r > right);
  });
}

/** The page scrolls sideways. */
export const pageOverflows = () => document.documentElement.scrollWidth > window.innerWidth;

/**
 * Words of `root`'s text that are broken across lines (a word laid out on one line has one box;
 * one broken mid-word has two).
 */
export function brokenWords(root: Element): string[] {
  const broken: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      if (range.getClientRects().length > 1) broken.push(match[0]);
    }
  }
  return broken;
}

/** A screen of cards fits: nothing past the screen's edges or a card's, and no sideways scroll. */
export async function expectCardsFit(screen: Element, cards: readonly Element[]): Promise<void> {
  await expect(pastEdges(screen)).toEqual([]);
  for (const card of cards) await expect(pastEdges(card)).toEqual([]);
  await expect(pageOverflows()).toBe(false);
}
