import type { MouseEvent, ReactNode } from 'react';
import { useElementEvents } from '../../elements/context';
import * as buttonStyles from '../../ui/Button/Button.css';

/**
 * A form's Cancel: a real link to `path` looking like a text button. A plain click navigates
 * through the element (a host may route it itself); a click with a modifier key or another
 * button is left to the browser, to open the link elsewhere.
 */
export function CancelLink({ path, children }: { path: string; children: ReactNode }) {
  const { navigate } = useElementEvents();

  function cancel(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(path);
  }

  return (
    <a
      href={`#${path}`}
      className={`${buttonStyles.button} ${buttonStyles.variant.text}`}
      onClick={cancel}
    >
      {children}
    </a>
  );
}
