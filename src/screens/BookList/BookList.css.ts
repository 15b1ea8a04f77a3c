import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The staff screens' page: a header row (heading and main action) above the content. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  fontFamily: vars.font.family,
  color: vars.color.text,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.medium,
  lineHeight: 1.3,
});

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

export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'nowrap' });

/** On a narrow screen the table scrolls sideways rather than breaking an ISBN or a word. */
export const nowrap = style({ whiteSpace: 'nowrap' });
export const textCell = style({
  display: 'inline-block',
  minWidth: '12ch',
  overflowWrap: 'normal',
});
