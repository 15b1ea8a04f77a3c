import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './IconButton.css';
import { tokenList } from '../tokenList';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** The accessible name, required: an icon alone says nothing to a screen reader ('Edit Dune'). */
  label: string;
  /** The icon, decorative (e.g. `<EditIcon />`). */
  children: ReactNode;
  tone?: 'neutral' | 'primary' | 'danger';
  size?: 'medium' | 'small';
  ref?: Ref<HTMLButtonElement>;
}

/** A round button showing only an icon, named by `label`. */
export function IconButton({
  label,
  children,
  tone = 'neutral',
  size = 'medium',
  type = 'button',
  className,
  ref,
  ...rest
}: IconButtonProps) {
  const classes = tokenList(
    styles.iconButton,
    styles.tone[tone],
    size === 'small' && styles.small,
    className,
  );
  return (
    <button ref={ref} type={type} aria-label={label} className={classes} {...rest}>
      {children}
    </button>
  );
}
