import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useSession } from '../../auth/useSession';
import { useElementEvents } from '../../elements/context';
import { useT } from '../../i18n';
import { CloseIcon } from '../../ui/Icon/icons/Close';
import { LogoutIcon } from '../../ui/Icon/icons/Logout';
import { MenuIcon } from '../../ui/Icon/icons/Menu';
import { IconButton } from '../../ui/IconButton/IconButton';
import { isPlainClick } from '../shared/isPlainClick';
import { isCurrent, navLinks } from './navLinks';
import * as styles from './Navbar.css';
import { tokenList } from '../../ui/tokenList';
import '../../i18n/en/navbar';

const MOBILE_QUERY = '(max-width: 599.98px)';

function subscribeHash(listener: () => void) {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}
const readHash = () => location.hash;

/**
 * The navbar: brand, Dashboard, the role's links and Logout when signed in, Login and Register
 * when signed out. Under 600px the links move to a 250px drawer toggled by a menu button; it closes
 * on a link click, on logout, on Escape, on a click beside it and when focus leaves it.
 */
export function Navbar() {
  const t = useT();
  const session = useSession();
  const { navigate } = useElementEvents();
  const hash = useSyncExternalStore(subscribeHash, readHash, () => '');
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);

  const links = navLinks(session.role, session.isLoggedIn);

  // The drawer exists only under 600px: growing the window closes it.
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const onChange = () => !query.matches && setOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // Opening moves focus into the drawer.
  useEffect(() => {
    if (open) drawer.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  function close({ returnFocus }: { returnFocus: boolean }) {
    setOpen(false);
    if (returnFocus) menuButton.current?.focus();
  }

  function go(event: MouseEvent, path: string) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    // Out of the drawer, which hides, to its button: the new screen then takes it (the standalone
    // app moves it to its heading), and a host that routes itself without doing so leaves it there.
    close({ returnFocus: true });
    navigate(path);
  }

  function logout() {
    close({ returnFocus: false });
    session.logout();
    navigate('/login');
  }

  function onDrawerKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (open && event.key === 'Escape') {
      event.stopPropagation();
      close({ returnFocus: true });
    }
  }

  // A disclosure, not a dialog (the page behind stays readable): focus arriving anywhere but the
  // drawer or its button closes it, whether Tab left the drawer for the page or, past the page's
  // last control, for the browser's own and then came back.
  useEffect(() => {
    if (!open) return;
    const onFocusIn = (event: Event) => {
      const to = event.composedPath()[0] as Node;
      if (to !== menuButton.current && !drawer.current!.contains(to)) setOpen(false);
    };
    // A move within the shadow root does not reach the window: listen on both.
    const targets = [drawer.current!.getRootNode(), window];
    targets.forEach((target) => target.addEventListener('focusin', onFocusIn));
    return () => targets.forEach((target) => target.removeEventListener('focusin', onFocusIn));
  }, [open]);

  const brandPath = session.isLoggedIn ? '/dashboard' : '/books';

  return (
    // One landmark for the menu button, the brand and the links: below 600px, where the links
    // wait in the closed drawer, it still holds the button that shows them.
    <nav aria-label={t('navbar.navigation')} className={styles.bar} part="bar">
      <span className={styles.menuSlot}>
        <IconButton
          ref={menuButton}
          label={t('navbar.menu')}
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={drawerId}
          onClick={() => setOpen((current) => !current)}
        >
          <MenuIcon />
        </IconButton>
      </span>
      <a
        href={`#${brandPath}`}
        className={styles.brand}
        part="brand"
        onClick={(event) => go(event, brandPath)}
      >
        {t('navbar.brand')}
      </a>
      <div className={styles.nav}>
        <div
          id={drawerId}
          ref={drawer}
          className={tokenList(styles.drawer, open && styles.drawerOpen)}
          part="links"
          onKeyDown={onDrawerKeyDown}
        >
          <div className={styles.drawerHeader}>
            <span>{t('navbar.brand')}</span>
            <IconButton
              label={t('navbar.closeMenu')}
              className={styles.closeButton}
              onClick={() => close({ returnFocus: true })}
            >
              <CloseIcon />
            </IconButton>
          </div>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.path}>
                <a
                  href={`#${link.path}`}
                  className={styles.link}
                  aria-current={isCurrent(link, hash) ? 'page' : undefined}
                  onClick={(event) => go(event, link.path)}
                >
                  {t(link.label)}
                </a>
              </li>
            ))}
            {session.isLoggedIn && (
              <li>
                <button type="button" className={styles.link} onClick={logout}>
                  <LogoutIcon size={18} />
                  {t('navbar.logout')}
                </button>
              </li>
            )}
          </ul>
        </div>
      </div>
      {open && (
        <div className={styles.backdrop} aria-hidden onClick={() => close({ returnFocus: true })} />
      )}
    </nav>
  );
}
