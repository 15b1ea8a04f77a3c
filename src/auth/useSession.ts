import { useSelector } from '@xstate/react';
import type { components } from '../api/schema';
import { getSession } from './session';

type RegisterRequest = components['schemas']['RegisterRequest'];

const session = () => getSession();

/** The page's session for a React view: who is signed in, and the calls that change it. */
export function useSession() {
  const actor = session();
  const status = useSelector(actor, (snapshot) => snapshot.value);
  const current = useSelector(actor, (snapshot) => snapshot.context.session);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  return {
    status,
    isLoggedIn: current !== null,
    role: current?.role ?? null,
    userId: current?.userId ?? null,
    libraryId: current?.libraryId ?? null,
    failure,
    login: (email: string, password: string) => actor.send({ type: 'LOGIN', email, password }),
    register: (registration: RegisterRequest) => actor.send({ type: 'REGISTER', registration }),
    logout: () => actor.send({ type: 'LOGOUT' }),
    /** The session actor, for `actor.on('signedIn' | 'signedOut' | 'registered', ...)`. */
    actor,
  };
}
