import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Spec section 9: the library form is at most 500px wide. */
export const form = style({
  display: 'grid',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '500px',
});
