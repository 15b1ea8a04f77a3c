import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiError } from '../api/errors';
import type { components } from '../api/schema';
import {
  createFormMachine,
  fieldChanged,
  formErrors,
  refusalOnField,
  serverMessage,
  formMachine,
  type FormEmitted,
} from './form.machine';
import { apiError, deferred } from './testing';
import { validateLibrary, type FieldErrors, type LibraryValues } from './validation';

type Library = components['schemas']['Library'];

const libraryForm = createFormMachine<LibraryValues, Library>();

const blank: LibraryValues = {
  name: '',
  city: '',
  address: '',
  contactPhone: '',
  contactEmail: '',
};
const central: LibraryValues = {
  name: 'Central',
  city: 'Leeds',
  address: '1 Library Way',
  contactPhone: '0113 000',
  contactEmail: 'central@demo.test',
};

function start(
  options: {
    load?: boolean;
    loadValues?: () => Promise<LibraryValues>;
    submitValues?: (input: { values: LibraryValues }) => Promise<Library>;
    fieldErrorsFrom?: (error: ApiError) => FieldErrors<LibraryValues>;
  } = {},
) {
  const loadValues = vi.fn(options.loadValues ?? (async () => central));
  const submitValues = vi.fn(
    options.submitValues ??
      (async ({ values }: { values: LibraryValues }) => ({ id: 9, version: 1, ...values })),
  );
  const actor = createActor(
    libraryForm.provide({
      actors: {
        loadValues: fromPromise(() => loadValues()),
        submitValues: fromPromise(({ input }) => submitValues(input)),
      },
    }),
    {
      input: {
        initialValues: blank,
        validate: validateLibrary,
        load: options.load,
        fieldErrorsFrom: options.fieldErrorsFrom,
      },
    },
  );
  const emitted: FormEmitted<Library>[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, loadValues, submitValues };
}

type Actor = ReturnType<typeof start>['actor'];

function fill(actor: Actor, values: LibraryValues) {
  for (const field of Object.keys(values) as (keyof LibraryValues)[]) {
    actor.send(fieldChanged<LibraryValues, typeof field>(field, values[field]));
  }
}

describe('formMachine', () => {
  it('starts editing a new form, invalid, with no error shown yet', () => {
    const { actor, loadValues } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(loadValues).not.toHaveBeenCalled();
    expect(Object.keys(snapshot.context.errors)).toHaveLength(5);
    expect(formErrors(snapshot.context)).toEqual({});
    expect(snapshot.can({ type: 'SUBMIT' })).toBe(false);
  });

  it('shows a field error once the field is left, and all of them after TOUCH_ALL', () => {
    const { actor } = start();
    actor.send(fieldChanged<LibraryValues, 'contactEmail'>('contactEmail', 'central'));
    expect(formErrors(actor.getSnapshot().context)).toEqual({});
    actor.send({ type: 'FIELD_BLURRED', field: 'contactEmail' });
    expect(formErrors(actor.getSnapshot().context)).toEqual({
      contactEmail: { key: 'validation.email' },
    });
    actor.send({ type: 'TOUCH_ALL' });
    expect(Object.keys(formErrors(actor.getSnapshot().context)).sort()).toEqual([
      'address',
      'city',
      'contactEmail',
      'contactPhone',
      'name',
    ]);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('submits valid values and finishes with the answer', async () => {
    const { actor, emitted, submitValues } = start();
    fill(actor, central);
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('done');
    expect(submitValues).toHaveBeenCalledWith({ values: central });
    expect(done.output).toEqual({ id: 9, version: 1, ...central });
    expect(emitted).toEqual([{ type: 'submitted', result: { id: 9, version: 1, ...central } }]);
  });

  it('loads the values of an edit form first', async () => {
    const pending = deferred<LibraryValues>();
    const { actor } = start({ load: true, loadValues: () => pending.promise });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    pending.resolve(central);
    const editing = await waitFor(actor, (s) => s.matches('editing'));
    expect(editing.context.values).toEqual(central);
    expect(editing.context.errors).toEqual({});
    expect(editing.can({ type: 'SUBMIT' })).toBe(true);
  });

  it('shows a failed load and retries it', async () => {
    let calls = 0;
    const { actor } = start({
      load: true,
      loadValues: async () => {
        calls += 1;
        if (calls === 1) throw apiError(404, 'NOT_FOUND', 'No library 9');
        return central;
      },
    });
    const failed = await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(failed.context.error?.message).toBe('No library 9');
    actor.send({ type: 'RETRY' });
    const editing = await waitFor(actor, (s) => s.matches('editing'));
    expect(editing.context.error).toBeNull();
    expect(editing.context.values.name).toBe('Central');
  });

  it('places a refusal under the field it names first, and others where the form says', async () => {
    for (const [error, expected] of [
      [apiError(400, 'BAD_REQUEST', 'contactEmail must be a valid e-mail address'), 'contactEmail'],
      // Not a field's name at the start ("name" is a field; "named" is not it).
      [apiError(400, 'BAD_REQUEST', 'named library refused'), null],
      [apiError(409, 'CONFLICT', 'name is taken'), null],
      [apiError(413, 'PAYLOAD_TOO_LARGE', 'The body is too large.'), 'address'],
    ] as const) {
      const { actor } = start({
        submitValues: async () => {
          throw error;
        },
        fieldErrorsFrom: (refusal) =>
          refusal.status === 413 ? { address: serverMessage(refusal) } : {},
      });
      fill(actor, central);
      actor.send({ type: 'SUBMIT' });
      const failed = await waitFor(actor, (s) => s.matches('failed'));
      expect(Object.keys(failed.context.serverErrors), error.message).toEqual(
        expected ? [expected] : [],
      );
      // The form's failure message leaves out words already under a field.
      expect(refusalOnField(failed.context), error.message).toBe(expected !== null);
    }
  });

  it("keeps the values and shows the server's message and field errors on a refusal", async () => {
    let refuse = true;
    const { actor, submitValues } = start({
      submitValues: async ({ values }) => {
        if (refuse) throw apiError(400, 'BAD_REQUEST', 'contactPhone is too long');
        return { id: 9, version: 1, ...values };
      },
    });
    fill(actor, central);
    actor.send({ type: 'SUBMIT' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error?.message).toBe('contactPhone is too long');
    expect(failed.context.values).toEqual(central);
    expect(formErrors(failed.context)).toEqual({
      contactPhone: { key: 'validation.server', params: { message: 'contactPhone is too long' } },
    });

    // Changing another field keeps the server's field error; changing that field clears it.
    actor.send(fieldChanged<LibraryValues, 'city'>('city', 'York'));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(formErrors(actor.getSnapshot().context).contactPhone?.key).toBe('validation.server');
    actor.send(fieldChanged<LibraryValues, 'contactPhone'>('contactPhone', '0113'));
    expect(formErrors(actor.getSnapshot().context)).toEqual({});

    refuse = false;
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitValues).toHaveBeenLastCalledWith({
      values: { ...central, city: 'York', contactPhone: '0113' },
    });
  });

  it('retries a failed submit as it was', async () => {
    let calls = 0;
    const { actor, submitValues } = start({
      submitValues: async ({ values }) => {
        calls += 1;
        if (calls === 1) throw apiError(0, 'NETWORK', 'Cannot reach the server.');
        return { id: 9, version: 1, ...values };
      },
    });
    fill(actor, central);
    actor.send({ type: 'SUBMIT' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(formErrors(failed.context)).toEqual({});
    actor.send({ type: 'RETRY' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ id: 9, version: 1, ...central });
    expect(submitValues).toHaveBeenCalledTimes(2);
  });

  it('reloads an edit form refused as changed meanwhile, with the values and no refusal left', async () => {
    const saved = { ...central, city: 'York' };
    let loads = 0;
    const { actor, loadValues } = start({
      load: true,
      loadValues: async () => (++loads === 1 ? central : saved),
      submitValues: async () => {
        throw apiError(409, 'CHANGED_MEANWHILE', 'It was changed by someone else.');
      },
      // A form that shows this refusal under a field: the reloaded form shows it no more.
      fieldErrorsFrom: (error) => ({ name: serverMessage(error) }),
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send(fieldChanged<LibraryValues, 'name'>('name', 'Central Annex'));
    actor.send({ type: 'SUBMIT' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(formErrors(failed.context).name?.key).toBe('validation.server');

    actor.send({ type: 'RELOAD' });
    const reloaded = await waitFor(actor, (s) => s.matches('editing'));
    expect(loadValues).toHaveBeenCalledTimes(2);
    expect(reloaded.context.values).toEqual(saved);
    expect(reloaded.context.error).toBeNull();
    expect(formErrors(reloaded.context)).toEqual({});
  });

  it('has nothing to reload in a new form', async () => {
    const { actor, loadValues } = start({
      submitValues: async () => {
        throw apiError(500);
      },
    });
    fill(actor, central);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().can({ type: 'RELOAD' })).toBe(false);
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(loadValues).not.toHaveBeenCalled();
  });

  it('refuses to submit when an edit after a failure breaks a rule', async () => {
    const { actor } = start({
      submitValues: async () => {
        throw apiError(500);
      },
    });
    fill(actor, central);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send(fieldChanged<LibraryValues, 'name'>('name', ''));
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    expect(formErrors(actor.getSnapshot().context).name).toEqual({ key: 'validation.required' });
  });

  it('fails clearly without its actors', async () => {
    const actor = createActor(formMachine, {
      input: { initialValues: { a: 'x' }, validate: () => ({}) },
    }).start();
    actor.send({ type: 'SUBMIT' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error?.message).toMatch(/"submitValues" actor is not provided/);
  });
});
