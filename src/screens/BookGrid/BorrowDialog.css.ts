import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const book = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
});

export const bookTitle = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
});

export const addressForm = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  margin: 0,
  minWidth: 0,
});

export const addressLegend = style({
  padding: `0 ${vars.space.xs}`,
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.sm,
});

export const addressRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
  gap: vars.space.sm,
});

export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const addAnother = style({ alignSelf: 'flex-start' });

/** The dialog body's fields, laid out as if they were its direct children. */
export const fields = style({ display: 'contents' });
