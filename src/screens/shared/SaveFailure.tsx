import { useSession } from '../../auth/useSession';
import { useT } from '../../i18n';
import { refusalOnField, type FormContext } from '../../machines/form.machine';
import { Button } from '../../ui/Button/Button';
import { StatusMessage } from '../../ui/StatusMessage/StatusMessage';
import { staffErrorText } from './staffErrorText';
import { afterAnswer } from './submitForm';
import { focusFirst } from '../../ui/Dialog/focus';
import '../../i18n/en/common';

export interface SaveFailureProps<TValues> {
  /** The form's words for a failed save ('Failed to save the book.'). */
  text: string;
  /** The edit form's machine: its snapshot, and where Reload is sent. */
  state: { matches(state: 'failed'): boolean; context: FormContext<TValues, unknown> };
  form: Parameters<typeof afterAnswer>[0] & { send(event: { type: 'RELOAD' }): void };
}

/**
 * A staff form's refused save: its words, then the server's unless a field shows them
 * (`refusalOnField`). A record changed by someone else meanwhile cannot be saved over as it was
 * loaded: Reload loads it as it is now, and puts the focus back on the form's first field (or on
 * what the page offers if it fails to load), which the loading state had taken away. The session
 * expiring (a 401) no longer applies once its user has signed in again: the form was kept through
 * that, to be saved now.
 */
export function SaveFailure<TValues extends object>({
  text,
  state,
  form,
}: SaveFailureProps<TValues>) {
  const t = useT();
  const { isLoggedIn } = useSession();
  const { error } = state.context;
  if (!state.matches('failed') || !error || (error.status === 401 && isLoggedIn)) return null;
  return (
    <StatusMessage tone="error">
      {text}
      {!refusalOnField(state.context) && ` ${staffErrorText(error)}`}
      {error.code === 'CHANGED_MEANWHILE' && (
        <Button
          variant="text"
          onClick={(event) => {
            const page = event.currentTarget.closest('section');
            form.send({ type: 'RELOAD' });
            afterAnswer(form, () => focusFirst(page, 'input,button,a'));
          }}
        >
          {t('common.reload')}
        </Button>
      )}
    </StatusMessage>
  );
}
