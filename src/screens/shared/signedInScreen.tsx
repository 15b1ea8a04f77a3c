import { useEffect, useState, type ComponentType } from 'react';
import { useSession } from '../../auth/useSession';
import { useT, type MessageKey } from '../../i18n';
import { SignInPrompt } from './SignInPrompt';

/**
 * The user a staff screen works for. While someone is signed in, that user. Once their session
 * has expired (a 401), still them: the screen keeps what it holds (a form half filled in, a list
 * scrolled to its page) and goes on when they sign in again. After a logout, here or in another
 * tab, or before anyone signed in, nobody, so nothing of an account stays on the page.
 */
function useScreenUser(): number | null {
  const { userId, actor } = useSession();
  const [expiredFor, setExpiredFor] = useState<number | null>(null);
  useEffect(() => {
    const ended = actor.on('signedOut', (event) =>
      setExpiredFor(event.reason === 'expired' ? event.userId : null),
    );
    const began = actor.on('signedIn', () => setExpiredFor(null));
    return () => {
      ended.unsubscribe();
      began.unsubscribe();
    };
  }, [actor]);
  return userId ?? expiredFor;
}

/**
 * A staff screen shown only for a signed-in user (see `useScreenUser`), with the sign-in prompt
 * under its heading otherwise. It starts afresh for another user, and for another record: a form
 * whose `book-id` or `library-id` changes must not keep, and save, the record it showed before.
 */
export function signedInScreen<P extends object>(
  Screen: ComponentType<P>,
  heading: (props: P) => MessageKey,
): ComponentType<P> {
  return function SignedInScreen(props: P) {
    const t = useT();
    const user = useScreenUser();
    if (user === null) return <SignInPrompt heading={t(heading(props))} part="page" />;
    // The props are the element's attributes: `book-id`, `library-id`.
    return <Screen key={[user, ...Object.values(props)].join()} {...props} />;
  };
}
