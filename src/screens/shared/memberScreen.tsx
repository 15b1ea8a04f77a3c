import type { ComponentType } from 'react';
import { useSession } from '../../auth/useSession';
import { useT, type MessageKey } from '../../i18n';
import { SignInPrompt } from './SignInPrompt';

/**
 * A member's screen, shown for the signed-in member and started afresh for another, with the
 * sign-in prompt under its heading while nobody is signed in. A screen that names its member to
 * the server (`userId`, their addresses, their reviews) needs the session's user id too; one whose
 * calls the server answers for the token's user (`anyMember`) does not.
 */
export function memberScreen<P extends object>(
  Screen: ComponentType<P & { userId: number }>,
  heading: MessageKey,
  anyMember?: boolean,
): ComponentType<P> {
  return function MemberScreen(props: P) {
    const t = useT();
    const { isLoggedIn, userId } = useSession();
    if (!isLoggedIn || (userId === null && !anyMember)) {
      return <SignInPrompt heading={t(heading)} />;
    }
    return <Screen key={userId ?? 0} {...props} userId={userId ?? 0} />;
  };
}
