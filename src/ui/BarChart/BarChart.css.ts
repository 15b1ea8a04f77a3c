import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { LABEL_HEIGHT } from './barGeometry';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const caption = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
});

export const svg = style({ display: 'block', width: '100%', height: 'auto' });

export const axis = style({ stroke: vars.color.border, strokeWidth: 1 });
export const grid = style({ stroke: vars.color.divider, strokeWidth: 1 });
export const bar = style({ fill: vars.color.primary });

export const tickLabel = style({
  fill: vars.color.muted,
  fontSize: '12px',
});
/** HTML in the SVG, so a title too long for its bar is cut where the font really ends it. */
export const barLabel = style({
  overflow: 'hidden',
  fontSize: '12px',
  lineHeight: `${LABEL_HEIGHT}px`,
  textAlign: 'center',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const valueInside = style({
  fill: vars.color.onPrimary,
  fontSize: '11px',
  fontWeight: vars.font.weight.medium,
});
export const valueAbove = style([valueInside, { fill: vars.color.text }]);

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const th = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  color: vars.color.muted,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.divider}`,
});

export const rowHeader = style([td, { fontWeight: 'inherit', textAlign: 'start' }]);

// Kept whole: the host's `overflow-wrap: anywhere` would let a long title squeeze "Rentals" into
// "Rent-als" (it lowers a cell's minimum width).
export const number = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'normal',
});
