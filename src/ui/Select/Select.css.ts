import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style({
  appearance: 'none',
  // Room for the 20px chevron and its inset: pixels, as the icon is, whatever the page's rem.
  paddingInlineEnd: '40px',
  cursor: 'pointer',
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  pointerEvents: 'none',
  color: vars.color.muted,
});
