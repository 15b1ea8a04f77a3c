import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The full-bleed page behind the login and register cards. */
export const page = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // Fills a host that lays the element out as a flex container (the standalone app does).
  flex: '1 0 auto',
  minHeight: '100%',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  boxSizing: 'border-box',
});

/** The blurred background image (spec: "a blurred background image", `shelfBackground.ts`). */
export const backdrop = style({
  position: 'absolute',
  inset: '-24px',
  zIndex: -1,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  filter: 'blur(6px) brightness(0.9)',
});

/** The card: at most 400px wide (spec section 9). */
export const card = style({
  width: '100%',
  maxWidth: '400px',
  boxSizing: 'border-box',
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.high,
});

export const heading = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.medium,
  lineHeight: 1.3,
  selectors: { '&:focus': { outline: 'none' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** A failure, in red above the button (spec section 8). */
export const failure = style({
  margin: 0,
  color: vars.color.warn,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const failureReason = style({ fontWeight: vars.font.weight.regular });

export const footer = style({
  margin: `${vars.space.lg} 0 0`,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
  textAlign: 'center',
});

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.font.weight.medium,
  marginInlineStart: vars.space.xs,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
