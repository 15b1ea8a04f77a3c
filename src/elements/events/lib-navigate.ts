/**
 * `lib-navigate`: an element asks to go to another screen of the app. Cancelable: a host that
 * routes itself calls `event.preventDefault()` and navigates to `event.detail.path`; otherwise the
 * default action sets `location.hash` to the path (`/admin/books` → `#/admin/books`).
 */
export interface LibNavigateDetail {
  /** An app path from the spec's route table, with a leading slash: `/admin/books/edit/7`. */
  path: string;
}

declare global {
  interface LibEventMap {
    'lib-navigate': LibNavigateDetail;
  }
}
