import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

// Self-contained: shown when the kit's shared chunks may be what failed to arrive.
export const failure = style({
  padding: vars.space.xl,
  textAlign: 'center',
});

export const retry = style({
  display: 'block',
  margin: `${vars.space.md} auto 0`,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
});
