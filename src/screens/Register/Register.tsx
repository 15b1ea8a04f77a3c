import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { getApi } from '../../api/config';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/schema';
import { useSession } from '../../auth/useSession';
import { useElementEvents } from '../../elements/context';
import { useT } from '../../i18n';
import {
  hasErrors,
  required,
  validateRegister,
  type RegisterValues,
} from '../../machines/validation';
import { Button } from '../../ui/Button/Button';
import { Select } from '../../ui/Select/Select';
import { TextField } from '../../ui/TextField/TextField';
import { AuthPage } from '../shared/AuthPage';
import { ScreenLink } from '../shared/ScreenLink';
import * as styles from '../shared/AuthPage.css';
import { failureText } from '../Login/messages';
import { handOver } from '../shared/handOver';
import { libraryChoiceMachine, type LibrarySummary } from './libraryChoice.machine';
import { useActorEvent } from '../shared/useActorEvent';
import { useTextFields } from '../shared/useTextFields';
import '../../i18n/en/common';
import '../../i18n/en/register';

type RegistrableRole = components['schemas']['RegistrableRole'];
type Values = Omit<RegisterValues, 'libraryId'> & { libraryId: string };

export interface RegisterProps {
  /** A library fixed by the host page (a widget of one library's site): no choice is offered. */
  libraryId?: number;
}

/** Self-registration offers these roles only; SUPER_ADMIN never (spec section 1). */
const ROLES: {
  value: RegistrableRole;
  key: 'register.roleUser' | 'register.roleAdmin' | 'register.roleDeliveryPartner';
}[] = [
  { value: 'USER', key: 'register.roleUser' },
  { value: 'ADMIN', key: 'register.roleAdmin' },
  { value: 'DELIVERY_PARTNER', key: 'register.roleDeliveryPartner' },
];

const fetchLibraries = fromPromise<LibrarySummary[], void>(() =>
  unwrap(getApi().GET('/api/libraries')),
);

/**
 * The registration screen: name, email, password, role and library; Register disabled while the
 * form is invalid. Success asks for `/login`; a failure shows 'Registration failed. Try again.' in
 * red above the button, with the server's reason when it gives one.
 */
export function Register({ libraryId }: RegisterProps) {
  const t = useT();
  const session = useSession();
  const { navigate } = useElementEvents();
  const fixedLibrary = libraryId !== undefined && libraryId > 0 ? libraryId : null;

  const libraryChoice = useActorRef(libraryChoiceMachine.provide({ actors: { fetchLibraries } }));
  const libraries = useSelector(libraryChoice, (s) => s.context.libraries);
  const librariesState = useSelector(libraryChoice, (s) => s.value);

  // Every member of the platform belongs to a library (spec section 1); an administrator's is
  // assigned by a platform administrator instead.
  const asksLibrary = (values: Values) => fixedLibrary === null && values.role !== 'ADMIN';
  const { values, errors, field, touchAll } = useTextFields<Values>(
    () => ({ name: '', email: '', password: '', role: '', libraryId: '' }),
    (values) => ({
      ...validateRegister({ ...values, libraryId: null }),
      ...(asksLibrary(values) && required(values.libraryId)
        ? { libraryId: required(values.libraryId)! }
        : {}),
    }),
  );
  // The values a registration was last attempted with: its failure shows until they are edited.
  const [attempted, setAttempted] = useState<Values | null>(null);
  const submitted = useRef(false);

  const askLibrary = asksLibrary(values);
  useEffect(() => {
    if (askLibrary) libraryChoice.send({ type: 'LOAD' });
  }, [askLibrary, libraryChoice]);
  const invalid = hasErrors(errors);
  const busy = session.status === 'registering';
  const { actor } = session;

  useActorEvent(actor, 'registered', ({ email }) => {
    if (!submitted.current) return;
    submitted.current = false;
    handOver('registered', email);
    navigate('/login');
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (invalid || busy) {
      touchAll(true);
      return;
    }
    submitted.current = true;
    setAttempted(values);
    session.register({
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      role: values.role as RegistrableRole,
      libraryId: askLibrary ? Number(values.libraryId) : (fixedLibrary ?? undefined),
    });
  }

  const failure = attempted === values && !busy ? session.failure : null;
  // Refused, perhaps because the library chosen was deleted since the list was read (the server's
  // words then say to choose another): the list is read again, without it.
  const rejected = failure?.kind === 'rejected';
  useEffect(() => {
    if (rejected) libraryChoice.send({ type: 'RETRY' });
  }, [rejected, libraryChoice]);
  const libraryHint = librariesState === 'loading' ? t('register.librariesLoading') : undefined;
  const libraryField = field('libraryId');

  return (
    <AuthPage title={t('register.title')}>
      <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
        <TextField label={t('register.name')} autoComplete="name" required {...field('name')} />
        <TextField
          label={t('register.email')}
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <TextField
          label={t('register.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('register.passwordHint')}
          {...field('password')}
        />
        <Select
          label={t('register.role')}
          required
          placeholder={t('register.chooseRole')}
          options={ROLES.map((role) => ({ value: role.value, label: t(role.key) }))}
          {...field('role')}
        />
        {askLibrary && (
          <Select
            label={t('register.library')}
            required
            disabled={librariesState !== 'loaded'}
            placeholder={t('register.chooseLibrary')}
            options={libraries.map((library) => ({
              value: String(library.id),
              label: `${library.name} (${library.city})`,
            }))}
            hint={libraryHint}
            {...libraryField}
            error={librariesState === 'failed' ? t('register.librariesFailed') : libraryField.error}
          />
        )}
        {librariesState === 'failed' && askLibrary && (
          <Button variant="secondary" onClick={() => libraryChoice.send({ type: 'RETRY' })}>
            {t('common.retry')}
          </Button>
        )}
        {failure && (
          <div role="alert">
            <p className={styles.failure}>{t('register.failed')}</p>
            <p className={`${styles.failure} ${styles.failureReason}`}>{failureText(failure)}</p>
          </div>
        )}
        <Button type="submit" fullWidth disabled={invalid} loading={busy}>
          {t('register.submit')}
        </Button>
      </form>
      <p className={styles.footer}>
        {t('register.haveAccount')}
        <ScreenLink path="/login" className={styles.link}>
          {t('register.loginLink')}
        </ScreenLink>
      </p>
    </AuthPage>
  );
}
