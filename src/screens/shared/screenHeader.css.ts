import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The row above a screen's content: its heading, and its main action at the far end. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
