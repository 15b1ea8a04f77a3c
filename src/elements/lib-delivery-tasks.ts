import { defineElement, lazyScreen, type ElementOf } from './define';

/**
 * The delivery partner's dashboard.
 *
 * @summary 'My Delivery Tasks': the signed-in partner's tasks (`GET /api/delivery/my-tasks`) with
 * an All / Active / Completed toggle (Active first). Each card reads 'Task #{id}: {bookTitle}',
 * whether it is a delivery or a pickup, 'Status: …' ('Pending' when blank), Customer, Address,
 * Scheduled for, Assigned on and Completed (medium dates, or 'Not completed'). 'Mark as Complete' completes a task
 * in place; a completed one shows a disabled 'Completed'.
 * @attr api-base - The API server of the page (shared by every element).
 * @event lib-navigate - Signed out, "Login" asks for `/login`. Cancel it to route yourself.
 * @csspart page - The screen: heading, toggle and cards.
 * @csspart task - One task's card.
 * @cssproperty --lib-color-primary - The toggle's chosen option and 'Mark as Complete'.
 * @cssproperty --lib-color-surface - Card background.
 */
export const LibDeliveryTasks = defineElement(
  'lib-delivery-tasks',
  lazyScreen(() => import('../screens/DeliveryTasks/DeliveryTasks').then((m) => m.DeliveryTasks)),
  {
    events: ['lib-navigate'],
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'lib-delivery-tasks': ElementOf<object>;
  }
}
