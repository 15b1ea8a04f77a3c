import type { ReactNode } from 'react';
import { useElementEvents } from '../../elements/context';
import * as buttonStyles from '../../ui/Button/Button.css';
import { isPlainClick } from './isPlainClick';

/**
 * A link to another screen: a real `href`, so opening it elsewhere works, whose plain click
 * navigates through the element (a `lib-navigate` the host may route itself).
 */
export function ScreenLink({
  path,
  className,
  children,
}: {
  path: string;
  className: string;
  children: ReactNode;
}) {
  const { navigate } = useElementEvents();
  return (
    <a
      href={`#${path}`}
      className={className}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(path);
      }}
    >
      {children}
    </a>
  );
}

/** A form's Cancel: a screen link looking like a text button. */
export const CancelLink = ({ path, children }: { path: string; children: ReactNode }) => (
  <ScreenLink path={path} className={`${buttonStyles.button} ${buttonStyles.variant.text}`}>
    {children}
  </ScreenLink>
);
