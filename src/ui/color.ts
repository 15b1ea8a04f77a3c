import { vars } from '../theme/vars.css';

// Plain functions: a `.css.ts` file may export only serialisable values.

/** `color` mixed toward the text colour, for hover and pressed states of filled controls. */
export const shade = (color: string, amount: number): string =>
  `color-mix(in srgb, ${color} ${100 - amount}%, ${vars.color.text})`;

/** A tint of `color` on the surface, for quiet backgrounds (chips, status messages). */
export const tint = (color: string, amount: number): string =>
  `color-mix(in srgb, ${color} ${amount}%, ${vars.color.surface})`;
