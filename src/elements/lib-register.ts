import type { RegisterProps } from '../screens/Register/Register';
import { defineElement, lazyScreen, type ElementOf } from './define';

/**
 * The registration screen.
 *
 * @summary Name, email, password, role (USER, ADMIN, DELIVERY_PARTNER) and library, which an ADMIN
 * is not asked for (a platform administrator assigns it); Register is disabled while the form is
 * invalid. Success asks for `/login`; a failure is shown in red above the button with the
 * server's reason.
 * @attr library-id - Registers a member or delivery partner into this library and offers no choice
 * (a widget on one library's site). Without it the libraries come from `GET /api/libraries`.
 * @attr api-base - The API server of the page (shared by every element).
 * @event lib-navigate - After registering, asks for `/login`; "Login" asks for it too. Cancel it
 * to route yourself.
 * @csspart page - The full-bleed page with the blurred background image.
 * @csspart card - The registration card (at most 400px wide).
 * @cssproperty --lib-color-primary - The Register button.
 * @cssproperty --lib-color-warn - The failure message.
 */
export const LibRegister = defineElement(
  'lib-register',
  lazyScreen(() => import('../screens/Register/Register').then((m) => m.Register)),
  {
    attributes: { libraryId: 'number' },
    events: ['lib-navigate'],
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'lib-register': ElementOf<RegisterProps>;
  }
}
