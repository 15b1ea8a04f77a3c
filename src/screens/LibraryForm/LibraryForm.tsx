import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { getApi } from '../../api/config';
import { ApiError, unwrap } from '../../api/errors';
import type { components } from '../../api/schema';
import { useT } from '../../i18n';
import { staffConsoleTexts } from '../../i18n/staffConsoleTexts';
import { createFormMachine, formErrors } from '../../machines/form.machine';
import { validateLibrary, type LibraryValues } from '../../machines/validation';
import { TextField } from '../../ui/TextField/TextField';
import { handOver } from '../shared/handOver';
import { textFieldsOf } from '../shared/textFieldsOf';
import { signedInScreen } from '../shared/signedInScreen';
import { StaffForm } from '../shared/StaffForm';
import * as styles from './LibraryForm.css';
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
  const { values } = state.context;
  const textField = textFieldsOf(form, values, formErrors(state.context));

  const invalid = !state.can({ type: 'SUBMIT' }) && !state.matches('submitting');

  return (
    <StaffForm
      texts="libraryForm"
      path={LIBRARIES_PATH}
      editing={editing}
      form={form}
      state={state}
      className={styles.form}
      saveFailed={editing ? t('libraryForm.updateFailed') : t('libraryForm.saveFailed')}
      notFound={t('libraryForm.notFound')}
      disabled={editing && invalid}
      onSaved={() => handOver('librarySaved', form.getSnapshot().context.values.name.trim())}
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
    </StaffForm>
  );
}

export const LibraryForm = signedInScreen(LibraryFormScreen, ({ libraryId }) =>
  libraryId ? 'libraryForm.editTitle' : 'libraryForm.addTitle',
);
