import { defineElement, lazyScreen, type ElementOf } from './define';

/**
 * The login screen.
 *
 * @summary Email and password; Login is disabled while the form is invalid. On success the
 * session (shared by every element of the page) is signed in and the visitor is sent to their
 * role's area. Signed in on a page that keeps it (one that cancels `lib-navigate`), it says so and
 * offers Logout, which signs every element of the page out.
 * @attr api-base - The API server of the page (shared by every element).
 * @event lib-navigate - After signing in, asks for the role's area (`/user`, `/admin`,
 * `/deliveries`, `/super-admin`, or `/not-authorized`); "Register" asks for `/register`. Cancel it
 * to route yourself.
 * @csspart page - The full-bleed page with the blurred background image.
 * @csspart card - The login card (at most 400px wide).
 * @cssproperty --lib-color-primary - The Login button.
 * @cssproperty --lib-color-warn - The failure message.
 */
export const LibLogin = defineElement(
  'lib-login',
  lazyScreen(() => import('../screens/Login/Login').then((m) => m.Login)),
  { events: ['lib-navigate'] },
);

declare global {
  interface HTMLElementTagNameMap {
    'lib-login': ElementOf<object>;
  }
}
