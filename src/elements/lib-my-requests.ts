import { defineElement, lazyScreen, type ElementOf } from './define';

/**
 * The signed-in member's open requests: deliveries and returns.
 *
 * @summary 'My Book Requests': 'Loading requests...', then a card per request (title, 'by'
 * author, Rented At, Delivery Date, Return Requested At and Pickup Date when present, Status); 'You have no
 * active or return requests.' when none; 'Failed to load your requests.' with Retry.
 *
 * @attr api-base - The API server of the page (shared by every element).
 * @event lib-navigate - Signed out, "Login" asks for `/login`. Cancel it to route yourself.
 * @csspart screen - The screen (heading, messages and list).
 * @csspart card - Each card.
 * @cssproperty --lib-color-primary - Primary buttons.
 * @cssproperty --lib-color-surface - Card background.
 * @cssproperty --lib-color-warn - Failure messages.
 */
export const LibMyRequests = defineElement(
  'lib-my-requests',
  lazyScreen(() => import('../screens/MyRequests/MyRequests').then((m) => m.MyRequests)),
  {
    events: ['lib-navigate'],
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'lib-my-requests': ElementOf<object>;
  }
}
