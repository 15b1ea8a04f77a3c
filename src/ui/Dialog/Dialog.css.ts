import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.96)' },
  to: { opacity: 1, transform: 'none' },
});
const exit = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: 'scale(0.96)' },
});

// Radix-style `data-state`: opening takes 150 ms, closing 75 ms (the spec's dialog timings).
const open = '&[data-state="open"]';
const closed = '&[data-state="closed"]';

// The dialog is the browser's modal `<dialog>`: its UA styles (border, padding, colours, the
// small max size) are replaced, and `::backdrop` is the dimmed page behind it.
export const dialog = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  margin: 'auto',
  padding: 0,
  // Transparent: only forced colours (high contrast), which drop the shadow, draw the edge.
  border: '1px solid transparent',
  maxWidth: `calc(100% - 2 * ${vars.space.lg})`,
  maxHeight: `calc(100dvh - 2 * ${vars.space.lg})`,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.high,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight,
  outline: 'none',
  selectors: {
    [open]: { animation: `${enter} ${vars.motion.dialogOpen} ${vars.motion.easing}` },
    [closed]: { animation: `${exit} ${vars.motion.dialogClose} ${vars.motion.easing} forwards` },
    // `display: flex` above would otherwise show a closed <dialog>.
    '&:not([open])': { display: 'none' },
    '&::backdrop': { backgroundColor: vars.color.overlay },
    '&[data-state="open"]::backdrop': {
      animation: `${fadeIn} ${vars.motion.dialogOpen} ${vars.motion.easing}`,
    },
    '&[data-state="closed"]::backdrop': {
      animation: `${fadeOut} ${vars.motion.dialogClose} ${vars.motion.easing} forwards`,
    },
  },
});

export const form = style({ display: 'contents' });

export const title = style({
  margin: 0,
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.md}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
  lineHeight: 1.3,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.xl}`,
  overflowY: 'auto',
  minHeight: 0,
});

export const description = style({ margin: 0, color: vars.color.muted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.xl}`,
});
