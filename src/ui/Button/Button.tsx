import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';
import { tokenList } from '../tokenList';

export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /**
   * Work in progress: a spinner shows, clicks are ignored and `aria-busy` is set, but the button
   * stays focusable so keyboard users do not lose their place.
   */
  loading?: boolean;
  /** An icon before the label (decorative; the label says what the button does). */
  icon?: ReactNode;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A text button. `type` defaults to "button"; a form's submit button says `type="submit"`. */
export function Button({
  variant = 'primary',
  loading = false,
  icon,
  fullWidth = false,
  type = 'button',
  className,
  children,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const classes = tokenList(
    styles.button,
    styles.variant[variant],
    fullWidth && styles.fullWidth,
    loading && styles.loading,
    className,
  );
  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <Spinner size={16} /> : icon}
      {children}
    </button>
  );
}
