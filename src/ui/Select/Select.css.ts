import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style({
  appearance: 'none',
  paddingInlineEnd: '2.5rem',
  cursor: 'pointer',
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  pointerEvents: 'none',
  color: vars.color.muted,
});
