/**
 * Create and edit forms (book form, library form, address dialog): optionally load the values
 * (edit), edit them under a supplied pure validator, submit, and show the server's refusal.
 *
 * Errors show for a field once it was left (FIELD_BLURRED) or after TOUCH_ALL, which a view sends
 * when the user tries to submit an invalid form (SUBMIT itself is guarded; `can(SUBMIT)` is what
 * disables the library form's Update). `formErrors(context)` gives what to show.
 */
import { assertEvent, assign, emit, setup } from 'xstate';
import type { ApiError } from '../api/errors';
import { notProvided, toApiError } from './support';
import {
  hasErrors,
  touchAll,
  visibleErrors,
  type FieldErrors,
  type Touched,
  type ValidationMessage,
} from './validation';
import '../i18n/en/validation';

export interface FormInput<TValues> {
  /** The values of a new form, and the shape of the form while an edit form loads. */
  initialValues: TValues;
  validate: (values: TValues) => FieldErrors<TValues>;
  /** Edit forms: start by loading the values with the `loadValues` actor. */
  load?: boolean;
  /**
   * Field errors from a refusal of the server beyond the 400 that names a field first, which the
   * machine places itself (`namedFieldError`): a 413 that is a file field's, say.
   */
  fieldErrorsFrom?: (error: ApiError) => FieldErrors<TValues>;
}

export interface FormContext<TValues, TResult> {
  values: TValues;
  /** The client-side errors of the current values. */
  errors: FieldErrors<TValues>;
  /** Field errors from the server's last refusal; a field's entry goes when the field changes. */
  serverErrors: FieldErrors<TValues>;
  touched: Touched<TValues>;
  validate: (values: TValues) => FieldErrors<TValues>;
  fieldErrorsFrom: (error: ApiError) => FieldErrors<TValues>;
  shouldLoad: boolean;
  result: TResult | null;
  /** The failure of the last load or submit; its message is shown. */
  error: ApiError | null;
}

export type FormEvent<TValues> =
  | { type: 'FIELD_CHANGED'; field: keyof TValues; value: TValues[keyof TValues] }
  | { type: 'FIELD_BLURRED'; field: keyof TValues }
  | { type: 'TOUCH_ALL' }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'RELOAD' };

export type FormEmitted<TResult> = { type: 'submitted'; result: TResult };

/** A FIELD_CHANGED event whose value is checked against its field's type. */
export function fieldChanged<TValues, K extends keyof TValues>(
  field: K,
  value: TValues[K],
): FormEvent<TValues> {
  return { type: 'FIELD_CHANGED', field, value };
}

/** A field's message that is the server's own text. */
export const serverMessage = (error: ApiError): ValidationMessage => ({
  key: 'validation.server',
  params: { message: error.message },
});

/**
 * The server's 400 names the field it refuses first ('zipCode must …', 'image is not a JPEG
 * image.'): its text shows under that field of the form, `values` naming the fields.
 */
export function namedFieldError<TValues extends object>(
  error: ApiError,
  values: TValues,
): FieldErrors<TValues> {
  const field =
    error.status === 400 &&
    Object.keys(values).find((name) => new RegExp(`^${name}\\b`).test(error.message));
  return field ? ({ [field]: serverMessage(error) } as FieldErrors<TValues>) : {};
}

/**
 * Whether the last refusal's words show under a field of the form, so the form's failure message
 * need not repeat them.
 */
export function refusalOnField<TValues extends object>(
  context: Pick<FormContext<TValues, unknown>, 'error' | 'values' | 'fieldErrorsFrom'>,
): boolean {
  const { error } = context;
  if (!error) return false;
  const onFields = { ...namedFieldError(error, context.values), ...context.fieldErrorsFrom(error) };
  return Object.keys(onFields).length > 0;
}

/** What a view shows under each field: the touched fields' errors, then the server's. */
export function formErrors<TValues>(
  context: Pick<FormContext<TValues, unknown>, 'errors' | 'serverErrors' | 'touched'>,
): FieldErrors<TValues> {
  return { ...visibleErrors(context.errors, context.touched), ...context.serverErrors };
}

/** A form machine for values of type `TValues` whose submit answers `TResult`. */
export function createFormMachine<TValues extends object, TResult = unknown>() {
  return setup({
    types: {} as {
      input: FormInput<TValues>;
      context: FormContext<TValues, TResult>;
      events: FormEvent<TValues>;
      emitted: FormEmitted<TResult>;
      output: TResult | null;
    },
    actors: {
      loadValues: notProvided<TValues, void>(),
      submitValues: notProvided<TResult, { values: TValues }>(),
    },
    guards: {
      shouldLoad: ({ context }) => context.shouldLoad,
      isValid: ({ context }) => !hasErrors(context.errors),
    },
    actions: {
      assignLoaded: assign(({ context }, params: { values: TValues }) => ({
        values: params.values,
        errors: context.validate(params.values),
        serverErrors: {},
        touched: {},
        error: null,
      })),
      assignField: assign(({ context, event }) => {
        assertEvent(event, 'FIELD_CHANGED');
        const field = event.field;
        const values = { ...context.values, [field]: event.value };
        const { [field]: _cleared, ...serverErrors } = context.serverErrors;
        return {
          values,
          errors: context.validate(values),
          serverErrors: serverErrors as FieldErrors<TValues>,
        };
      }),
      assignTouched: assign(({ context, event }) => {
        assertEvent(event, 'FIELD_BLURRED');
        return { touched: { ...context.touched, [event.field]: true } };
      }),
      assignAllTouched: assign(({ context }) => ({ touched: touchAll(context.values) })),
      assignLoadError: assign((_, params: { error: unknown }) => ({
        error: toApiError(params.error),
      })),
      assignSubmitError: assign(({ context }, params: { error: unknown }) => {
        const error = toApiError(params.error);
        return {
          error,
          serverErrors: {
            ...namedFieldError(error, context.values),
            ...context.fieldErrorsFrom(error),
          },
          touched: touchAll(context.values),
        };
      }),
      clearError: assign({ error: null }),
      assignResult: assign((_, params: { result: TResult }) => ({
        result: params.result,
        error: null,
        serverErrors: {},
      })),
      emitSubmitted: emit(({ context }) => ({
        type: 'submitted' as const,
        result: context.result as TResult,
      })),
    },
  }).createMachine({
    id: 'form',
    context: ({ input }) => ({
      values: input.initialValues,
      errors: input.validate(input.initialValues),
      serverErrors: {},
      touched: {},
      validate: input.validate,
      fieldErrorsFrom: input.fieldErrorsFrom ?? (() => ({})),
      shouldLoad: input.load ?? false,
      result: null,
      error: null,
    }),
    initial: 'starting',
    output: ({ context }) => context.result,
    states: {
      starting: {
        always: [{ guard: 'shouldLoad', target: 'loading' }, { target: 'editing' }],
      },
      loading: {
        invoke: {
          src: 'loadValues',
          onDone: {
            target: 'editing',
            actions: { type: 'assignLoaded', params: ({ event }) => ({ values: event.output }) },
          },
          onError: {
            target: 'loadFailed',
            actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      loadFailed: { on: { RETRY: 'loading' } },
      editing: {
        on: {
          FIELD_CHANGED: { actions: 'assignField' },
          FIELD_BLURRED: { actions: 'assignTouched' },
          TOUCH_ALL: { actions: 'assignAllTouched' },
          SUBMIT: { guard: 'isValid', target: 'submitting' },
        },
      },
      submitting: {
        invoke: {
          src: 'submitValues',
          input: ({ context }) => ({ values: context.values }),
          onDone: {
            target: 'done',
            actions: [
              { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
              'emitSubmitted',
            ],
          },
          onError: {
            target: 'failed',
            actions: { type: 'assignSubmitError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      /** The server's message is shown; values and its field errors are kept. */
      failed: {
        on: {
          FIELD_CHANGED: { target: 'editing', actions: ['assignField', 'clearError'] },
          FIELD_BLURRED: { actions: 'assignTouched' },
          TOUCH_ALL: { actions: 'assignAllTouched' },
          SUBMIT: { guard: 'isValid', target: 'submitting' },
          RETRY: { guard: 'isValid', target: 'submitting' },
          // Changed by someone else meanwhile: an edit form loads the record as it is now.
          RELOAD: { guard: 'shouldLoad', target: 'loading' },
        },
      },
      /** Saved: the element navigates away or closes its dialog (output = the server's answer). */
      done: { type: 'final' },
    },
  });
}

export const formMachine = createFormMachine<Record<string, unknown>>();
