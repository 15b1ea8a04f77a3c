import { assertEvent, assign, emit, setup } from 'xstate';
import type { components } from '../api/schema';
import { ApiError, withoutBody } from '../api/errors';
import { notProvided } from '../machines/support';
import { isExpired, readClaims, type Role } from './claims';
import type { StoredSession } from './storage';

type LoginRequest = components['schemas']['LoginRequest'];
type RegisterRequest = components['schemas']['RegisterRequest'];

export interface Session {
  token: string;
  userId: number | null;
  libraryId: number | null;
  role: Role | null;
}

/** Why the last sign-in or registration failed; the view maps it to a text. */
export type AuthFailure =
  | { kind: 'invalidCredentials' }
  | { kind: 'network' }
  /** `message` is the server's (how long to wait), empty when it sent none. */
  | { kind: 'rateLimited'; message: string }
  | { kind: 'conflict'; message: string }
  | { kind: 'rejected'; message: string }
  /** Not a failed attempt: the server stopped accepting the session's token (401). */
  | { kind: 'expired' };

export type SignOutReason = 'logout' | 'expired' | 'otherTab';

export type AuthEvent =
  | { type: 'LOGIN'; email: string; password: string }
  | { type: 'REGISTER'; registration: RegisterRequest }
  | { type: 'LOGOUT' }
  /** A call other than the login was answered 401: the session is over on the server. */
  | { type: 'SESSION_EXPIRED' }
  /** Another tab changed the stored token (the `storage` event). */
  | { type: 'STORAGE_CHANGED'; token: string | null };

export type AuthEmitted =
  | { type: 'signedIn'; session: Session }
  /** An expiry names the user whose session it was: what they had open can wait for them. */
  | { type: 'signedOut'; reason: Exclude<SignOutReason, 'expired'> }
  | { type: 'signedOut'; reason: 'expired'; userId: number | null }
  | { type: 'registered'; email: string };

export interface AuthInput {
  /** The token found in storage when the page loads. */
  token: string | null;
  now?: () => number;
}

export interface AuthContext {
  session: Session | null;
  failure: AuthFailure | null;
  now: () => number;
}

/** Reads a session from a token, or `null` when the token is expired. Unreadable claims give no role. */
export function sessionFromToken(token: string, nowMs: number): Session | null {
  const claims = readClaims(token);
  if (claims && isExpired(claims, nowMs)) return null;
  return {
    token,
    userId: claims?.userId ?? null,
    libraryId: claims?.libraryId ?? null,
    role: claims?.role ?? null,
  };
}

export function failureOf(error: unknown, during: 'login' | 'register'): AuthFailure {
  if (!(error instanceof ApiError)) return { kind: 'rejected', message: String(error) };
  if (error.status === 0) return { kind: 'network' };
  if (during === 'login' && error.status === 401) return { kind: 'invalidCredentials' };
  // The server's own words, none for a bare status (`HTTP_503` from a proxy's error page).
  const message = withoutBody(error) ? '' : error.message;
  if (error.status === 429) return { kind: 'rateLimited', message };
  return { kind: error.status === 409 ? 'conflict' : 'rejected', message };
}

/**
 * The page's session: signed out, signing in, registering, signed in. Storage and the API are
 * supplied from outside (`persistSession`, `clearSession`, `login`, `register`), so the machine
 * runs without a DOM.
 */
export const authMachine = setup({
  types: {} as {
    context: AuthContext;
    events: AuthEvent;
    input: AuthInput;
    emitted: AuthEmitted;
  },
  actors: {
    login: notProvided<{ token: string }, LoginRequest>(),
    register: notProvided<unknown, RegisterRequest>(),
  },
  actions: {
    persistSession: (_, _session: StoredSession) => {},
    clearSession: () => {},
  },
  guards: {
    hasStoredSession: ({ context }) => context.session !== null,
    tokenIsUsable: ({ context, event }) =>
      event.type === 'STORAGE_CHANGED' &&
      event.token !== null &&
      event.token !== context.session?.token &&
      sessionFromToken(event.token, context.now()) !== null,
    tokenRemoved: ({ event }) => event.type === 'STORAGE_CHANGED' && event.token === null,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    const session = input.token ? sessionFromToken(input.token, now()) : null;
    // A session that ended while the member was away: the login screen says why they sign in.
    return { session, failure: input.token && !session ? { kind: 'expired' } : null, now };
  },
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'hasStoredSession', target: 'signedIn' },
        // A stored token that has expired is cleared rather than kept around.
        { target: 'signedOut', actions: 'clearSession' },
      ],
    },
    signedOut: {
      on: {
        LOGIN: 'signingIn',
        REGISTER: 'registering',
        STORAGE_CHANGED: {
          guard: 'tokenIsUsable',
          target: 'signedIn',
          actions: assign({
            session: ({ context, event }) => sessionFromToken(event.token!, context.now()),
          }),
        },
      },
    },
    signingIn: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'LOGIN');
          return { email: event.email, password: event.password };
        },
        onDone: [
          {
            guard: ({ context, event }) =>
              sessionFromToken(event.output.token, context.now()) !== null,
            target: 'signedIn',
            actions: [
              assign({
                session: ({ context, event }) =>
                  sessionFromToken(event.output.token, context.now()),
              }),
              {
                type: 'persistSession',
                params: ({ context }) => ({
                  token: context.session!.token,
                  userId: context.session!.userId,
                  libraryId: context.session!.libraryId,
                }),
              },
              emit(({ context }) => ({ type: 'signedIn' as const, session: context.session! })),
            ],
          },
          {
            target: 'signedOut',
            actions: assign({
              failure: { kind: 'rejected', message: 'The server sent an expired token.' },
            }),
          },
        ],
        onError: {
          target: 'signedOut',
          actions: assign({ failure: ({ event }) => failureOf(event.error, 'login') }),
        },
      },
    },
    registering: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'register',
        input: ({ event }) => {
          assertEvent(event, 'REGISTER');
          return event.registration;
        },
        onDone: {
          target: 'signedOut',
          actions: emit(({ event }) => ({
            type: 'registered' as const,
            email: (event.output as { email?: string } | undefined)?.email ?? '',
          })),
        },
        onError: {
          target: 'signedOut',
          actions: assign({ failure: ({ event }) => failureOf(event.error, 'register') }),
        },
      },
    },
    signedIn: {
      // Signed in (here or in another tab): an earlier session's end is no longer news.
      entry: assign({ failure: null }),
      on: {
        // Signing in again (a login element still on the page) switches accounts: the current
        // session ends first, so a refused attempt leaves no one signed in rather than the last.
        // No `signedOut`: the screens have nothing to do until the next session arrives.
        LOGIN: { target: 'signingIn', actions: ['clearSession', assign({ session: null })] },
        LOGOUT: {
          target: 'signedOut',
          actions: [
            'clearSession',
            assign({ session: null }),
            emit({ type: 'signedOut', reason: 'logout' }),
          ],
        },
        SESSION_EXPIRED: {
          target: 'signedOut',
          actions: [
            'clearSession',
            emit(({ context }) => ({
              type: 'signedOut' as const,
              reason: 'expired' as const,
              userId: context.session!.userId,
            })),
            // The login screen says why the member has to sign in again.
            assign({ session: null, failure: { kind: 'expired' } }),
          ],
        },
        STORAGE_CHANGED: [
          {
            guard: 'tokenRemoved',
            target: 'signedOut',
            actions: [assign({ session: null }), emit({ type: 'signedOut', reason: 'otherTab' })],
          },
          {
            guard: 'tokenIsUsable',
            actions: assign({
              session: ({ context, event }) => sessionFromToken(event.token!, context.now()),
            }),
          },
        ],
      },
    },
  },
});
