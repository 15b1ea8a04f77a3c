import { useRef, useState, type FormEvent } from 'react';
import { homePathForRole } from '../../auth/roleHome';
import { useSession } from '../../auth/useSession';
import { useElementEvents } from '../../elements/context';
import { useT } from '../../i18n';
import { hasErrors, validateLogin } from '../../machines/validation';
import { Button } from '../../ui/Button/Button';
import { StatusMessage } from '../../ui/StatusMessage/StatusMessage';
import { TextField } from '../../ui/TextField/TextField';
import { AuthPage } from '../shared/AuthPage';
import { ScreenLink } from '../shared/ScreenLink';
import * as styles from '../shared/AuthPage.css';
import { takeOver } from '../shared/handOver';
import { failureText } from './messages';
import { useActorEvent } from '../shared/useActorEvent';
import { useTextFields } from '../shared/useTextFields';
import '../../i18n/en/login';

/**
 * The login screen: email and password, Login disabled while the form is invalid. On success the
 * session stores the token, library id and user id, and the screen asks (a cancelable
 * `lib-navigate`) for the role's area.
 */
export function Login() {
  const t = useT();
  const session = useSession();
  const { navigate } = useElementEvents();
  // Just registered on this page: say so, and fill in the e-mail.
  const [registered] = useState(() => takeOver('registered'));
  const { values, setValues, errors, field, touchAll } = useTextFields(
    () => ({ email: registered ?? '', password: '' }),
    validateLogin,
  );
  // The values a sign-in was last attempted with: its failure shows until they are edited.
  const [attempted, setAttempted] = useState<typeof values | null>(null);
  const submitted = useRef(false);

  const invalid = hasErrors(errors);
  const busy = session.status === 'signingIn';
  const { actor } = session;

  useActorEvent(actor, 'signedIn', ({ session: signedIn }) => {
    // Only the screen the visitor signed in on moves them on.
    if (!submitted.current) return;
    submitted.current = false;
    // Where the page keeps the form (a host that routes itself), no password stays in it, and
    // the emptied field is not called missing.
    setValues((current) => ({ ...current, password: '' }));
    touchAll(false);
    navigate(homePathForRole(signedIn.role));
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (invalid || busy) {
      touchAll(true);
      return;
    }
    submitted.current = true;
    setAttempted(values);
    session.login(values.email.trim(), values.password);
  }

  // A session the server ended is explained before any attempt; a failed attempt after it.
  const failure =
    !busy && (attempted === values || session.failure?.kind === 'expired') ? session.failure : null;

  // Signed in, here or in another tab, on a page that keeps this screen (a CMS page with no navbar):
  // it says so, with the way to sign out.
  if (session.isLoggedIn)
    return (
      <AuthPage title={t('login.title')}>
        <p>{t('login.signedIn')}</p>
        <Button fullWidth onClick={session.logout}>
          {t('login.logout')}
        </Button>
      </AuthPage>
    );

  return (
    <AuthPage title={t('login.title')}>
      <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
        {registered && !failure && (
          <StatusMessage tone="success">{t('login.registered')}</StatusMessage>
        )}
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="username"
          required
          {...field('email')}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          required
          {...field('password')}
        />
        {failure && (
          <p role="alert" className={styles.failure}>
            {failureText(failure)}
          </p>
        )}
        <Button type="submit" fullWidth disabled={invalid} loading={busy}>
          {t('login.submit')}
        </Button>
      </form>
      <p className={styles.footer}>
        {t('login.noAccount')}
        <ScreenLink path="/register" className={styles.link}>
          {t('login.registerLink')}
        </ScreenLink>
      </p>
    </AuthPage>
  );
}
