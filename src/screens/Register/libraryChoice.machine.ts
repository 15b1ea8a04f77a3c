import { assign, setup } from 'xstate';
import type { components } from '../../api/schema';
import { notProvided } from '../../machines/support';

export type LibrarySummary = components['schemas']['LibrarySummary'];

/**
 * The register screen's library choice: load the public list of libraries once it is needed (not
 * for a page that fixes the library, nor for an administrator), or fail and retry; load it again
 * on RETRY once loaded, when the library chosen from it is no more.
 * `fetchLibraries` is supplied by the screen (the API client), a story or a test.
 */
export const libraryChoiceMachine = setup({
  types: {} as {
    context: { libraries: LibrarySummary[] };
    events: { type: 'LOAD' } | { type: 'RETRY' };
  },
  actors: { fetchLibraries: notProvided<LibrarySummary[], void>() },
}).createMachine({
  id: 'libraryChoice',
  context: { libraries: [] },
  initial: 'idle',
  states: {
    idle: { on: { LOAD: 'loading' } },
    loading: {
      invoke: {
        src: 'fetchLibraries',
        onDone: { target: 'loaded', actions: assign({ libraries: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
    },
    // Loaded, the list is asked again when a registration finds its library gone meanwhile.
    loaded: { on: { RETRY: 'loading' } },
    failed: { on: { RETRY: 'loading' } },
  },
});
