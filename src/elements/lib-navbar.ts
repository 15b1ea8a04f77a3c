import { defineElement, lazyScreen, type ElementOf } from './define';

/**
 * The app's navigation bar.
 *
 * @summary Brand, Dashboard, the signed-in role's links and Logout; Login and Register when signed
 * out. Under 600px wide the links move to a 250px drawer toggled by a menu button.
 * @attr api-base - The API server of the page (shared by every element).
 * @event lib-navigate - A link was chosen (`detail.path`, e.g. `/user/active-rentals`); after
 * Logout, `/login`. Cancel it to route yourself.
 * @csspart bar - The bar.
 * @csspart brand - The brand label (a link to the dashboard, or to the catalog when signed out).
 * @csspart links - The links (the drawer under 600px).
 * @cssproperty --lib-color-primary - The bar's background.
 * @cssproperty --lib-color-on-primary - The bar's text.
 */
export const LibNavbar = defineElement(
  'lib-navbar',
  lazyScreen(() => import('../screens/Navbar/Navbar').then((m) => m.Navbar)),
  { events: ['lib-navigate'] },
);

declare global {
  interface HTMLElementTagNameMap {
    'lib-navbar': ElementOf<object>;
  }
}
