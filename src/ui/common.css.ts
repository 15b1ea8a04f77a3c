import { style, type StyleRule } from '@vanilla-extract/css';
import '../theme/themes.css';
import { vars } from '../theme/vars.css';

/** The keyboard focus outline every interactive primitive shows (`:focus-visible` only). */
export const focusRing: StyleRule = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
};

/** Hidden from sight, still read by screen readers (and still focusable when it is a control). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
