import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Under this width the links move to the drawer (spec section 9: mobile breakpoint 600px). */
const mobile = 'screen and (max-width: 599.98px)';
const focusRing = { outline: `2px solid ${vars.color.onPrimary}`, outlineOffset: '-4px' };

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '64px',
  padding: `0 ${vars.space.lg}`,
  boxSizing: 'border-box',
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.medium,
  '@media': { [mobile]: { minHeight: '56px', padding: `0 ${vars.space.sm}` } },
});

/** Holds the menu button, shown only under 600px (a wrapper, so the button keeps its own styles). */
export const menuSlot = style({
  display: 'none',
  '@media': { [mobile]: { display: 'inline-flex' } },
});

// Two classes, so the bar's colour wins over the icon button's own, whatever the sheet order; its
// focus ring too takes the bar's text colour (the kit's blue ring is lost on the bar).
export const menuButton = style({
  selectors: {
    [`${menuSlot} &`]: { color: 'inherit' },
    [`${menuSlot} &:focus-visible`]: { outlineColor: 'currentColor' },
  },
});

export const brand = style({
  marginInlineEnd: 'auto',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: 'inherit',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:focus-visible': focusRing },
  // Large text on a phone, where the links are in the drawer: the name is cut short rather than
  // widening the page (wider, the links wrap first).
  '@media': { [mobile]: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' } },
});

export const nav = style({ display: 'flex' });

/** Inline on wide screens; a 250px drawer from the left under 600px. */
export const drawer = style({
  display: 'flex',
  alignItems: 'center',
  '@media': {
    [mobile]: {
      position: 'fixed',
      insetBlock: 0,
      insetInlineStart: 0,
      zIndex: vars.layer.dialog,
      flexDirection: 'column',
      alignItems: 'stretch',
      width: '250px',
      overflowY: 'auto',
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.high,
      // Transparent: only forced colours (high contrast), which drop the shadow, draw the edge.
      // An outline, so the drawer stays the spec's 250px.
      outline: '1px solid transparent',
      transform: 'translateX(-100%)',
      visibility: 'hidden',
      transition: `transform ${vars.motion.dialogClose} ${vars.motion.easing}, visibility 0s linear ${vars.motion.dialogClose}`,
    },
  },
});

export const drawerOpen = style({
  '@media': {
    [mobile]: {
      transform: 'none',
      visibility: 'visible',
      transition: `transform ${vars.motion.dialogOpen} ${vars.motion.easing}`,
    },
  },
});

export const drawerHeader = style({
  display: 'none',
  '@media': {
    [mobile]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      minHeight: '56px',
      padding: `0 ${vars.space.sm} 0 ${vars.space.lg}`,
      borderBottom: `1px solid ${vars.color.divider}`,
      fontSize: vars.font.size.lg,
      fontWeight: vars.font.weight.medium,
    },
  },
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mobile]: {
      flexDirection: 'column',
      flexWrap: 'nowrap',
      alignItems: 'stretch',
      padding: `${vars.space.sm} 0`,
    },
  },
});

const item = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
} as const;

export const link = style({
  ...item,
  selectors: {
    '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.14)' },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': { boxShadow: `inset 0 -3px 0 ${vars.color.onPrimary}` },
  },
  '@media': {
    [mobile]: {
      width: '100%',
      minHeight: '48px',
      padding: `0 ${vars.space.lg}`,
      borderRadius: 0,
      boxSizing: 'border-box',
      selectors: {
        '&:hover': { backgroundColor: vars.color.divider },
        '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
        '&[aria-current="page"]': {
          boxShadow: `inset 4px 0 0 ${vars.color.primary}`,
          color: vars.color.primary,
        },
      },
    },
    // Forced colours drop the shadow that marks the current page: underline it instead.
    '(forced-colors: active)': {
      selectors: { '&[aria-current="page"]': { textDecoration: 'underline' } },
    },
  },
});

export const backdrop = style({
  display: 'none',
  '@media': {
    [mobile]: {
      display: 'block',
      position: 'fixed',
      inset: 0,
      zIndex: `calc(${vars.layer.dialog} - 1)`,
      backgroundColor: vars.color.overlay,
    },
  },
});

export const closeButton = style({ selectors: { [`${drawerHeader} &`]: { color: 'inherit' } } });
