import { style } from '@vanilla-extract/css';
import '../theme/themes.css';

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
