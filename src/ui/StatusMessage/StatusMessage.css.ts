import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { tint } from '../color';

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  borderInlineStart: '4px solid currentColor',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight,
});

export const text = style({ flex: 1, minWidth: 0, color: vars.color.text, paddingBlock: '2px' });

export const icon = style({ marginTop: '2px' });

// Pulls the dismiss button into the message's padding (`-var(…)` is not valid CSS: calc it).
const pull = `calc(-1 * ${vars.space.xs})`;
export const dismiss = style({ margin: `${pull} ${pull} ${pull} 0` });

export const tone = styleVariants({
  success: { color: vars.color.success, backgroundColor: tint(vars.color.success, 10) },
  error: { color: vars.color.warn, backgroundColor: tint(vars.color.warn, 8) },
  info: { color: vars.color.primary, backgroundColor: tint(vars.color.primary, 8) },
});
