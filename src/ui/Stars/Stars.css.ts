import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const stars = style({ color: vars.color.primary, letterSpacing: '1px' });

export const empty = style({ color: vars.color.muted });
