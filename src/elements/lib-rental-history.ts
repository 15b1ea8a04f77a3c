import { defineElement, lazyScreen, type ElementOf } from './define';

/**
 * The signed-in member's rental history with reviews.
 *
 * @summary A card per rental (title, author, rented on, returned on or 'Not returned yet',
 * status) with the review's stars (its text in a tooltip) or 'Review & Rate', which opens 'Write a
 * Review' (400px: rating 1..5, title with 'n / 100', review with 'n / 2000'). 'No rental
 * history.' when empty; 'Failed to load rental history.' with Retry when loading fails.
 *
 * @attr api-base - The API server of the page (shared by every element).
 * @event lib-navigate - Signed out, "Login" asks for `/login`. Cancel it to route yourself.
 * @csspart screen - The screen (heading, messages and list).
 * @csspart card - Each card.
 * @cssproperty --lib-color-primary - Primary buttons and the rating stars.
 * @cssproperty --lib-color-surface - Card background.
 * @cssproperty --lib-color-warn - Failure messages.
 */
export const LibRentalHistory = defineElement(
  'lib-rental-history',
  lazyScreen(() => import('../screens/RentalHistory/RentalHistory').then((m) => m.RentalHistory)),
  {
    events: ['lib-navigate'],
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'lib-rental-history': ElementOf<object>;
  }
}
