import type { ComponentType } from 'react';
import * as styles from './Icon.css';
import { tokenList } from '../tokenList';

export interface IconProps {
  /** Size in CSS pixels (default 20; the em-based `'1em'` follows the text). */
  size?: number | string;
  /**
   * What the icon means, when nothing else says it (a check mark in a table cell). Without a label
   * the icon is decorative and hidden from assistive technology.
   */
  label?: string;
  /** A theme colour (the book list's check in primary, its cancel in warn); else `currentColor`. */
  tone?: 'primary' | 'warn' | 'success' | 'muted';
  className?: string;
}

/** An icon component drawing one 24×24 path in `currentColor`. */
export function createIcon(path: string): ComponentType<IconProps> {
  function Icon({ size = 20, label, tone, className }: IconProps) {
    const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        className={tokenList(styles.icon, tone && styles.tone[tone], className)}
        {...a11y}
      >
        <path d={path} />
      </svg>
    );
  }
  return Icon;
}
