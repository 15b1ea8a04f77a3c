import { MemoryStorage } from '../src/auth/storage';

/**
 * On an element's docs page each story runs in a frame of its own (`ownFrameInDocs` in
 * stories/support/element.ts). Frames of one origin share their storage and hear each other's
 * writes, so every story would follow the last one's session: a story in such a frame keeps its
 * storage to itself. Storybook names these frames `iframe--<story id>`.
 */
export function isolateDocsFrame(): void {
  const frame = window.frameElement;
  if (!frame?.id.startsWith('iframe--')) return;
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, { value: new MemoryStorage(), configurable: true });
  }
  window.addEventListener('storage', (event) => event.stopImmediatePropagation(), true);
}
