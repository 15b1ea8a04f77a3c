import type { LibraryFormProps } from '../screens/LibraryForm/LibraryForm';
import { defineElement, lazyScreen, type ElementOf } from './define';

/**
 * The platform administrator's add-library and edit-library form (at most 500px wide).
 *
 * @summary Name, City, Address, Contact Phone and Contact Email, all required, the e-mail valid.
 * Without `library-id` it adds a library (Save, `POST /api/superadmin/libraries`, which shows
 * every error of an invalid form and sends nothing); with it, it prefills from the library of that
 * id and updates it (Update, disabled while the form is invalid,
 * `PUT /api/superadmin/libraries/{id}`).
 * @attr library-id - The library to edit; without it the form adds a library.
 * @attr api-base - The API server of the page (shared by every element).
 * @event lib-navigate - Save, Update and Cancel ask for `/super-admin/libraries`; signed out,
 * "Login" asks for `/login`. Cancel it to route yourself.
 * @csspart page - The screen: heading and form.
 * @cssproperty --lib-color-primary - The Save / Update button.
 * @cssproperty --lib-color-warn - Validation messages.
 */
export const LibLibraryForm = defineElement(
  'lib-library-form',
  lazyScreen(() => import('../screens/LibraryForm/LibraryForm').then((m) => m.LibraryForm)),
  {
    attributes: { libraryId: 'number' },
    events: ['lib-navigate'],
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'lib-library-form': ElementOf<LibraryFormProps>;
  }
}
