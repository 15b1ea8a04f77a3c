import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  fill: 'currentColor',
});

export const tone = styleVariants({
  primary: { color: vars.color.primary },
  warn: { color: vars.color.warn },
  success: { color: vars.color.success },
  muted: { color: vars.color.muted },
});
