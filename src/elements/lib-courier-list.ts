import { defineElement, lazyScreen, type ElementOf } from './define';

/**
 * The platform administrator's couriers.
 *
 * @summary 'Couriers': a table of every delivery partner's account, from
 * `GET /api/super-admin/delivery-partners`: name (sortable), email, library and status (sortable:
 * waiting for approval, approved or withdrawn), open tasks, registered, and actions. Approve gives
 * a courier their library's deliveries and pickups, Withdraw takes them back and moves their open
 * tasks; each asks first and says what it did. A filter over name, email and library, and 5 / 10 /
 * 20 rows a page.
 * @attr api-base - The API server of the page (shared by every element).
 * @event lib-navigate - Signed out, "Login" asks for `/login`. Cancel it to route yourself.
 * @csspart page - The screen: heading, messages and table.
 * @cssproperty --lib-color-primary - The Approve and Withdraw buttons.
 * @cssproperty --lib-color-warn - Withdraw in its confirmation.
 */
export const LibCourierList = defineElement(
  'lib-courier-list',
  lazyScreen(() => import('../screens/CourierList/CourierList').then((m) => m.CourierList)),
  {
    events: ['lib-navigate'],
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'lib-courier-list': ElementOf<object>;
  }
}
