import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../focusRing';
import { tint } from '../color';

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.45, cursor: 'default' },
  },
});

const hover = (color: string) => ({
  color,
  selectors: {
    '&:not(:disabled):not([aria-disabled="true"]):hover': { backgroundColor: tint(color, 10) },
    '&:not(:disabled):not([aria-disabled="true"]):active': { backgroundColor: tint(color, 20) },
  },
});

export const tone = styleVariants({
  neutral: hover(vars.color.text),
  primary: hover(vars.color.primary),
  danger: hover(vars.color.warn),
});

export const small = style({ width: '32px', height: '32px' });
