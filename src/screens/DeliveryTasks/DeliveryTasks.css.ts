import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../ui/focusRing';

export const toggle = style({
  display: 'inline-flex',
  // Large text on a phone: the last filter moves to a second row rather than off the screen.
  flexWrap: 'wrap',
  alignSelf: 'flex-start',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
});

export const toggleButton = style({
  appearance: 'none',
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.border}`,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minHeight: '36px',
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:first-child': { borderInlineStart: 'none' },
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&:focus-visible': { ...focusRing, outlineOffset: '-3px' },
    // The ring inside the chosen filter's fill is drawn in its text colour, to stand out from it.
    '&[aria-pressed="true"]:focus-visible': { outlineColor: vars.color.onPrimary },
  },
  // Forced colours repaint every fill alike: the chosen filter keeps the system's selection colours.
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[aria-pressed="true"]': {
          forcedColorAdjust: 'none',
          backgroundColor: 'Highlight',
          color: 'HighlightText',
        },
      },
    },
  },
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
