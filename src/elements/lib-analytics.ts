import { defineElement, lazyScreen, type ElementOf } from './define';

/**
 * Analytics for members, library administrators and the platform administrator.
 *
 * @summary The bar chart of the most rented books (title, rental count) with an accessible data
 * table. A member or administrator sees their library; the platform administrator (SUPER_ADMIN)
 * picks a library, 'All libraries' by default. Loading, empty and failed (with Retry) states.
 *
 * @attr api-base - The API server of the page (shared by every element).
 * @event lib-navigate - Signed out, "Login" asks for `/login`. Cancel it to route yourself.
 * @csspart screen - The screen (heading, messages and list).
 * @cssproperty --lib-color-primary - Primary buttons.
 * @cssproperty --lib-color-surface - Card background.
 * @cssproperty --lib-color-warn - Failure messages.
 */
export const LibAnalytics = defineElement(
  'lib-analytics',
  lazyScreen(() => import('../screens/Analytics/Analytics').then((m) => m.Analytics)),
  { events: ['lib-navigate'] },
);

declare global {
  interface HTMLElementTagNameMap {
    'lib-analytics': ElementOf<object>;
  }
}
