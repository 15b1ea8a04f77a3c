import type { Role } from '../../auth/claims';
import type { MessageKey } from '../../i18n';
import '../../i18n/en/navbar';

export interface NavLink {
  path: string;
  label: MessageKey;
  /** Another path showing the same page (the catalogue at `/books`). */
  alias?: string;
}

/**
 * The navbar's links (spec section 2; DESIGN.md section 3 adds 'Browse Books' for members, and
 * the platform administrator's 'Couriers' is where couriers are approved, as the spec has no way).
 * Our own links use the canonical paths (`/deliveries`, `/super-admin`), not the spec's redirected
 * ones.
 */
export function navLinks(role: Role | null, isLoggedIn: boolean): NavLink[] {
  if (!isLoggedIn) {
    return [
      { path: '/login', label: 'navbar.login' },
      { path: '/register', label: 'navbar.register' },
    ];
  }
  const dashboard: NavLink = { path: '/dashboard', label: 'navbar.dashboard' };
  switch (role) {
    case 'USER':
      return [
        dashboard,
        { path: '/user/books', label: 'navbar.browseBooks', alias: '/books' },
        { path: '/user/active-rentals', label: 'navbar.activeRentals' },
        { path: '/user/rental-history', label: 'navbar.rentalHistory' },
        { path: '/user/requests', label: 'navbar.myRequests' },
        { path: '/user/address', label: 'navbar.address' },
        { path: '/user/analytics', label: 'navbar.analytics' },
      ];
    case 'DELIVERY_PARTNER':
      return [dashboard, { path: '/deliveries', label: 'navbar.myTasks' }];
    case 'ADMIN':
      return [
        dashboard,
        { path: '/admin/books', label: 'navbar.manageBooks' },
        { path: '/admin/analytics', label: 'navbar.analytics' },
      ];
    case 'SUPER_ADMIN':
      return [
        dashboard,
        { path: '/super-admin/couriers', label: 'navbar.couriers' },
        { path: '/super-admin/analytics', label: 'navbar.analytics' },
      ];
    default:
      return [dashboard];
  }
}

/** Whether `link` is the page shown at `current` (a hash path), for `aria-current`. */
export function isCurrent(link: NavLink, current: string): boolean {
  const path = current.replace(/^#/, '').split('?')[0]!.replace(/\/+$/, '');
  return link.path === path || link.alias === path;
}
