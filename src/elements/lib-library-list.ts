import { defineElement, lazyScreen, type ElementOf } from './define';

/**
 * The platform administrator's list of libraries.
 *
 * @summary A table of every library: name and city (sortable, and what the filter searches),
 * contact email, contact phone, address and actions: Edit, Delete (after 'Are you sure you want to
 * delete this library?') and Assign Admin (a dialog choosing one of `GET /api/admins`, shown by
 * name or else e-mail; Assign waits for a choice). 5 / 10 / 20 rows a page; 'Add Library'.
 * @attr api-base - The API server of the page (shared by every element).
 * @event lib-navigate - 'Add Library' asks for `/super-admin/libraries/add`, Edit for
 * `/super-admin/libraries/edit/{id}`; signed out, "Login" asks for `/login`. Cancel it to route
 * yourself.
 * @csspart page - The screen: heading, actions, messages and table.
 * @cssproperty --lib-color-primary - 'Add Library' and the Edit buttons.
 * @cssproperty --lib-color-warn - The Delete buttons.
 */
export const LibLibraryList = defineElement(
  'lib-library-list',
  lazyScreen(() => import('../screens/LibraryList/LibraryList').then((m) => m.LibraryList)),
  {
    events: ['lib-navigate'],
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'lib-library-list': ElementOf<object>;
  }
}
