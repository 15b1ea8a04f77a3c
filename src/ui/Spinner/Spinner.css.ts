import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  color: 'inherit',
  animation: `${spin} 0.9s linear infinite`,
  '@media': {
    // Still turning (it is the only sign of progress), but slowly.
    '(prefers-reduced-motion: reduce)': { animationDuration: '3s' },
  },
});

export const track = style({ opacity: 0.25 });

export const loadingState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});

export const loadingSpinner = style({ color: vars.color.primary });
