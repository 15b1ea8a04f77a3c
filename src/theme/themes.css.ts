import { assignVars, globalStyle } from '@vanilla-extract/css';
import { darkThemeClass, darkTokens, lightTokens, reducedMotion, themeAttribute } from './tokens';
import { vars } from './vars.css';

/*
 * Defaults live on `:host` (inside an element's shadow root) and `:root` (Storybook, the standalone
 * app). Declarations from the outer page on the host element beat `:host` rules, so a host page
 * re-themes an element with `lib-book-grid { --lib-color-primary: teal }` or an inline style.
 */
const base = ':root, :host';
const dark = [
  `:host([${themeAttribute}='dark'])`,
  `:host(.${darkThemeClass})`,
  `[${themeAttribute}='dark']`,
  `.${darkThemeClass}`,
].join(', ');
const auto = `:host([${themeAttribute}='auto']), [${themeAttribute}='auto']`;
const darkVars = {
  ...assignVars(vars.color, darkTokens.color),
  ...assignVars(vars.shadow, darkTokens.shadow),
};

globalStyle(base, { vars: assignVars(vars, lightTokens) });
// Important, as host.css.ts's `normal` is: a page's `* { color-scheme: dark }` stays out.
const darkScheme = 'dark !important';
globalStyle(dark, { vars: darkVars, colorScheme: darkScheme });
globalStyle(auto, {
  '@media': { '(prefers-color-scheme: dark)': { vars: darkVars, colorScheme: darkScheme } },
});

globalStyle(base, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      // Only the durations change: the easing stays as it is.
      vars: Object.fromEntries(
        Object.entries(reducedMotion).map(([name, value]) => [
          vars.motion[name as keyof typeof reducedMotion],
          value,
        ]),
      ),
    },
  },
});

// Text inherits into a shadow root from the host page; set ours so a host's `color: red` stays out,
// even on `*` (hosts change them through the `--lib-*` properties these read).
globalStyle(':host', {
  color: `${vars.color.text} !important`,
  fontFamily: `${vars.font.family} !important`,
  fontSize: `${vars.font.size.md} !important`,
  lineHeight: `${vars.font.lineHeight} !important`,
});

// An explicitly themed container paints its own background, so dark text never sits on white.
globalStyle(
  `:host([${themeAttribute}]), :host(.${darkThemeClass}), [${themeAttribute}], .${darkThemeClass}`,
  {
    backgroundColor: vars.color.background,
    color: vars.color.text,
    fontFamily: vars.font.family,
    lineHeight: vars.font.lineHeight,
  },
);
