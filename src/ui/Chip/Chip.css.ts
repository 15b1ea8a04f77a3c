import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { tint } from '../color';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '24px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: '1px solid currentColor',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: 1.2,
  whiteSpace: 'nowrap',
});

const toned = (color: string) => ({ color, backgroundColor: tint(color, 10) });

export const tone = styleVariants({
  neutral: { color: vars.color.text, backgroundColor: tint(vars.color.text, 6) },
  primary: toned(vars.color.primary),
  success: toned(vars.color.success),
  warn: toned(vars.color.warn),
});
