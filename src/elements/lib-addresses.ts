import { defineElement, lazyScreen, type ElementOf } from './define';

/**
 * The signed-in member's saved addresses.
 *
 * @summary 'My Addresses': a card per address (street; 'city, state zipCode') with Edit and
 * Delete ('Are you sure you want to delete this address?'); 'Add New Address' opens 'Add Address'
 * (400px, street, city, state and zip code all required), Edit opens 'Edit Address'.
 *
 * @attr api-base - The API server of the page (shared by every element).
 * @event lib-navigate - Signed out, "Login" asks for `/login`. Cancel it to route yourself.
 * @csspart screen - The screen (heading, messages and list).
 * @csspart card - Each card.
 * @csspart add - The 'Add New Address' button.
 * @cssproperty --lib-color-primary - Primary buttons.
 * @cssproperty --lib-color-surface - Card background.
 * @cssproperty --lib-color-warn - Failure messages.
 */
export const LibAddresses = defineElement(
  'lib-addresses',
  lazyScreen(() => import('../screens/Addresses/Addresses').then((m) => m.Addresses)),
  { events: ['lib-navigate'] },
);

declare global {
  interface HTMLElementTagNameMap {
    'lib-addresses': ElementOf<object>;
  }
}
