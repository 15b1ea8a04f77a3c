import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../focusRing';

export const row = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '32px',
  fontSize: vars.font.size.md,
  cursor: 'pointer',
});

/** Native checkboxes and radios, tinted with the primary colour. */
export const box = style({
  width: '18px',
  height: '18px',
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.primary,
  cursor: 'inherit',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const disabled = style({ opacity: 0.6, cursor: 'not-allowed' });
