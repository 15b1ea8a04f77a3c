import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import type { components } from '../api/schema';
import { authMachine, type AuthEmitted } from './auth.machine';
import {
  MemoryStorage,
  clearStorage,
  readToken,
  storeSession,
  type StoredSession,
} from './storage';
import { unsignedToken } from './unsignedToken';

type RegisterRequest = components['schemas']['RegisterRequest'];

const NOW = Date.UTC(2026, 10, 22, 12);
const valid = unsignedToken({ userId: 5, libraryId: 2, role: 'USER', exp: NOW / 1000 + 3600 });
const expired = unsignedToken({ userId: 5, libraryId: 2, role: 'USER', exp: NOW / 1000 - 1 });

function start(options: {
  token?: string | null;
  login?: () => Promise<{ token: string }>;
  register?: () => Promise<unknown>;
  storage?: Storage;
}) {
  const storage = options.storage ?? new MemoryStorage();
  const login = vi.fn<
    (args: { input: { email: string; password: string } }) => Promise<{ token: string }>
  >(options.login ?? (async () => ({ token: valid })));
  const register = vi.fn<(args: { input: RegisterRequest }) => Promise<unknown>>(
    options.register ?? (async () => ({ id: 1, email: 'new@demo.test' })),
  );
  const actor = createActor(
    authMachine.provide({
      actors: { login: fromPromise(login), register: fromPromise(register) },
      actions: {
        persistSession: (_, session: StoredSession) => storeSession(storage, session),
        clearSession: () => clearStorage(storage),
      },
    }),
    { input: { token: options.token ?? null, now: () => NOW } },
  );
  const emitted: AuthEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, storage, login, register, emitted };
}

describe('authMachine', () => {
  it('starts signed out without a stored token', () => {
    const { actor } = start({});
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('restores a stored, unexpired token with its claims', () => {
    const { actor } = start({ token: valid });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.session).toMatchObject({
      role: 'USER',
      userId: 5,
      libraryId: 2,
    });
  });

  it("clears an expired stored token, and nothing of the page's", () => {
    const storage = new MemoryStorage();
    storage.setItem('token', expired);
    storage.setItem('userId', '5');
    storage.setItem('other', 'x');
    const { actor } = start({ token: expired, storage });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect([storage.getItem('token'), storage.getItem('userId')]).toEqual([null, null]);
    expect(storage.getItem('other')).toBe('x');
    // The login screen says why the member signs in again; a first visit has nothing to explain.
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'expired' });
    expect(start({}).actor.getSnapshot().context.failure).toBeNull();
  });

  it('signs in: stores token, library id and user id, and emits signedIn', async () => {
    const { actor, storage, login, emitted } = start({});
    actor.send({ type: 'LOGIN', email: 'member@demo.test', password: 'demo12345' });
    expect(actor.getSnapshot().value).toBe('signingIn');
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(login.mock.calls[0]![0].input).toEqual({
      email: 'member@demo.test',
      password: 'demo12345',
    });
    expect(readToken(storage)).toBe(valid);
    expect(storage.getItem('libraryId')).toBe('2');
    expect(storage.getItem('userId')).toBe('5');
    expect(emitted).toContainEqual(expect.objectContaining({ type: 'signedIn' }));
  });

  it('signs in with a token whose claims cannot be read, with no role', async () => {
    const { actor } = start({ login: async () => ({ token: 'garbage' }) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    actor.send({ type: 'LOGIN', email: 'a@b.test', password: 'x' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.session?.role).toBeNull();
  });

  it.each([
    [
      new ApiError(401, 'UNAUTHORIZED', 'Wrong e-mail or password.'),
      { kind: 'invalidCredentials' },
    ],
    [ApiError.network(new TypeError('fetch failed')), { kind: 'network' }],
    [
      new ApiError(429, 'TOO_MANY_REQUESTS', 'Try again in 15 minutes.'),
      { kind: 'rateLimited', message: 'Try again in 15 minutes.' },
    ],
    [ApiError.fromBody(429, '<html>'), { kind: 'rateLimited', message: '' }],
    [ApiError.fromBody(503, '<html>'), { kind: 'rejected', message: '' }],
    [
      new ApiError(400, 'BAD_REQUEST', 'email is not valid'),
      { kind: 'rejected', message: 'email is not valid' },
    ],
  ])('a failed sign-in stays signed out and says why (%s)', async (error, failure) => {
    const { actor, storage } = start({ login: async () => Promise.reject(error) });
    actor.send({ type: 'LOGIN', email: 'a@b.test', password: 'x' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.failure).toEqual(failure);
    expect(storage.length).toBe(0);
  });

  it('signing in while signed in switches accounts; a refused switch leaves no one signed in', async () => {
    let fail = false;
    const admin = unsignedToken({ userId: 8, libraryId: 3, role: 'ADMIN', exp: NOW / 1000 + 3600 });
    const storage = new MemoryStorage();
    storeSession(storage, { token: valid, libraryId: 2, userId: 5 });
    const { actor } = start({
      token: valid,
      storage,
      login: async () => (fail ? Promise.reject(new ApiError(401, 'U', 'no')) : { token: admin }),
    });
    expect(actor.getSnapshot().value).toBe('signedIn');
    actor.send({ type: 'LOGIN', email: 'other@b.test', password: 'y' });
    expect(actor.getSnapshot().value).toBe('signingIn');
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.session).toMatchObject({ userId: 8, role: 'ADMIN' });
    expect([readToken(storage), storage.getItem('userId')]).toEqual([admin, '8']);

    fail = true;
    actor.send({ type: 'LOGIN', email: 'third@b.test', password: 'z' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(readToken(storage)).toBeNull();
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'invalidCredentials' });
  });

  it('a new attempt clears the previous failure', async () => {
    let fail = true;
    const { actor } = start({
      login: async () => (fail ? Promise.reject(new ApiError(401, 'U', 'no')) : { token: valid }),
    });
    actor.send({ type: 'LOGIN', email: 'a@b.test', password: 'x' });
    await waitFor(actor, (s) => s.context.failure !== null);
    fail = false;
    actor.send({ type: 'LOGIN', email: 'a@b.test', password: 'y' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.matches('signedIn'));
  });

  it("logout clears the session's storage, not the page's, and emits signedOut", async () => {
    const storage = new MemoryStorage();
    storeSession(storage, { token: valid, libraryId: 2, userId: 5 });
    storage.setItem('cms-basket', 'kept');
    const { actor, emitted } = start({ token: valid, storage });
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(storage.length).toBe(1);
    expect(storage.getItem('cms-basket')).toBe('kept');
    expect(emitted).toContainEqual({ type: 'signedOut', reason: 'logout' });
  });

  it('a 401 from the server ends the session', () => {
    const storage = new MemoryStorage();
    storeSession(storage, { token: valid, libraryId: 2, userId: 5 });
    const { actor, emitted } = start({ token: valid, storage });
    actor.send({ type: 'SESSION_EXPIRED' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(storage.length).toBe(0);
    expect(emitted).toContainEqual({ type: 'signedOut', reason: 'expired', userId: 5 });
    // Kept for the login screen to say why, until the next attempt.
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'expired' });
    // Signed in again in another tab, then out here: nothing has expired any more.
    actor.send({ type: 'STORAGE_CHANGED', token: valid });
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('follows a sign-out in another tab without touching storage', () => {
    const storage = new MemoryStorage();
    storage.setItem('other', 'kept');
    const { actor, emitted } = start({ token: valid, storage });
    actor.send({ type: 'STORAGE_CHANGED', token: null });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(storage.getItem('other')).toBe('kept');
    expect(emitted).toContainEqual({ type: 'signedOut', reason: 'otherTab' });
  });

  it('follows a sign-in in another tab', () => {
    const { actor } = start({});
    actor.send({ type: 'STORAGE_CHANGED', token: valid });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.session?.userId).toBe(5);
  });

  it('ignores an expired token written by another tab', () => {
    const { actor } = start({});
    actor.send({ type: 'STORAGE_CHANGED', token: expired });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('registers, stays signed out and emits registered', async () => {
    const { actor, register, emitted } = start({});
    const registration = {
      name: 'New',
      email: 'new@demo.test',
      password: 'password1',
      role: 'USER' as const,
    };
    actor.send({ type: 'REGISTER', registration });
    expect(actor.getSnapshot().value).toBe('registering');
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(register.mock.calls[0]![0].input).toEqual(registration);
    expect(emitted).toContainEqual({ type: 'registered', email: 'new@demo.test' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it("keeps the server's reason when registration is refused", async () => {
    const { actor, emitted } = start({
      register: async () =>
        Promise.reject(new ApiError(409, 'CONFLICT', 'This e-mail is already registered.')),
    });
    actor.send({
      type: 'REGISTER',
      registration: { name: 'A', email: 'member@demo.test', password: 'password1', role: 'USER' },
    });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'conflict',
      message: 'This e-mail is already registered.',
    });
    expect(emitted.some((e) => e.type === 'registered')).toBe(false);
  });
});
