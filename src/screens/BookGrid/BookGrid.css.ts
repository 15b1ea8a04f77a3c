import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Spec section 9: card image 200px high; grid columns at least 300px wide with a 20px gap. */
export const COVER_HEIGHT = '200px';
export const COLUMN_MIN = '300px';
export const GRID_GAP = '20px';

/** Laid out as the other screens are (`shared/memberScreen.css.ts`). */
export const screen = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.medium,
});

export const count = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: `${vars.space.sm} ${vars.space.xl}`,
});

export const search = style({ flex: '1 1 260px', maxWidth: '480px' });

// The search box has no message to show: without the line a field keeps for one, the checkbox
// beside it sits level with it (half the difference between their heights, 40px and 32px, below
// it), and a narrow screen has no empty line under it.
globalStyle(`${search} > :last-child`, { display: 'none' });

export const availableOnly = style({ paddingBottom: '4px' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(${COLUMN_MIN}, 100%), 1fr))`,
  gap: GRID_GAP,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const gridItem = style({ display: 'flex', minWidth: 0 });

export const card = style({ flex: 1 });

export const cover = style({
  display: 'block',
  width: '100%',
  height: COVER_HEIGHT,
  objectFit: 'cover',
});

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  boxSizing: 'border-box',
  backgroundColor: vars.color.background,
  borderBottom: `1px solid ${vars.color.divider}`,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
});

export const facts = style({
  display: 'grid',
  // The labels' column is at most half the width, so a phone with large text keeps room for
  // the values (which would otherwise wrap a letter a line).
  gridTemplateColumns: 'fit-content(50%) 1fr',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});

globalStyle(`${facts} dt`, { color: vars.color.muted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

/** The cut description, clamped to three lines (spec section 9). */
export const description = style({
  margin: 0,
  display: '-webkit-box',
  WebkitLineClamp: '3',
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const busy = style({ opacity: 0.6, transition: `opacity ${vars.motion.fast}` });

// Details dialog.
export const detailsContent = style({
  display: 'grid',
  gap: vars.space.md,
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const detailsHead = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  gap: vars.space.lg,
  '@media': { '(max-width: 480px)': { gridTemplateColumns: '1fr' } },
});

export const detailsCover = style({
  width: '120px',
  height: 'auto',
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.low,
});

export const detailsChip = style({ gridColumn: '1 / -1' });

export const detailsHeading = style({
  margin: `${vars.space.sm} 0 ${vars.space.xs}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
});

export const fullDescription = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const reviews = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const review = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.divider}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});

export const reviewTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const reviewText = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const reviewMeta = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.muted,
});

/**
 * The borrow's outcome stays in view at the top while the member is far down the grid, below a
 * sticky header of the host page if the host gives its height (`--lib-sticky-top`).
 */
export const outcome = style({
  position: 'sticky',
  top: `calc(var(--lib-sticky-top, 0px) + ${vars.space.sm})`,
  zIndex: 1,
});
