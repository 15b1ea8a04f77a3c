import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({ padding: 0, marginBottom: vars.space.xs });

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

// An option's text wraps inside the group, even a long word with no break in it (a street name).
globalStyle(`${options} > label > span`, { minWidth: 0, overflowWrap: 'anywhere' });

export const description = style({
  display: 'block',
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
});

export const empty = style({ color: vars.color.muted, fontSize: vars.font.size.sm, margin: 0 });
