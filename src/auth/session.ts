import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { getApi, onUnauthorized } from '../api/config';
import { unwrap } from '../api/errors';
import { authMachine } from './auth.machine';
import { forgetDrafts } from './drafts';
import { pageSingleton } from './pageSingleton';
import { clearStorage, pageStorage, readToken, STORAGE_KEYS, storeSession } from './storage';

export type SessionActor = ActorRefFrom<typeof authMachine>;

/** The auth machine wired to the page's storage and API client. */
export function createSessionActor(storage: Storage = pageStorage()): SessionActor {
  const actor = createActor(
    authMachine.provide({
      actors: {
        login: fromPromise(({ input }) =>
          unwrap(getApi().POST('/api/auth/login', { body: input })),
        ),
        register: fromPromise(({ input }) =>
          unwrap(getApi().POST('/api/auth/register', { body: input })),
        ),
      },
      actions: {
        persistSession: (_, session) => storeSession(storage, session),
        clearSession: () => clearStorage(storage),
      },
    }),
    { input: { token: readToken(storage) } },
  );
  // An expiry keeps the drafts for the member's return; a logout is leaving.
  actor.on('signedOut', ({ reason }) => reason === 'logout' && forgetDrafts());
  return actor;
}

/**
 * The page's one session, shared by every element (and by every copy of the kit's script). It
 * follows sign-ins and sign-outs in other tabs and ends on a 401 answer.
 */
export function getSession(): SessionActor {
  return pageSingleton('session', () => {
    const actor = createSessionActor();
    actor.start();
    onUnauthorized(() => actor.send({ type: 'SESSION_EXPIRED' }));
    if (typeof window !== 'undefined') {
      window.addEventListener('storage', (event) => {
        // `key === null` is a clear() in another tab.
        if (event.key === STORAGE_KEYS.token || event.key === null) {
          actor.send({ type: 'STORAGE_CHANGED', token: event.newValue ?? null });
        }
      });
    }
    return actor;
  });
}
