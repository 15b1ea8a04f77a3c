import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const stars = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.lg,
  letterSpacing: '2px',
  lineHeight: 1,
  cursor: 'default',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
