import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import { libraryChoiceMachine, type LibrarySummary } from './libraryChoice.machine';

const libraries: LibrarySummary[] = [{ id: 1, name: 'Central', city: 'Springfield' }];

describe('libraryChoiceMachine', () => {
  it('loads the libraries once they are needed, and only once', async () => {
    let calls = 0;
    const actor = createActor(
      libraryChoiceMachine.provide({
        actors: { fetchLibraries: fromPromise(async () => (calls++, libraries)) },
      }),
    ).start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'LOAD' });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'LOAD' });
    expect(calls).toBe(1);
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
    actor.send({ type: 'LOAD' });
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('loaded'));
  });

  it('reads the list again on RETRY once loaded (a library chosen from it was deleted)', async () => {
    let answer = [...libraries, { id: 2, name: 'Gone', city: 'Shelbyville' }];
    const actor = createActor(
      libraryChoiceMachine.provide({
        actors: { fetchLibraries: fromPromise(async () => answer) },
      }),
    ).start();
    actor.send({ type: 'LOAD' });
    await waitFor(actor, (s) => s.matches('loaded'));
    answer = libraries;
    actor.send({ type: 'RETRY' });
    const reloaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(reloaded.context.libraries).toEqual(libraries);
  });
});
