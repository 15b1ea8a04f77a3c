import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { shade, tint } from '../color';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  // On one line wherever it fits; on a phone with large text a long status wraps, not cut off.
  // `break-word`, not the page's `anywhere`: a layout gives the chip its whole word's width
  // before it breaks it (a fact's label wraps first).
  boxSizing: 'border-box',
  maxWidth: '100%',
  overflowWrap: 'break-word',
  minHeight: '24px',
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: '1px solid currentColor',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: 1.2,
});

// The text leans toward the text colour so it keeps 4.5:1 on its tint in either theme.
const toned = (color: string) => ({ color: shade(color, 25), backgroundColor: tint(color, 10) });

export const tone = styleVariants({
  neutral: { color: vars.color.text, backgroundColor: tint(vars.color.text, 6) },
  primary: toned(vars.color.primary),
  success: toned(vars.color.success),
  warn: toned(vars.color.warn),
});
