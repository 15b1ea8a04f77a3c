import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The staff screens' page: a header row (heading and main action) above the content. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  minWidth: 0,
});

export { header } from './screenHeader.css';

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.medium,
  lineHeight: 1.3,
});

/** A staff form's buttons (Cancel, then Save or Update), at its end. */
export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});

/** The action buttons in a row of a staff table. */
export const rowActions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'nowrap' });
