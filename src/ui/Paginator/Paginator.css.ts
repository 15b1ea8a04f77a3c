import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const paginator = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  columnGap: vars.space.xl,
  rowGap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.muted,
  fontSize: vars.font.size.xs,
});

export const sizeField = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const sizeSelect = style({
  minHeight: '32px',
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
  width: 'auto',
  minWidth: '72px',
});

export const range = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  color: vars.color.text,
});

export const buttons = style({ display: 'flex', alignItems: 'center' });
