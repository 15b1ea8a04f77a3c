import kitCss from 'virtual:lib-kit-css';

export { kitCss };

let sharedSheet: CSSStyleSheet | undefined;

/**
 * Attaches the kit's CSS to a shadow root as one constructable stylesheet shared by every element
 * of the page. Returns `false` where the browser has no constructable stylesheets: the element then
 * renders the CSS in a `<style>` of its own (see define.tsx).
 */
export function adoptKitStyles(root: ShadowRoot): boolean {
  if (!('adoptedStyleSheets' in root) || !('replaceSync' in CSSStyleSheet.prototype)) return false;
  if (!sharedSheet) {
    sharedSheet = new CSSStyleSheet();
    sharedSheet.replaceSync(kitCss);
  }
  if (!root.adoptedStyleSheets.includes(sharedSheet)) {
    root.adoptedStyleSheets = [sharedSheet, ...root.adoptedStyleSheets];
  }
  return true;
}
