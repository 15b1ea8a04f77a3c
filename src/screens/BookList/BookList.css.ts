import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The list thumbnail: at most 50×50 px (spec section 9). */
export const thumbnail = style({
  display: 'block',
  maxWidth: '50px',
  maxHeight: '50px',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
});

export const noImage = style({ color: vars.color.muted, fontSize: vars.font.size.xs });

export const availableIcon = style({ color: vars.color.primary });
export const unavailableIcon = style({ color: vars.color.warn });

/** On a narrow screen the table scrolls sideways rather than breaking an ISBN or a word. */
export const nowrap = style({ whiteSpace: 'nowrap' });
export const textCell = style({
  display: 'inline-block',
  minWidth: '12ch',
  // As the table's other text (DataTable's `text`): whole words, a word past 30 characters broken.
  maxWidth: '30ch',
  overflowWrap: 'break-word',
});
