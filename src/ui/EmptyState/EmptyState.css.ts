import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  color: vars.color.muted,
  fontSize: vars.font.size.md,
  textAlign: 'center',
});

export const text = style({ margin: 0, maxWidth: '40ch' });

export const errorIcon = style({ color: vars.color.warn });

export const errorText = style({ margin: 0, maxWidth: '40ch', color: vars.color.text });
