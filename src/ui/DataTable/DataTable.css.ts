import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../focusRing';
import { tint } from '../color';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const filter = style({ maxWidth: '360px' });

export const surface = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.low,
  overflow: 'hidden',
});

const edge = `color-mix(in srgb, ${vars.color.text} 15%, transparent)`;

export const scroller = style({
  overflowX: 'auto',
  // Its width is a unit (`cqi`) for the empty text, which stays in view as the table scrolls.
  containerType: 'inline-size',
  // Holds the visually hidden texts (positioned absolutely) too, so a table wider than the screen
  // scrolls here and not the page.
  position: 'relative',
  // A shadow at the start while columns are scrolled out of view there, so a reader sees there is
  // more: a cover in the surface colour scrolls with the table (`local`) and hides the shadow
  // (`scroll`) while the table is at its start. (At the end, the row's actions, which stay in
  // view, cast the shadow.)
  background: [
    `linear-gradient(to right, ${vars.color.surface} 40%, transparent) left / 32px 100% local`,
    `linear-gradient(to right, ${edge}, transparent) left / 10px 100% scroll`,
  ].join(),
  backgroundRepeat: 'no-repeat',
  outline: 'none',
  // A control focused in a column under the row's actions is scrolled out from under them.
  scrollPaddingInlineEnd: '160px',
});

// The scroller's focus is drawn around the surface: inside the scroller, the row's actions, which
// stay in view above the other columns, would cover the ring's end.
globalStyle(`${surface}:has(${scroller}:focus-visible)`, focusRing);

export const table = style({
  width: '100%',
  // Separate borders, which move with a cell that stays in view (collapsed ones stay put).
  borderSpacing: 0,
  fontSize: vars.font.size.sm,
});

export const headerCell = style({
  height: '48px',
  padding: `0 ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  color: vars.color.muted,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: `0 calc(-1 * ${vars.space.xs})`,
  padding: `${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': focusRing,
  },
});

export const sortIcon = style({ opacity: 0.35 });
export const sortIconActive = style({ color: vars.color.primary });

export const cell = style({
  height: '52px',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  verticalAlign: 'middle',
  // Words stay whole ('anywhere' would shrink a column to a letter and break 'Zagreb' on a
  // phone); a table wider than its box scrolls sideways in the scroller.
  overflowWrap: 'break-word',
});

const columnsUnder = keyframes({
  from: { backgroundImage: `linear-gradient(to right, ${edge}, transparent 10px)` },
});

/**
 * The last column (a row's actions) stays in view while the others scroll under it, so Edit and
 * Delete are in reach on a narrow screen. Its cells are opaque, so the row's hover is on the cells.
 * Their shadow says columns are under them: a scroll-driven animation that holds it until the
 * table is scrolled to its end, and that does nothing (no shadow) when the table does not scroll.
 */
globalStyle(`${cell}:last-child, ${headerCell}:last-child`, {
  position: 'sticky',
  insetInlineEnd: 0,
  background: vars.color.surface,
  animation: `${columnsUnder} steps(1)`,
  animationTimeline: 'scroll(inline)',
  // Forced colours (high contrast) draw no shadow: a line marks the column's edge instead.
  '@media': { '(forced-colors: active)': { borderInlineStart: '1px solid' } },
});
globalStyle(`tr:hover > ${cell}`, { background: tint(vars.color.primary, 4) });
globalStyle(`tr:not(:last-child) > ${cell}`, { borderBottom: `1px solid ${vars.color.divider}` });

/**
 * A cell's text: whole words, but a column no wider than 30 characters, so one word longer than
 * that (a name without spaces, a 254-character e-mail) breaks inside it instead of pushing every
 * other column and the row's actions off the screen.
 */
export const text = style({ display: 'inline-block', maxWidth: '30ch' });

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
});

export const emptyCell = style({
  padding: `${vars.space.xl} 0`,
  color: vars.color.muted,
  textAlign: 'center',
});

/** As wide as the visible part of the table and held at its start: a phone sees all of it. */
export const emptyText = style({
  position: 'sticky',
  insetInlineStart: 0,
  boxSizing: 'border-box',
  width: '100cqi',
  padding: `0 ${vars.space.lg}`,
});

export const footer = style({ borderTop: `1px solid ${vars.color.divider}` });
