import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.low,
});

export const media = style({ display: 'block' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  flexGrow: 1,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

export const subtitle = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
});

// Its blocks (a line, a list of facts, a note) are spaced as the body's are.
export const content = style({
  display: 'grid',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  marginTop: 'auto',
});
