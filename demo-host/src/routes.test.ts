import { describe, expect, it } from 'vitest';
import type { Role } from '../../src/auth/claims';
import {
  loginPathFor,
  nextFor,
  parseLocation,
  resolveFinal,
  resolveRoute,
  safeNext,
  type Visitor,
} from './routes';

const signedOut: Visitor = { role: null, isLoggedIn: false };
const as = (role: Role | null): Visitor => ({ role, isLoggedIn: true });
const USER = as('USER');
const ADMIN = as('ADMIN');
const COURIER = as('DELIVERY_PARTNER');
const SUPER = as('SUPER_ADMIN');
const NO_ROLE = as(null);

const render = (tag: string | null, attributes: Record<string, string> = {}) =>
  expect.objectContaining({ kind: 'render', tag, attributes });
const redirect = (to: string) => ({ kind: 'redirect', to });

describe('parseLocation', () => {
  it('strips the hash, trailing slashes and the query', () => {
    expect(parseLocation('#/admin/books/')).toMatchObject({ path: '/admin/books' });
    expect(parseLocation('#/')).toMatchObject({ path: '' });
    expect(parseLocation('')).toMatchObject({ path: '' });
    expect(parseLocation('login')).toMatchObject({ path: '/login' });
    const { path, query } = parseLocation('#/login?next=%2Fadmin%2Fbooks');
    expect(path).toBe('/login');
    expect(query.get('next')).toBe('/admin/books');
  });
});

describe('resolveRoute: the open screens', () => {
  it.each([
    ['', signedOut, redirect('/login')],
    ['/', USER, redirect('/login')],
    ['#', signedOut, redirect('/login')],
  ])('empty path %j redirects to login', (path, visitor, step) => {
    expect(resolveRoute(path, visitor)).toEqual(step);
  });

  it('renders login and register for a signed-out visitor', () => {
    expect(resolveRoute('/login', signedOut)).toEqual(render('lib-login'));
    expect(resolveRoute('/register', signedOut)).toEqual(render('lib-register'));
  });

  it('keeps a safe next path on login and register', () => {
    expect(resolveRoute('/login?next=%2Fadmin%2Fbooks', signedOut)).toMatchObject({
      tag: 'lib-login',
      next: '/admin/books',
    });
    expect(resolveRoute('/register?next=/user/address', signedOut)).toMatchObject({
      tag: 'lib-register',
      next: '/user/address',
    });
  });

  it('sends a signed-in visitor away from login and register: to next, or to their area', () => {
    expect(resolveRoute('/login', ADMIN)).toEqual(redirect('/admin'));
    expect(resolveRoute('/register', USER)).toEqual(redirect('/user'));
    expect(resolveRoute('/login?next=%2Fadmin%2Fbooks%2Fcreate', ADMIN)).toEqual(
      redirect('/admin/books/create'),
    );
  });

  it('sends a visitor whose role cannot open next to their own area instead', () => {
    // Someone else signs in where an administrator's session ended.
    expect(resolveRoute('/login?next=%2Fadmin%2Fanalytics', USER)).toEqual(redirect('/user'));
    expect(resolveRoute('/register?next=%2Fsuper-admin', COURIER)).toEqual(redirect('/deliveries'));
    expect(nextFor('/admin/books', ADMIN)).toBe('/admin/books');
    expect(nextFor('/admin/books', USER)).toBeNull();
    expect(nextFor('/books', USER)).toBe('/books');
    expect(nextFor(null, USER)).toBeNull();
  });

  it('renders the catalog for anyone', () => {
    for (const visitor of [signedOut, USER, ADMIN, COURIER, SUPER, NO_ROLE]) {
      expect(resolveRoute('/books', visitor)).toEqual(render('lib-book-grid'));
    }
  });

  it("shows a visitor one library's catalog; the signed in see their own", () => {
    expect(resolveRoute('/books?library=2', signedOut)).toEqual(
      render('lib-book-grid', { 'library-id': '2' }),
    );
    for (const library of ['0', 'abc', '2x', '-1', '12345678901', '']) {
      expect(resolveRoute(`/books?library=${library}`, signedOut), library).toEqual(
        render('lib-book-grid'),
      );
    }
    for (const visitor of [USER, ADMIN, COURIER, SUPER]) {
      expect(resolveRoute('/books?library=2', visitor)).toEqual(render('lib-book-grid'));
    }
  });

  it('renders the not-authorized page (drawn by the host) for anyone', () => {
    expect(resolveRoute('/not-authorized', signedOut)).toEqual(render(null));
    expect(resolveRoute('/not-authorized', USER)).toMatchObject({ screen: 'notAuthorized' });
  });
});

describe('resolveRoute: dashboard and role homes', () => {
  it.each([
    [USER, '/user'],
    [ADMIN, '/admin'],
    [COURIER, '/deliveries'],
    [SUPER, '/super-admin'],
    [NO_ROLE, '/not-authorized'],
    [signedOut, '/login'],
  ])('dashboard for %o goes to %s', (visitor, to) => {
    expect(resolveRoute('/dashboard', visitor)).toEqual(redirect(to));
  });

  it.each([
    [USER, '/user/books', 'lib-book-grid'],
    [ADMIN, '/admin/books', 'lib-book-list'],
    [COURIER, '/deliveries', 'lib-delivery-tasks'],
    [SUPER, '/super-admin/libraries', 'lib-library-list'],
    [NO_ROLE, '/not-authorized', null],
  ])('each role ends in its area from the dashboard', (visitor, path, tag) => {
    const { step } = resolveFinal('/dashboard', visitor);
    expect(step).toMatchObject({ path, tag });
  });
});

describe('resolveRoute: redirects of DESIGN.md section 3', () => {
  it.each([
    ['/user', USER, '/user/books'],
    ['/admin', ADMIN, '/admin/books'],
    ['/super-admin', SUPER, '/super-admin/libraries'],
    ['/delivery', COURIER, '/deliveries'],
    ['/delivery/tasks', COURIER, '/deliveries'],
    ['/delivery/tasks', signedOut, '/deliveries'],
    ['/superadmin', SUPER, '/super-admin'],
    ['/superadmin/libraries', SUPER, '/super-admin/libraries'],
    ['/superadmin/libraries/add', SUPER, '/super-admin/libraries/add'],
    ['/superadmin/libraries/edit/4', SUPER, '/super-admin/libraries/edit/4'],
  ])('%s redirects to %s', (path, visitor, to) => {
    expect(resolveRoute(path, visitor)).toEqual(redirect(to));
  });

  it('the area landings apply before the guard', () => {
    expect(resolveRoute('/admin', signedOut)).toEqual(redirect('/admin/books'));
    expect(resolveFinal('/admin', signedOut).step).toMatchObject({
      tag: 'lib-login',
      next: '/admin/books',
    });
  });
});

describe('resolveRoute: the areas and their guards', () => {
  const rows: [path: string, role: Visitor, tag: string, attributes?: Record<string, string>][] = [
    ['/user/active-rentals', USER, 'lib-active-rentals'],
    ['/user/rental-history', USER, 'lib-rental-history'],
    ['/user/requests', USER, 'lib-my-requests'],
    ['/user/address', USER, 'lib-addresses'],
    ['/user/books', USER, 'lib-book-grid'],
    ['/user/analytics', USER, 'lib-analytics'],
    ['/admin/books', ADMIN, 'lib-book-list'],
    ['/admin/books/create', ADMIN, 'lib-book-form'],
    ['/admin/books/edit/17', ADMIN, 'lib-book-form', { 'book-id': '17' }],
    ['/admin/books/edit/2147483647', ADMIN, 'lib-book-form', { 'book-id': '2147483647' }],
    ['/admin/analytics', ADMIN, 'lib-analytics'],
    ['/super-admin/libraries', SUPER, 'lib-library-list'],
    ['/super-admin/libraries/add', SUPER, 'lib-library-form'],
    ['/super-admin/libraries/edit/3', SUPER, 'lib-library-form', { 'library-id': '3' }],
    ['/super-admin/couriers', SUPER, 'lib-courier-list'],
    ['/super-admin/analytics', SUPER, 'lib-analytics'],
    ['/deliveries', COURIER, 'lib-delivery-tasks'],
  ];

  it.each(rows)('%s renders for its role', (path, visitor, tag, attributes = {}) => {
    expect(resolveRoute(path, visitor)).toEqual(render(tag, attributes));
    expect(resolveRoute(`${path}/`, visitor)).toEqual(render(tag, attributes));
  });

  it.each(rows)('%s sends a signed-out visitor to login, and back', (path) => {
    expect(resolveRoute(path, signedOut)).toEqual(redirect(loginPathFor(path)));
    expect(resolveRoute(loginPathFor(path), signedOut)).toMatchObject({ next: path });
  });

  it.each(rows)('%s refuses every other role', (path, owner) => {
    for (const visitor of [USER, ADMIN, COURIER, SUPER, NO_ROLE]) {
      if (visitor === owner) continue;
      expect(resolveRoute(path, visitor)).toEqual(redirect('/not-authorized'));
    }
  });
});

describe('resolveRoute: unknown paths', () => {
  it.each([
    '/nowhere',
    '/user/nowhere',
    '/admin/books/edit',
    '/admin/books/edit/abc',
    '/admin/books/edit/0',
    '/admin/books/edit/2147483648',
    '/super-admin/libraries/edit/9999999999999999',
    '/admin/books/edit/1/2',
    '/super-admin/libraries/edit/x',
    '/deliveries/1',
    '/LOGIN',
  ])('%s redirects to login, without next', (path) => {
    expect(resolveRoute(path, signedOut)).toEqual(redirect('/login'));
    expect(resolveRoute(path, ADMIN)).toEqual(redirect('/login'));
  });

  it('a signed-in visitor on an unknown path ends in their own area', () => {
    expect(resolveFinal('/nowhere', ADMIN).step).toMatchObject({ path: '/admin/books' });
  });
});

describe('safeNext', () => {
  it('accepts app paths of the table', () => {
    expect(safeNext('/admin/books/edit/3')).toBe('/admin/books/edit/3');
    expect(safeNext('/books')).toBe('/books');
    expect(safeNext('/dashboard')).toBe('/dashboard');
    expect(safeNext('/superadmin/libraries')).toBe('/superadmin/libraries');
  });

  it.each([
    null,
    '',
    'admin',
    '//evil.example/x',
    'https://evil.example/',
    '/\\evil.example',
    '/login',
    '/register?next=/admin',
    '/nowhere',
    '/admin/books/edit/x',
  ])('refuses %j', (next) => {
    expect(safeNext(next)).toBeNull();
  });
});

describe('resolveFinal', () => {
  it('records the trail of redirects', () => {
    expect(resolveFinal('/superadmin', signedOut)).toMatchObject({
      trail: ['/super-admin', '/super-admin/libraries', '/login?next=%2Fsuper-admin%2Flibraries'],
      step: { tag: 'lib-login', next: '/super-admin/libraries' },
    });
  });
});
