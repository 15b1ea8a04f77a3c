import type { Role } from '../../src/auth/claims';
import { homePathForRole } from '../../src/auth/roleHome';

/**
 * The standalone app's route table: spec section 2 as DESIGN.md section 3 resolves it. Pure: it
 * maps a hash path and the visitor's session to one step, either a screen to render or a redirect;
 * the router follows redirects until it reaches a screen.
 */

export interface Visitor {
  role: Role | null;
  isLoggedIn: boolean;
}

/** The screens of the app; the router maps each to its title. */
export type ScreenId =
  | 'login'
  | 'register'
  | 'books'
  | 'deliveries'
  | 'notAuthorized'
  | 'userActiveRentals'
  | 'userRentalHistory'
  | 'userRequests'
  | 'userAddress'
  | 'userBooks'
  | 'userAnalytics'
  | 'adminBooks'
  | 'adminBookCreate'
  | 'adminBookEdit'
  | 'adminAnalytics'
  | 'superAdminLibraries'
  | 'superAdminLibraryAdd'
  | 'superAdminLibraryEdit'
  | 'superAdminCouriers'
  | 'superAdminAnalytics';

export interface RenderStep {
  kind: 'render';
  /** The normalized path of the screen, without the query. */
  path: string;
  screen: ScreenId;
  /** The element to mount; `null` for a page the host draws itself (`/not-authorized`). */
  tag: `lib-${string}` | null;
  attributes: Record<string, string>;
  /** Where a signed-in visitor goes after login or register (`?next=`), when it is safe. */
  next: string | null;
}

export interface RedirectStep {
  kind: 'redirect';
  to: string;
}

export type RouteStep = RenderStep | RedirectStep;

export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
export const NOT_AUTHORIZED_PATH = '/not-authorized';

type Screen = {
  screen: ScreenId;
  tag: `lib-${string}` | null;
  attributes?: Record<string, string>;
};

interface Area {
  role: Role;
  /** Where the area's bare path goes. */
  landing: string;
  /** Child path (after the area prefix) → screen; `null` for an unknown child. */
  child(rest: string): Screen | null;
}

/** A record id as the API takes one: a positive 32-bit integer (a longer one is no record). */
const isId = (text: string) => /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= 2 ** 31 - 1;

const AREAS: Record<string, Area> = {
  user: {
    role: 'USER',
    landing: '/user/books',
    child: (rest) =>
      (
        ({
          'active-rentals': { screen: 'userActiveRentals', tag: 'lib-active-rentals' },
          'rental-history': { screen: 'userRentalHistory', tag: 'lib-rental-history' },
          requests: { screen: 'userRequests', tag: 'lib-my-requests' },
          address: { screen: 'userAddress', tag: 'lib-addresses' },
          books: { screen: 'userBooks', tag: 'lib-book-grid' },
          analytics: { screen: 'userAnalytics', tag: 'lib-analytics' },
        }) satisfies Record<string, Screen>
      )[rest] ?? null,
  },
  admin: {
    role: 'ADMIN',
    landing: '/admin/books',
    child(rest) {
      if (rest === 'books') return { screen: 'adminBooks', tag: 'lib-book-list' };
      if (rest === 'books/create') return { screen: 'adminBookCreate', tag: 'lib-book-form' };
      if (rest === 'analytics') return { screen: 'adminAnalytics', tag: 'lib-analytics' };
      const edit = /^books\/edit\/([^/]+)$/.exec(rest);
      if (edit && isId(edit[1]!)) {
        return {
          screen: 'adminBookEdit',
          tag: 'lib-book-form',
          attributes: { 'book-id': edit[1]! },
        };
      }
      return null;
    },
  },
  'super-admin': {
    role: 'SUPER_ADMIN',
    landing: '/super-admin/libraries',
    child(rest) {
      if (rest === 'libraries') return { screen: 'superAdminLibraries', tag: 'lib-library-list' };
      if (rest === 'libraries/add') {
        return { screen: 'superAdminLibraryAdd', tag: 'lib-library-form' };
      }
      if (rest === 'couriers') return { screen: 'superAdminCouriers', tag: 'lib-courier-list' };
      if (rest === 'analytics') return { screen: 'superAdminAnalytics', tag: 'lib-analytics' };
      const edit = /^libraries\/edit\/([^/]+)$/.exec(rest);
      if (edit && isId(edit[1]!)) {
        return {
          screen: 'superAdminLibraryEdit',
          tag: 'lib-library-form',
          attributes: { 'library-id': edit[1]! },
        };
      }
      return null;
    },
  },
  deliveries: {
    // The delivery partner's area is one screen (spec: "deliveries"); it needs their tasks.
    role: 'DELIVERY_PARTNER',
    landing: '/deliveries',
    child: (rest) => (rest === '' ? { screen: 'deliveries', tag: 'lib-delivery-tasks' } : null),
  },
};

/** Splits `/login?next=%2Fadmin` into a normalized path (no trailing slash) and its query. */
export function parseLocation(raw: string): { path: string; query: URLSearchParams } {
  const withoutHash = raw.replace(/^#/, '');
  const [pathPart = '', queryPart = ''] = splitOnce(withoutHash, '?');
  const trimmed = pathPart.replace(/\/+$/, '');
  const path = trimmed === '' ? '' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return { path, query: new URLSearchParams(queryPart) };
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}

/** The login path that returns the visitor to `path` once signed in. */
export function loginPathFor(path: string): string {
  return `${LOGIN_PATH}?next=${encodeURIComponent(path)}`;
}

/**
 * A `next` worth returning to: an app path of this table (not another site, not login or
 * register themselves). Guards still apply when the visitor arrives there.
 */
export function safeNext(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\\\s]/.test(next)) return null;
  const { path } = parseLocation(next);
  if (path === LOGIN_PATH || path === REGISTER_PATH || path === '') return null;
  return isKnownPath(path) ? path : null;
}

// Signed out, a known path renders, is guarded (login with itself as `next`) or redirects to a
// known path; only unknown paths (and the dashboard) go to the bare login.
function isKnownPath(path: string, hops = 0): boolean {
  if (path === '/dashboard') return true;
  const step = resolveRoute(path, { role: null, isLoggedIn: false });
  if (step.kind === 'render') return true;
  if (step.to === LOGIN_PATH || hops > 4) return false;
  if (step.to.startsWith(`${LOGIN_PATH}?`)) return true;
  return isKnownPath(parseLocation(step.to).path, hops + 1);
}

/**
 * Where a visitor just signed in goes on to: `next` when their role may open it, else nowhere
 * (their area). On a shared computer the next person to sign in may not be the one whose session
 * ended there, and a screen of another role would only say "not authorized".
 */
export function nextFor(next: string | null, visitor: Visitor): string | null {
  if (next === null) return null;
  try {
    return resolveFinal(next, visitor).step.screen === 'notAuthorized' ? null : next;
  } catch {
    return null;
  }
}

/** One step of routing `raw` (a hash path, with or without `#` and a query) for `visitor`. */
export function resolveRoute(raw: string, visitor: Visitor): RouteStep {
  const { path, query } = parseLocation(raw);
  const redirect = (to: string): RedirectStep => ({ kind: 'redirect', to });
  const render = (screen: Screen, next: string | null = null): RenderStep => ({
    kind: 'render',
    path,
    screen: screen.screen,
    tag: screen.tag,
    attributes: screen.attributes ?? {},
    next,
  });

  if (path === '') return redirect(LOGIN_PATH);

  if (path === LOGIN_PATH || path === REGISTER_PATH) {
    const next = safeNext(query.get('next'));
    // A signed-in visitor has nothing to do here: on to where they were going, or their area.
    if (visitor.isLoggedIn)
      return redirect(nextFor(next, visitor) ?? homePathForRole(visitor.role));
    return path === LOGIN_PATH
      ? render({ screen: 'login', tag: 'lib-login' }, next)
      : render({ screen: 'register', tag: 'lib-register' }, next);
  }

  if (path === '/dashboard') {
    return redirect(visitor.isLoggedIn ? homePathForRole(visitor.role) : LOGIN_PATH);
  }
  if (path === '/books') {
    // A visitor may look at one library's catalogue (`?library=2`); members and staff see their own.
    const library = visitor.isLoggedIn ? null : query.get('library');
    return render({
      screen: 'books',
      tag: 'lib-book-grid',
      attributes: library && /^[1-9]\d{0,9}$/.test(library) ? { 'library-id': library } : {},
    });
  }
  if (path === NOT_AUTHORIZED_PATH) return render({ screen: 'notAuthorized', tag: null });
  if (path === '/delivery' || path === '/delivery/tasks') return redirect('/deliveries');
  if (path === '/superadmin' || path.startsWith('/superadmin/')) {
    return redirect(`/super-admin${path.slice('/superadmin'.length)}`);
  }

  const [, areaName = '', ...restParts] = path.split('/');
  const area = AREAS[areaName];
  if (!area) return redirect(LOGIN_PATH);
  const rest = restParts.join('/');
  const areaPath = `/${areaName}`;
  if (rest === '' && area.landing !== areaPath) return redirect(area.landing);
  const screen = area.child(rest);
  if (!screen) return redirect(LOGIN_PATH);
  if (!visitor.isLoggedIn) return redirect(loginPathFor(path));
  if (visitor.role !== area.role) return redirect(NOT_AUTHORIZED_PATH);
  return render(screen);
}

/** Follows redirects to the screen `raw` ends on; `trail` lists every path passed through. */
export function resolveFinal(
  raw: string,
  visitor: Visitor,
  maxHops = 8,
): { step: RenderStep; trail: string[] } {
  const trail: string[] = [];
  let current = raw;
  for (let hop = 0; hop <= maxHops; hop++) {
    const step = resolveRoute(current, visitor);
    if (step.kind === 'render') return { step, trail };
    trail.push(step.to);
    current = step.to;
  }
  throw new Error(`Too many redirects from ${raw}: ${trail.join(' → ')}`);
}
