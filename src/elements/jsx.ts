/**
 * JSX typings for React hosts: `<lib-book-grid library-id="1" api-base="…" />` is type-checked
 * (React 19 sets unknown props of a custom element as attributes, and `onlib-navigate={…}` adds a
 * listener for the `lib-navigate` event). Every `lib-*` tag declared in `HTMLElementTagNameMap`
 * gets its props' kebab-case attributes; this file comes with the package's main types.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { LibEvent, LibEventName } from './events';

/** `libraryId` → `library-id`. */
export type KebabCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Tail>}`
  : S;

/** What an attribute of a prop of type T may be written as. */
type AttributeValue<T> = T extends boolean
  ? boolean | 'true' | 'false'
  : T extends number
    ? number | `${number}`
    : T extends string
      ? T
      : string;

/** The element's own props (those an `HTMLElement` does not have) as kebab-case attributes. */
type OwnAttributes<E> = {
  [K in Exclude<keyof E, keyof HTMLElement> as K extends string ? KebabCase<K> : never]?:
    AttributeValue<NonNullable<E[K]>> | undefined;
};

type EventHandlers = { [K in LibEventName as `on${K}`]?: (event: LibEvent<K>) => void };

export type LibTagName = Extract<keyof HTMLElementTagNameMap, `lib-${string}`>;

/** The JSX props of a kit element: the usual HTML attributes, its own attributes and events. */
export type LibElementProps<Tag extends LibTagName> = DetailedHTMLProps<
  HTMLAttributes<HTMLElementTagNameMap[Tag]>,
  HTMLElementTagNameMap[Tag]
> &
  OwnAttributes<HTMLElementTagNameMap[Tag]> &
  EventHandlers & {
    /** The API server of the page (shared by every element). */
    'api-base'?: string;
  };

type LibIntrinsicElements = { [Tag in LibTagName]: LibElementProps<Tag> };

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX lives in a namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the lib-* tags
    interface IntrinsicElements extends LibIntrinsicElements {}
  }
}
