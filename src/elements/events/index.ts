/**
 * The kit's events: `CustomEvent`s named `lib-*` that bubble and are composed, so a host page can
 * listen on the element, on any ancestor or on `document`.
 *
 * Each event has its own file that adds its detail type to the global `LibEventMap`; that map also
 * types `addEventListener('lib-…', e => e.detail)` on every element, on `document` and on `window`.
 */

declare global {
  /** Event name → `detail` type of every `lib-*` event. Extended by the files beside this one. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
  interface LibEventMap {}

  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the lib-* events
  interface GlobalEventHandlersEventMap extends LibCustomEventMap {}
}

type LibCustomEventMap = { [K in keyof LibEventMap]: CustomEvent<LibEventMap[K]> };

export type LibEventName = keyof LibEventMap;

/** The event object of a `lib-*` event. */
export type LibEvent<K extends LibEventName> = CustomEvent<LibEventMap[K]>;

/** Builds a `lib-*` event: bubbles and crosses shadow boundaries. */
export function createLibEvent<K extends LibEventName>(
  type: K,
  detail: LibEventMap[K],
  { cancelable = false }: { cancelable?: boolean } = {},
): LibEvent<K> {
  return new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable });
}

export type { LibNavigateDetail } from './lib-navigate';
export type { LibRentalCreatedDetail } from './lib-rental-created';
