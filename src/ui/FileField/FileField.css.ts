import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../focusRing';
import { tint } from '../color';

export const row = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
});

/** The real input: invisible and on top of the button, so it takes clicks, keys and drops. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '36px',
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  selectors: {
    [`${input}:focus-visible ~ &`]: focusRing,
    [`${input}:hover:not(:disabled) ~ &`]: { backgroundColor: tint(vars.color.primary, 8) },
    [`${input}[aria-invalid="true"] ~ &`]: { borderColor: vars.color.warn },
    [`${input}:disabled ~ &`]: { color: vars.color.muted, borderStyle: 'dashed' },
  },
});

/** A long name wraps (breaking inside a word if it must) rather than being cut off unread. */
export const fileName = style({ minWidth: 0, fontSize: vars.font.size.sm });

export const noFile = style({ color: vars.color.muted });
