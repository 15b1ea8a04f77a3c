import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../focusRing';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = style({
  // Where Floating UI places it (`left` and `top`), over the page.
  position: 'fixed',
  left: 0,
  top: 0,
  boxSizing: 'border-box',
  maxWidth: '280px',
  // A long review scrolls inside the tooltip (which stays open under the pointer) instead of
  // running off the screen; 40vh leaves room for it on the roomier side of any trigger.
  maxHeight: '40vh',
  overflowY: 'auto',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  // Transparent: only forced colours (high contrast), which drop the shadow, draw the edge.
  border: '1px solid transparent',
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.medium,
  fontSize: vars.font.size.xs,
  lineHeight: 1.4,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
  zIndex: vars.layer.tooltip,
  animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}`,
  // A tab stop (its text may scroll): the outline keeps clear of its dark box.
  selectors: { '&:focus-visible': focusRing },
});
