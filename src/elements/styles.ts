import { pageSingleton } from '../auth/pageSingleton';

interface KitStyles {
  /** CSS text and rank by source file, in the order the files' modules ran (dependencies first). */
  texts: Map<string, { css: string; rank: number }>;
  sheet?: CSSStyleSheet;
  /** Whether the sheet is behind `texts` (an update is queued). */
  stale: boolean;
}

// One stylesheet per page, however many copies of the kit's script the page loads.
const styles = pageSingleton<KitStyles>('styles', () => ({
  texts: new Map(),
  stale: false,
}));

/**
 * Brings the shared sheet up to date once for all the CSS registered in this task: a chunk's
 * modules register one after another as it runs, and parsing the whole sheet again for each would
 * cost the page long tasks. The update runs before the screen those modules belong to renders.
 */
function queueSheetUpdate(): void {
  if (styles.stale || !styles.sheet) return;
  styles.stale = true;
  queueMicrotask(() => {
    styles.stale = false;
    styles.sheet?.replaceSync(kitCssText());
  });
}

/**
 * Adds the CSS of one vanilla-extract file to the kit's stylesheet. Every `.css.ts` module calls
 * this when it runs (the `kitCss` Vite plugin puts the call there), so a screen's CSS arrives with
 * the screen's code, when its element first connects, rather than with the kit's core. CSS of a
 * lower `rank` comes first (the host reset 0, the theme 1, the rest 2), then in order of arrival.
 */
export function registerKitCss(file: string, css: string, rank = 2): void {
  if (styles.texts.get(file)?.css === css) return;
  styles.texts.set(file, { css, rank });
  queueSheetUpdate();
}

/** All the kit's CSS registered so far. */
export function kitCssText(): string {
  return [...styles.texts.values()]
    .sort((a, b) => a.rank - b.rank)
    .map(({ css }) => css)
    .join('\n');
}

/**
 * Attaches the kit's CSS to a shadow root as one constructable stylesheet shared by every element
 * of the page; CSS registered later (a lazily loaded screen's) shows up in every root at once.
 * Constructable stylesheets are Baseline (widely available) since 2025: no `<style>` fallback.
 */
export function adoptKitStyles(root: ShadowRoot): void {
  // A DOM without them (jsdom, in a host's unit tests) gets the element unstyled, not an error.
  if (!root.adoptedStyleSheets) return;
  if (!styles.sheet) {
    styles.sheet = new CSSStyleSheet();
    styles.sheet.replaceSync(kitCssText());
  }
  if (!root.adoptedStyleSheets.includes(styles.sheet)) {
    root.adoptedStyleSheets = [styles.sheet, ...root.adoptedStyleSheets];
  }
}
