import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The layout the member screens share: a heading, messages, then a grid of cards. */
export const screen = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
});

export { header } from './screenHeader.css';

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.medium,
  // A host moves focus here after navigating, for screen readers; it is not a control to outline.
  ':focus': { outline: 'none' },
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// A card fills its item, so the cards of a row end together.
globalStyle(`${list} > li`, { display: 'grid' });

/**
 * Label/value lines of a card. On a narrow card a label wraps (between its words) so that a value
 * that cannot (a status chip) keeps its room; narrower still (a 320px phone), each value goes
 * under its label.
 */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  containerType: 'inline-size',
});

const stacked = { '@container': { '(max-width: 16em)': { gridColumn: '1 / -1' } } };

export const term = style({ color: vars.color.muted, overflowWrap: 'break-word', ...stacked });

export const definition = style({ margin: 0, overflowWrap: 'anywhere', ...stacked });

/** A secondary line: 'by' an author, the book a dialog is about, why a button is disabled. */
export const muted = style({ margin: 0, color: vars.color.muted });

export const dialogFields = style({ display: 'grid', gap: vars.space.md });
