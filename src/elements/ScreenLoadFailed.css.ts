import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

// Self-contained: shown when the kit's shared chunks may be what failed to arrive.
export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  fontFamily: vars.font.family,
  color: vars.color.text,
  textAlign: 'center',
});

export const retry = style({
  minHeight: '36px',
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});
