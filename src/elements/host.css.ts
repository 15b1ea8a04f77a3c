import { globalStyle } from '@vanilla-extract/css';

/*
 * Inherited properties cross into a shadow root. Reset them all on the host so an element renders
 * the same on any page; the theme (which comes after this sheet) then sets text colour and font.
 * `all` leaves custom properties alone, so `--lib-*` set by the host page still arrive, and the
 * host page's own rules on the element (display, margin…) still beat `:host`.
 */
globalStyle(':host', { all: 'initial', display: 'block' });
/*
 * But the page's rules that match the element itself (`* { text-transform: uppercase }`) beat
 * `:host`, and what they set inherits inside: the kit's own text properties hold against them
 * (the theme's colour and font too, see themes.css.ts). A word too long for its box (a title with
 * no spaces) breaks rather than pushes a table or dialog past the screen.
 */
const important = (rule: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(rule).map(([property, value]) => [property, `${value} !important`]),
  );
globalStyle(':host', {
  ...important({
    fontStyle: 'normal',
    fontWeight: 'normal',
    fontVariant: 'normal',
    textTransform: 'none',
    textAlign: 'start',
    textIndent: '0',
    textShadow: 'none',
    letterSpacing: 'normal',
    wordSpacing: 'normal',
    whiteSpace: 'normal',
    wordBreak: 'normal',
    hyphens: 'manual',
    cursor: 'auto',
    colorScheme: 'normal',
    WebkitTextFillColor: 'currentcolor',
  }),
  overflowWrap: 'anywhere',
});
globalStyle(':host([hidden])', { display: 'none' });
