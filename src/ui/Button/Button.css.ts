import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../focusRing';
import { shade, tint } from '../color';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '36px',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: 1.2,
  letterSpacing: '0.01em',
  textAlign: 'center',
  textDecoration: 'none',
  // A label wraps between words where it cannot fit (a phone with large text), never inside one.
  overflowWrap: 'normal',
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled, &[aria-disabled="true"]': { cursor: 'default' },
    '&:disabled': { opacity: 0.45 },
  },
});

export const fullWidth = style({ width: '100%' });

const enabled = '&:not(:disabled):not([aria-disabled="true"])';

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: {
      [`${enabled}:hover`]: { backgroundColor: shade(vars.color.primary, 14) },
      [`${enabled}:active`]: { backgroundColor: shade(vars.color.primary, 24) },
    },
  },
  secondary: {
    backgroundColor: 'transparent',
    borderColor: vars.color.border,
    color: vars.color.primary,
    selectors: {
      [`${enabled}:hover`]: { backgroundColor: tint(vars.color.primary, 8) },
      [`${enabled}:active`]: { backgroundColor: tint(vars.color.primary, 16) },
    },
  },
  text: {
    backgroundColor: 'transparent',
    color: vars.color.primary,
    paddingInline: vars.space.sm,
    selectors: {
      [`${enabled}:hover`]: { backgroundColor: tint(vars.color.primary, 8) },
      [`${enabled}:active`]: { backgroundColor: tint(vars.color.primary, 16) },
    },
  },
  danger: {
    backgroundColor: vars.color.warn,
    color: vars.color.onWarn,
    selectors: {
      [`${enabled}:hover`]: { backgroundColor: shade(vars.color.warn, 14) },
      [`${enabled}:active`]: { backgroundColor: shade(vars.color.warn, 24) },
    },
  },
});

export const loading = style({ cursor: 'progress' });
