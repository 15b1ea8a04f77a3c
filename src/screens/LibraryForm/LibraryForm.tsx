import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { getApi } from '../../api/config';
import { ApiError, unwrap } from '../../api/errors';
import type { components } from '../../api/schema';
import { useElementEvents } from '../../elements/context';
import { useT } from '../../i18n';
import { staffConsoleTexts } from '../../i18n/staffConsoleTexts';
import { createFormMachine, formErrors } from '../../machines/form.machine';
import { validateLibrary, type LibraryValues } from '../../machines/validation';
import { Button } from '../../ui/Button/Button';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { LoadingState } from '../../ui/Spinner/Spinner';
import { TextField } from '../../ui/TextField/TextField';
import { StaffPage } from '../shared/StaffPage';
import { CancelLink } from '../shared/ScreenLink';
import { handOver } from '../shared/handOver';
import { staffErrorText } from '../shared/staffErrorText';
import { SaveFailure } from '../shared/SaveFailure';
import { textFieldsOf } from '../shared/textFieldsOf';
import { submitForm } from '../shared/submitForm';
import { signedInScreen } from '../shared/signedInScreen';
import { formActions } from '../shared/staffPage.css';
import * as styles from './LibraryForm.css';
import { useActorEvent } from '../shared/useActorEvent';
import { logFailure } from '../shared/logFailure';
import '../../i18n/en/common';
import '../../i18n/en/libraryForm';
import '../../i18n/en/validation';

type Library = components['schemas']['Library'];

export interface LibraryFormProps {
  /** The library to edit; without it the form adds a library. */
  libraryId?: number;
}

const LIBRARIES_PATH = '/super-admin/libraries';

const EMPTY: LibraryValues = {
  name: '',
  city: '',
  address: '',
  contactPhone: '',
  contactEmail: '',
};

const FIELDS: {
  field: Exclude<keyof LibraryValues, 'version'>;
  key:
    | 'libraryForm.name'
    | 'libraryForm.city'
    | 'libraryForm.address'
    | 'libraryForm.contactPhone'
    | 'libraryForm.contactEmail';
  type?: 'email' | 'tel';
  autoComplete?: string;
}[] = [
  { field: 'name', key: 'libraryForm.name', autoComplete: 'organization' },
  { field: 'city', key: 'libraryForm.city', autoComplete: 'address-level2' },
  { field: 'address', key: 'libraryForm.address', autoComplete: 'street-address' },
  { field: 'contactPhone', key: 'libraryForm.contactPhone', type: 'tel', autoComplete: 'tel' },
  { field: 'contactEmail', key: 'libraryForm.contactEmail', type: 'email', autoComplete: 'email' },
];

const libraryFormMachine = createFormMachine<LibraryValues, Library>();

/** Spec section 2: the edit form loads every library and takes the one whose id matches. */
function loadLibrary(id: number): Promise<LibraryValues> {
  return logFailure(staffConsoleTexts.loadingLibrary, async () => {
    const libraries = await unwrap(getApi().GET('/api/superadmin/libraries'));
    const library = libraries.find((candidate) => candidate.id === id);
    if (!library) throw new ApiError(404, 'NOT_FOUND', `Library ${id} does not exist.`);
    const { id: _id, ...values } = library;
    return values;
  });
}

function trimmed(values: LibraryValues): LibraryValues {
  return {
    name: values.name.trim(),
    city: values.city.trim(),
    address: values.address.trim(),
    contactPhone: values.contactPhone.trim(),
    contactEmail: values.contactEmail.trim(),
    // An edit's: the version it was loaded at (a new library has none).
    version: values.version,
  };
}

async function saveLibrary(id: number | null, values: LibraryValues): Promise<Library> {
  const api = getApi();
  if (id === null) return unwrap(api.POST('/api/superadmin/libraries', { body: trimmed(values) }));
  return logFailure(staffConsoleTexts.updatingLibrary, () =>
    unwrap(
      api.PUT('/api/superadmin/libraries/{id}', {
        params: { path: { id } },
        body: trimmed(values),
      }),
    ),
  );
}

/**
 * Adds a library (Save, which shows every error of an invalid form, as Add Book does) or, with
 * `libraryId`, edits one (Update, disabled while the form is invalid): Name, City, Address,
 * Contact Phone and Contact Email, all required. Both go back to the library list, as Cancel does.
 */
function LibraryFormScreen({ libraryId }: LibraryFormProps) {
  const t = useT();
  const { navigate } = useElementEvents();
  const editing = libraryId !== undefined && libraryId > 0;
  const form = useActorRef(
    libraryFormMachine.provide({
      actors: {
        loadValues: fromPromise(() => loadLibrary(libraryId!)),
        submitValues: fromPromise(({ input }) =>
          saveLibrary(editing ? libraryId : null, input.values),
        ),
      },
    }),
    { input: { initialValues: EMPTY, validate: validateLibrary, load: editing } },
  );
  const state = useSelector(form, (snapshot) => snapshot);
  const { values, error } = state.context;
  const textField = textFieldsOf(form, values, formErrors(state.context));

  useActorEvent(form, 'submitted', () => {
    handOver('librarySaved', form.getSnapshot().context.values.name.trim());
    navigate(LIBRARIES_PATH);
  });

  const submitting = state.matches('submitting');
  const invalid = !state.can({ type: 'SUBMIT' }) && !submitting;

  let body;
  if (state.matches('loading') || state.matches('starting')) {
    body = <LoadingState label={t('libraryForm.loading')} />;
  } else if (state.matches('loadFailed') && error) {
    body = (
      <ErrorState
        onRetry={() => form.send({ type: 'RETRY' })}
        error={error}
        action={<CancelLink path={LIBRARIES_PATH}>{t('libraryForm.backToList')}</CancelLink>}
      >
        {error.status === 404
          ? t('libraryForm.notFound')
          : `${t('libraryForm.loadFailed')} ${staffErrorText(error)}`}
      </ErrorState>
    );
  } else {
    body = (
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => submitForm(event, form)}
        aria-busy={submitting || undefined}
      >
        {FIELDS.map(({ field, key, type, autoComplete }) => (
          <TextField
            key={field}
            label={t(key)}
            type={type}
            autoComplete={autoComplete}
            required
            {...textField(field)}
          />
        ))}
        <SaveFailure
          text={editing ? t('libraryForm.updateFailed') : t('libraryForm.saveFailed')}
          state={state}
          form={form}
        />
        <div className={formActions}>
          <CancelLink path={LIBRARIES_PATH}>{t('libraryForm.cancel')}</CancelLink>
          <Button type="submit" loading={submitting} disabled={editing && invalid}>
            {editing ? t('libraryForm.update') : t('libraryForm.save')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <StaffPage heading={editing ? t('libraryForm.editTitle') : t('libraryForm.addTitle')}>
      {body}
    </StaffPage>
  );
}

export const LibraryForm = signedInScreen(LibraryFormScreen, ({ libraryId }) =>
  libraryId ? 'libraryForm.editTitle' : 'libraryForm.addTitle',
);
