import type { SessionActor } from '../../src/auth/session';
import { t } from '../../src/i18n';
import { themeAttribute } from '../../src/theme/tokens';
import { libraryPicker } from './libraryPicker';
import { screenTitle } from './titles';
import {
  LOGIN_PATH,
  REGISTER_PATH,
  loginPathFor,
  nextFor,
  parseLocation,
  resolveRoute,
  type RenderStep,
  type Visitor,
} from './routes';
import '../../src/i18n/en/app';
import '../../src/i18n/en/navbar';
import '../../src/i18n/en/notAuthorized';
import { isPlainClick } from '../../src/screens/shared/isPlainClick';

export interface RouterOptions {
  /** Where screens are mounted. */
  outlet: HTMLElement;
  /** What takes the focus when a new screen has no heading to focus (the page's `<main>`). */
  focusFallback: HTMLElement;
  session: SessionActor;
  /** The catalogue's choice of library for visitors (`libraryPicker`), when the page has one. */
  libraryChoice?: HTMLElement | null;
}

const MAX_REDIRECTS = 10;

/**
 * The hash router of the standalone app: on every `hashchange` (and when the session changes) it
 * resolves the route table, replaces redirects in the history, and mounts the screen's element
 * into the outlet. It also listens to the elements' `lib-navigate` requests, so that a visitor
 * who was sent to login goes back where they were going.
 */
export function startRouter({ outlet, focusFallback, session, libraryChoice }: RouterOptions): {
  stop(): void;
} {
  const visitorId = () => session.getSnapshot().context.session?.userId ?? null;
  let current: RenderStep | null = null;
  let navigations = 0;
  // The screen shown when the visitor logged out, until the re-route after it (see below).
  let loggedOutFrom: { step: RenderStep | null } | null = null;
  // The screen a session ended under (the server refused the token): kept on the page, hidden,
  // while its user signs in again, then shown again as it was. The staff's forms, which do not
  // change with the session, keep what was typed (a book and its cover); a member's screens show
  // their sign-in prompt once the session ends, so they come back afresh. A different account, or
  // going elsewhere, discards it.
  type Parked = { element: HTMLElement; path: string; userId: number | null };
  let parked: Parked | null = null;
  let ended: Parked | null = null;
  const isAuthScreen = (screen: string) => screen === 'login' || screen === 'register';

  const visitor = (): Visitor => {
    const signedIn = session.getSnapshot().context.session;
    return { isLoggedIn: signedIn !== null, role: signedIn?.role ?? null };
  };

  const currentRaw = () => location.hash.replace(/^#/, '');
  // Arrow keys on a closed select choose as they go: each choice replaces the last, in place.
  const picker = libraryChoice
    ? libraryPicker(libraryChoice, (path) => go(path, { replace: true, keepFocus: true }))
    : null;

  /**
   * `replace`: in place of the current history entry, so Back skips the page left. `keepFocus`:
   * the page stays where it is and the focus where the visitor put it (a choice on the page that
   * shows its result in place, such as the catalogue's library).
   */
  function go(path: string, { replace = false, keepFocus = false } = {}): void {
    if (replace) location.replace(`#${path}`);
    else if (currentRaw() !== path) location.hash = path;
    // At once, not at the hashchange that follows (which finds the screen shown): the screen that
    // asked leaves before it draws anything more, such as a login's signed-in state.
    route(keepFocus);
  }

  /** Where `raw` leads the visitor, past its redirects; null when they go round in circles. */
  function resolve(raw: string): { target: string; step: RenderStep } | null {
    let target = raw;
    for (let hop = 0; hop < MAX_REDIRECTS; hop++) {
      const step = resolveRoute(target, visitor());
      if (step.kind === 'render') return { target, step };
      target = step.to;
    }
    return null;
  }

  function route(keepFocus = false): void {
    const raw = currentRaw();
    const resolved = resolve(raw);
    if (!resolved) {
      console.error(`Too many redirects from #${raw}.`);
      return;
    }
    // A redirect replaces the entry, so Back does not bounce through it again.
    if (resolved.target !== raw) history.replaceState(history.state, '', `#${resolved.target}`);
    show(resolved.step, keepFocus);
  }

  const isShown = (step: RenderStep) =>
    current !== null &&
    current.path === step.path &&
    current.tag === step.tag &&
    JSON.stringify(current.attributes) === JSON.stringify(step.attributes);

  function show(step: RenderStep, keepFocus = false): void {
    const sameScreen = isShown(step);
    picker?.update(step, visitor().isLoggedIn);
    // The session ended under a screen and login follows: keep that screen for its user.
    if (ended && isAuthScreen(step.screen)) parked = ended;
    ended = null;
    current = step;
    const title = screenTitle(step.screen);
    document.title = `${title} · ${t('navbar.brand')}`;
    // The page's outline: this h1 names the screen, the element's own heading sits under it.
    const pageTitle = document.getElementById('page-title');
    if (pageTitle) pageTitle.textContent = title;
    // Only the query changed (`/login` → `/login?next=…`): keep the screen and what was typed.
    if (sameScreen && outlet.lastElementChild) return;

    let screen: HTMLElement;
    if (parked && step.path === parked.path && visitorId() === parked.userId) {
      screen = parked.element;
      screen.hidden = false;
      parked = null;
    } else {
      screen = build(step);
    }
    outlet.dataset.screen = step.screen;
    if (parked && isAuthScreen(step.screen)) {
      parked.element.hidden = true;
      outlet.replaceChildren(parked.element, screen);
    } else {
      parked = null;
      outlet.replaceChildren(screen);
    }
    navigations += 1;
    // The first screen of a page load keeps the browser's own focus; later ones move it to the
    // new screen's heading, as a page load would for a screen reader.
    if (navigations > 1 && !keepFocus) {
      window.scrollTo(0, 0);
      void focusHeading(screen, focusFallback, navigations);
    }
  }

  function build(step: RenderStep): HTMLElement {
    if (step.tag === null)
      return notAuthorizedPage(visitor(), () => session.send({ type: 'LOGOUT' }));
    if (!customElements.get(step.tag)) return notAvailablePage(step);
    const element = document.createElement(step.tag);
    // Light or dark as the reader's system is, as the page around it (index.html).
    element.setAttribute(themeAttribute, 'auto');
    for (const [name, value] of Object.entries(step.attributes)) {
      element.setAttribute(name, value);
    }
    return element;
  }

  async function focusHeading(screen: HTMLElement, fallback: HTMLElement, navigation: number) {
    // Once the visitor puts the focus somewhere themselves (the menu, a field), leave it there.
    let moved = false;
    const onFocusIn = () => (moved = true);
    document.addEventListener('focusin', onFocusIn, { once: true });
    try {
      await waitAndFocus(screen, fallback, navigation, () => moved);
    } finally {
      document.removeEventListener('focusin', onFocusIn);
    }
  }

  async function waitAndFocus(
    screen: HTMLElement,
    fallback: HTMLElement,
    navigation: number,
    focusMoved: () => boolean,
  ) {
    // An element renders its heading a frame or more after it is connected (or after loading).
    for (let frame = 0; frame < 120; frame++) {
      if (navigation !== navigations || focusMoved()) return;
      const heading = (screen.shadowRoot ?? screen).querySelector<HTMLElement>('h1, h2');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) {
          // Focusable for this move only: a heading is not a control, so it draws no focus ring.
          heading.setAttribute('tabindex', '-1');
          heading.style.outline = 'none';
        }
        heading.focus();
        return;
      }
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    if (navigation === navigations && !focusMoved()) fallback.focus();
  }

  function onNavigate(event: CustomEvent<{ path: string }>): void {
    const onAuthScreen = current?.screen === 'login' || current?.screen === 'register';
    const fromCatalogue = (event.target as Element | null)?.localName === 'lib-book-grid';
    if (current && fromCatalogue && event.detail.path === LOGIN_PATH && !visitor().isLoggedIn) {
      // Borrow asks a signed-out visitor to sign in: back to the catalogue after.
      event.preventDefault();
      go(loginPathFor(current.path));
      return;
    }
    if (!onAuthScreen) return;
    const next = current?.next;
    const target = parseLocation(event.detail.path).path;
    const toAuthScreen = target === LOGIN_PATH || target === REGISTER_PATH;
    if (visitor().isLoggedIn && !toAuthScreen) {
      // Signed in: on to where a guard stopped them, else to their area. The login page takes no
      // history entry of its own, since going Back to it would only send them on again.
      event.preventDefault();
      go(nextFor(next ?? null, visitor()) ?? event.detail.path, { replace: true });
    } else if (next && !visitor().isLoggedIn && toAuthScreen && !event.detail.path.includes('?')) {
      // Between login and register (and after registering), keep where they were going.
      event.preventDefault();
      go(`${target}?next=${encodeURIComponent(next)}`);
    }
  }

  // A link to the screen already shown (its navbar link, or Dashboard on the landing screen)
  // changes nothing on the page, so the focus would stay on the link, or fall to the page's body
  // once the mobile menu hides it: the screen's heading takes it, as a new screen's would.
  function onNavigateToShown(event: CustomEvent<{ path: string }>): void {
    const screen = outlet.lastElementChild;
    const resolved = event.defaultPrevented ? null : resolve(event.detail.path);
    if (resolved && isShown(resolved.step) && screen instanceof HTMLElement) {
      void focusHeading(screen, focusFallback, navigations);
    }
  }

  let lastKey = sessionKey();
  function sessionKey(): string {
    const { isLoggedIn, role } = visitor();
    return `${isLoggedIn}:${role}`;
  }

  // After a sign-in or sign-out the current screen may no longer be allowed (or, on login, no
  // longer needed). Elements navigate on their own first (synchronously), so re-route after them.
  const subscription = session.subscribe(() => {
    const key = sessionKey();
    if (key === lastKey) return;
    lastKey = key;
    setTimeout(() => {
      const from = loggedOutFrom;
      loggedOutFrom = null;
      // A deliberate logout ends at the plain login, not at a login that would return there;
      // unless the visitor has gone on meanwhile (the screen shown is another, or the address
      // already is), in which case that is routed as any visit is.
      if (
        from?.step &&
        from.step === current &&
        parseLocation(currentRaw()).path === current.path
      ) {
        const step = resolveRoute(currentRaw(), visitor());
        if (step.kind === 'redirect' && step.to.startsWith(`${LOGIN_PATH}?`)) {
          go(LOGIN_PATH);
          return;
        }
      }
      route();
    });
  });
  const signedOut = session.on('signedOut', (event) => {
    if (event.reason === 'logout') loggedOutFrom = { step: current };
    const element = outlet.lastElementChild;
    // Not with a modal dialog open: hidden, it would still make the login page behind it inert.
    if (
      event.reason === 'expired' &&
      current?.tag &&
      !isAuthScreen(current.screen) &&
      element &&
      !element.shadowRoot?.querySelector(':modal')
    ) {
      ended = { element: element as HTMLElement, path: current.path, userId: event.userId };
    }
  });

  const onHashChange = () => route();
  window.addEventListener('hashchange', onHashChange);
  document.addEventListener('lib-navigate', onNavigate);
  // After `onNavigate`, which may send the visitor elsewhere instead.
  document.addEventListener('lib-navigate', onNavigateToShown);
  route();

  return {
    stop() {
      window.removeEventListener('hashchange', onHashChange);
      document.removeEventListener('lib-navigate', onNavigate);
      document.removeEventListener('lib-navigate', onNavigateToShown);
      subscription.unsubscribe();
      signedOut.unsubscribe();
    },
  };
}

function hostPage(title: string, message: string, link: { href: string; text: string }) {
  const page = document.createElement('section');
  page.className = 'host-page';
  const heading = document.createElement('h2');
  heading.textContent = title;
  heading.tabIndex = -1;
  const text = document.createElement('p');
  text.textContent = message;
  const anchor = document.createElement('a');
  anchor.href = link.href;
  anchor.textContent = link.text;
  page.append(heading, text, anchor);
  page.setAttribute('aria-labelledby', (heading.id = 'host-page-heading'));
  return page;
}

/**
 * A screen the visitor's role may not open. A sign-in with no role the app knows (a token it
 * cannot read, a role it has no area for) has no dashboard to go to: it is offered to sign in
 * again, which ends it.
 */
function notAuthorizedPage({ isLoggedIn, role }: Visitor, logout: () => void): HTMLElement {
  if (isLoggedIn && role === null) {
    const page = hostPage(t('notAuthorized.title'), t('notAuthorized.noRole'), {
      href: `#${LOGIN_PATH}`,
      text: t('notAuthorized.signInAgain'),
    });
    // Only the click that follows the link here ends the sign-in, not one opening a new tab.
    page.querySelector('a')!.addEventListener('click', (event) => {
      if (isPlainClick(event)) logout();
    });
    return page;
  }
  return hostPage(
    t('notAuthorized.title'),
    t('notAuthorized.message'),
    isLoggedIn
      ? { href: '#/dashboard', text: t('app.toDashboard') }
      : { href: `#${LOGIN_PATH}`, text: t('notAuthorized.back') },
  );
}

function notAvailablePage(step: RenderStep): HTMLElement {
  return hostPage(screenTitle(step.screen), t('app.notAvailable'), {
    href: '#/dashboard',
    text: t('app.toDashboard'),
  });
}
