import type { ReactNode } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { useElementEvents } from '../../elements/context';
import { useT } from '../../i18n';
import type { createFormMachine } from '../../machines/form.machine';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { LoadingState } from '../../ui/Spinner/Spinner';
import { StaffPage } from './StaffPage';
import { CancelLink } from './ScreenLink';
import { SaveFailure } from './SaveFailure';
import { staffErrorText } from './staffErrorText';
import { submitForm } from './submitForm';
import { useActorEvent } from './useActorEvent';
import { formActions } from './staffPage.css';

type FormMachine<TValues extends object, TResult> = ReturnType<
  typeof createFormMachine<TValues, TResult>
>;

export interface StaffFormProps<TValues extends object, TResult> {
  /**
   * The form's text group: its `addTitle` / `editTitle` heading, `loading`, `loadFailed`,
   * `backToList`, `cancel`, and `save` / `update` on its submit button.
   */
  texts: 'bookForm' | 'libraryForm';
  /** The list the form goes back to: after a save, on Cancel, from a failed load. */
  path: string;
  /** An edit form (it loads its record), not an add form. */
  editing: boolean;
  form: ActorRefFrom<FormMachine<TValues, TResult>>;
  state: SnapshotFrom<FormMachine<TValues, TResult>>;
  /** The form's own layout. */
  className: string;
  /** What a refused save says first. */
  saveFailed: string;
  /** What a load answered 404 says, where the form has its own words for it. */
  notFound?: string;
  /** Why the form cannot be used at all, said in its place (adding a book without a library). */
  refused?: string;
  /** The submit button is disabled (not while submitting). */
  disabled?: boolean;
  /** Before going back to the list once saved (what the list is told). */
  onSaved: () => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * A staff form's page (the book and library forms): its heading, the record loading or failing
 * to load (with Retry and a link back to the list), and the form with its save failure, Cancel
 * and Save or Update; once saved, back to the list.
 */
export function StaffForm<TValues extends object, TResult>({
  texts,
  path,
  editing,
  form,
  state,
  className,
  saveFailed,
  notFound,
  refused,
  disabled,
  onSaved,
  children,
}: StaffFormProps<TValues, TResult>) {
  const t = useT();
  const { navigate } = useElementEvents();
  const { error } = state.context;
  const submitting = state.matches('submitting');

  useActorEvent(form, 'submitted', () => {
    onSaved();
    navigate(path);
  });

  const back = <CancelLink path={path}>{t(`${texts}.backToList`)}</CancelLink>;
  let body;
  if (refused) {
    body = <EmptyState action={back}>{refused}</EmptyState>;
  } else if (state.matches('loading') || state.matches('starting')) {
    body = <LoadingState label={t(`${texts}.loading`)} />;
  } else if (state.matches('loadFailed') && error) {
    body = (
      <ErrorState onRetry={() => form.send({ type: 'RETRY' })} error={error} action={back}>
        {error.status === 404 && notFound
          ? notFound
          : `${t(`${texts}.loadFailed`)} ${staffErrorText(error)}`}
      </ErrorState>
    );
  } else {
    body = (
      <form
        className={className}
        noValidate
        onSubmit={(event) => submitForm(event, form)}
        aria-busy={submitting || undefined}
      >
        {children}
        <SaveFailure text={saveFailed} state={state} form={form} />
        <div className={formActions}>
          <CancelLink path={path}>{t(`${texts}.cancel`)}</CancelLink>
          <Button type="submit" loading={submitting} disabled={disabled}>
            {t(`${texts}.${editing ? 'update' : 'save'}`)}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <StaffPage heading={t(`${texts}.${editing ? 'editTitle' : 'addTitle'}`)}>{body}</StaffPage>
  );
}
