import { MemoryStorage } from '../src/auth/storage';

/**
 * On a docs page whose stories each run in a frame of their own (`ownFrame` in
 * stories/support/docs.ts), frames of one origin still share their storage and hear each other's
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
