import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { isCurrent, navLinks } from './navLinks';

const labels = (links: ReturnType<typeof navLinks>) =>
  links.map((link) => {
    const [group, name] = link.label.split('.') as [keyof typeof en, string];
    return `${(en[group] as Record<string, string>)[name]} ${link.path}`;
  });

describe('navLinks', () => {
  it('offers Login and Register when signed out', () => {
    expect(labels(navLinks(null, false))).toEqual(['Login /login', 'Register /register']);
  });

  it('gives a member the spec links and Browse Books', () => {
    expect(labels(navLinks('USER', true))).toEqual([
      'Dashboard /dashboard',
      'Browse Books /user/books',
      'Active Rentals /user/active-rentals',
      'Rental History /user/rental-history',
      'My Requests /user/requests',
      'Address /user/address',
      'Analytics /user/analytics',
    ]);
  });

  it('gives each staff role its links', () => {
    expect(labels(navLinks('DELIVERY_PARTNER', true))).toEqual([
      'Dashboard /dashboard',
      'My Tasks /deliveries',
    ]);
    expect(labels(navLinks('ADMIN', true))).toEqual([
      'Dashboard /dashboard',
      'Manage Books /admin/books',
      'Analytics /admin/analytics',
    ]);
    expect(labels(navLinks('SUPER_ADMIN', true))).toEqual([
      'Dashboard /dashboard',
      'Couriers /super-admin/couriers',
      'Analytics /super-admin/analytics',
    ]);
    expect(labels(navLinks(null, true))).toEqual(['Dashboard /dashboard']);
  });

  it('knows the current page from the hash', () => {
    const link = { path: '/admin/books', label: 'navbar.manageBooks' } as const;
    expect(isCurrent(link, '#/admin/books')).toBe(true);
    expect(isCurrent(link, '#/admin/books/?x=1')).toBe(true);
    expect(isCurrent(link, '#/admin/books/create')).toBe(false);
  });

  it("marks a member's Browse Books on the catalogue at /books too", () => {
    const browse = navLinks('USER', true).find((link) => link.path === '/user/books')!;
    expect(isCurrent(browse, '#/books?library=2')).toBe(true);
    expect(isCurrent(browse, '#/user/books')).toBe(true);
  });
});
