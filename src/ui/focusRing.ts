import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/**
 * The keyboard focus outline every interactive primitive shows (`:focus-visible` only). A plain
 * rule, not in `common.css.ts`: a stylesheet that uses it then carries only its own CSS, not
 * common's and the theme's again (the elements load the theme with the kit's core).
 */
export const focusRing: StyleRule = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
};
