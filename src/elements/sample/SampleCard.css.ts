import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  maxWidth: '360px',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.low,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const body = style({
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
});

export const actions = style({ display: 'flex', gap: vars.space.sm });

export const button = style({
  appearance: 'none',
  border: 'none',
  borderRadius: vars.radius.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const link = style([
  button,
  {
    backgroundColor: 'transparent',
    color: vars.color.primary,
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  },
]);
