import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const requiredMark = style({ color: vars.color.warn, marginInlineStart: '2px' });

export const messages = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  // A line of message (1.4em) and a little, in the text's own size: the page's rem is not ours.
  minHeight: '1.667em',
  fontSize: vars.font.size.xs,
  lineHeight: 1.4,
});

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-0.5em)' },
  to: { opacity: 1, transform: 'none' },
});

export const message = style({ flex: 1, minWidth: 0 });

export const hint = style({ color: vars.color.muted });

/** Validation messages slide in over the spec's 300 ms (`--lib-motion-field-message`). */
export const error = style({
  color: vars.color.warn,
  animation: `${appear} ${vars.motion.fieldMessage} ${vars.motion.easing}`,
});

export const counter = style({
  marginInlineStart: 'auto',
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const counterOver = style({ color: vars.color.warn });

/** The box of a text-like control (input, textarea, select). */
export const control = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    // The ring is a shadow, which forced-colours mode removes; the transparent outline shows then.
    '&:focus-visible, &:focus': {
      outline: '2px solid transparent',
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 1px ${vars.color.primary}, 0 0 0 4px color-mix(in srgb, ${vars.color.focusRing} 35%, transparent)`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.warn },
    '&[aria-invalid="true"]:focus': {
      boxShadow: `0 0 0 1px ${vars.color.warn}, 0 0 0 4px color-mix(in srgb, ${vars.color.warn} 30%, transparent)`,
    },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
  },
});
