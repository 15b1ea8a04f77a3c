import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import { libraryChoiceMachine, type LibrarySummary } from './libraryChoice.machine';

const libraries: LibrarySummary[] = [{ id: 1, name: 'Central', city: 'Springfield' }];

describe('libraryChoiceMachine', () => {
  it('loads the libraries', async () => {
    const actor = createActor(
      libraryChoiceMachine.provide({
        actors: { fetchLibraries: fromPromise(async () => libraries) },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.libraries).toEqual(libraries);
  });

  it('fails, then loads on retry', async () => {
    let fail = true;
    const actor = createActor(
      libraryChoiceMachine.provide({
        actors: {
          fetchLibraries: fromPromise(async () => {
            if (fail) throw ApiError.network(new TypeError('offline'));
            return libraries;
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('loaded'));
  });
});
