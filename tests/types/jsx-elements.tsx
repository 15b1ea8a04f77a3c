/**
 * A type test, checked by `npm run typecheck` (never run): a React host writes the kit's elements
 * in JSX with their attributes and events type-checked.
 */
import type { LibNavigateDetail } from '../../src/elements/events';
import '../../src/elements/index';

export function CatalogPage({ onNavigate }: { onNavigate: (detail: LibNavigateDetail) => void }) {
  return (
    <main>
      <lib-login api-base="http://127.0.0.1:3000" />
      <lib-book-grid library-id="1" />
      <lib-book-grid
        library-id={2}
        className="catalog"
        style={{ maxWidth: 960 }}
        onlib-navigate={(event) => {
          event.preventDefault();
          onNavigate(event.detail);
        }}
        onlib-rental-created={(event) => console.log(event.detail.rental)}
      />
      <lib-register library-id="1" />
      <lib-book-form book-id="7" />

      {/* @ts-expect-error: props are kebab-case attributes, not camelCase */}
      <lib-book-grid libraryId="1" />
      {/* @ts-expect-error: library-id is a number */}
      <lib-book-grid library-id="first" />
      {/* @ts-expect-error: the detail of lib-navigate has a path, not a book */}
      <lib-book-grid onlib-navigate={(event) => event.detail.book} />
      {/* @ts-expect-error: no such element */}
      <lib-book-grids />
    </main>
  );
}
