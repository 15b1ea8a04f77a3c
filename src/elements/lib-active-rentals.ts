import { defineElement, lazyScreen, type ElementOf } from './define';

/**
 * The signed-in member's active rentals.
 *
 * @summary A card per rental (title, author, rented on, delivery on, status) with 'Return Book', enabled only
 * for a delivered (ACTIVE) rental: it opens 'Select Pickup Date' (350px; OK once a date from
 * today to 90 days ahead is chosen), then shows 'Return request submitted!' or 'Failed to submit
 * return request.' and reloads. 'No active rentals.' when there are none; 'Failed to load rental
 * history.' with Retry when loading fails.
 *
 * @attr api-base - The API server of the page (shared by every element).
 * @event lib-navigate - Signed out, "Login" asks for `/login`. Cancel it to route yourself.
 * @csspart screen - The screen (heading, messages and list).
 * @csspart card - Each card.
 * @cssproperty --lib-color-primary - Primary buttons.
 * @cssproperty --lib-color-surface - Card background.
 * @cssproperty --lib-color-warn - Failure messages.
 */
export const LibActiveRentals = defineElement(
  'lib-active-rentals',
  lazyScreen(() => import('../screens/ActiveRentals/ActiveRentals').then((m) => m.ActiveRentals)),
  {
    events: ['lib-navigate'],
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'lib-active-rentals': ElementOf<object>;
  }
}
