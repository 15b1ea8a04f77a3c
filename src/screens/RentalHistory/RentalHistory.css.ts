import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const stars = style({
  display: 'inline-flex',
  alignItems: 'center',
  // In line with the card's text above; the stars are spaced by their letter spacing alone, so the
  // last filled one is as far from the first empty one as from the others.
  padding: `${vars.space.xs} 0`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.lg,
  letterSpacing: '2px',
  lineHeight: 1,
  cursor: 'default',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
