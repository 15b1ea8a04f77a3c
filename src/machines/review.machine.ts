/**
 * The member's 'Write a Review' dialog (issue 5 item 4): rating 1..5, title ≤ 100 and review
 * ≤ 2000, all required; Submit is accepted only when valid; the review is sent with the signed-in
 * member's id (not the spec's fixed id 1) and, on success, the card shows the stars.
 */
import { assertEvent, assign, emit, setup } from 'xstate';
import type { ApiError } from '../api/errors';
import type { components } from '../api/schema';
import { notProvided, toApiError } from './support';
import {
  hasErrors,
  touchAll,
  validateReview,
  type FieldErrors,
  type ReviewValues,
  type Touched,
} from './validation';

type Rental = components['schemas']['Rental'];
type Review = components['schemas']['Review'];
type ReviewCreate = components['schemas']['ReviewCreate'];

export interface ReviewInput {
  /** The signed-in member; null keeps the dialog from opening. */
  userId: number | null;
}

export interface ReviewContext {
  userId: number | null;
  rental: Rental | null;
  values: ReviewValues;
  /** Every broken rule of the current values; show them with `visibleErrors(errors, touched)`. */
  errors: FieldErrors<ReviewValues>;
  touched: Touched<ReviewValues>;
  review: Review | null;
  error: ApiError | null;
}

export type ReviewField = keyof ReviewValues;

export type ReviewEvent =
  /** `draft`: what the member wrote for this rental before, if anything (checked here). */
  | { type: 'OPEN'; rental: Rental; draft?: unknown }
  | { type: 'FIELD_CHANGED'; field: 'rating'; value: number | null }
  | { type: 'FIELD_CHANGED'; field: 'title' | 'content'; value: string }
  | { type: 'FIELD_BLURRED'; field: ReviewField }
  | { type: 'TOUCH_ALL' }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'CANCEL' }
  | { type: 'DISMISS' };

export type ReviewEmitted = { type: 'reviewCreated'; rental: Rental; review: Review };

const emptyValues: ReviewValues = { rating: null, title: '', content: '' };

/** Values of this dialog, as a draft kept from it is trusted to be (a rating the rules check). */
function isReviewValues(draft: unknown): draft is ReviewValues {
  const values = draft as ReviewValues | null;
  return (
    typeof values?.title === 'string' &&
    typeof values.content === 'string' &&
    (values.rating === null || typeof values.rating === 'number')
  );
}

/** A rental can be reviewed once, after the book was delivered (the server refuses otherwise). */
export function canReview(rental: Rental): boolean {
  return rental.reviewId === null && rental.status !== 'PENDING_DELIVERY';
}

export const reviewMachine = setup({
  types: {} as {
    input: ReviewInput;
    context: ReviewContext;
    events: ReviewEvent;
    emitted: ReviewEmitted;
  },
  actors: {
    createReview: notProvided<Review, ReviewCreate>(),
  },
  guards: {
    canOpen: ({ context, event }) => {
      assertEvent(event, 'OPEN');
      return context.userId !== null && canReview(event.rental);
    },
    isValid: ({ context }) => !hasErrors(context.errors),
  },
  actions: {
    assignRental: assign(({ event }) => {
      assertEvent(event, 'OPEN');
      const values = isReviewValues(event.draft) ? event.draft : emptyValues;
      return {
        rental: event.rental,
        values,
        errors: validateReview(values),
        touched: {},
        review: null,
        error: null,
      };
    }),
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD_CHANGED');
      const values = { ...context.values, [event.field]: event.value };
      return { values, errors: validateReview(values), error: null };
    }),
    assignTouched: assign(({ context, event }) => {
      assertEvent(event, 'FIELD_BLURRED');
      return { touched: { ...context.touched, [event.field]: true } };
    }),
    assignAllTouched: assign(({ context }) => ({ touched: touchAll(context.values) })),
    assignReview: assign((_, params: { review: Review }) => ({
      review: params.review,
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    clear: assign({
      rental: null,
      values: emptyValues,
      errors: {},
      touched: {},
      review: null,
      error: null,
    }),
    emitReviewCreated: emit(({ context }) => ({
      type: 'reviewCreated' as const,
      rental: context.rental!,
      review: context.review!,
    })),
  },
}).createMachine({
  id: 'review',
  context: ({ input }) => ({
    userId: input.userId,
    rental: null,
    values: emptyValues,
    errors: {},
    touched: {},
    review: null,
    error: null,
  }),
  initial: 'idle',
  on: {
    OPEN: { guard: 'canOpen', target: '.dialog', actions: 'assignRental' },
  },
  states: {
    idle: {},
    dialog: {
      initial: 'editing',
      on: { OPEN: {} },
      states: {
        editing: {
          on: {
            FIELD_CHANGED: { actions: 'assignField' },
            FIELD_BLURRED: { actions: 'assignTouched' },
            TOUCH_ALL: { actions: 'assignAllTouched' },
            SUBMIT: { guard: 'isValid', target: 'submitting' },
            CANCEL: { target: '#review.idle', actions: 'clear' },
          },
        },
        submitting: {
          invoke: {
            src: 'createReview',
            input: ({ context }) => ({
              userId: context.userId!,
              bookId: context.rental!.bookId,
              rentalId: context.rental!.rentalId,
              rating: context.values.rating!,
              title: context.values.title.trim(),
              content: context.values.content.trim(),
            }),
            onDone: {
              target: '#review.succeeded',
              actions: [
                { type: 'assignReview', params: ({ event }) => ({ review: event.output }) },
                'emitReviewCreated',
              ],
            },
            onError: {
              target: 'failed',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** The server's refusal is shown in the dialog; the member may retry or edit. */
        failed: {
          on: {
            RETRY: { guard: 'isValid', target: 'submitting' },
            SUBMIT: { guard: 'isValid', target: 'submitting' },
            FIELD_CHANGED: { target: 'editing', actions: 'assignField' },
            FIELD_BLURRED: { actions: 'assignTouched' },
            CANCEL: { target: '#review.idle', actions: 'clear' },
          },
        },
      },
    },
    /** The card shows the stars (the element updates it from `reviewCreated`). */
    succeeded: {
      on: { DISMISS: { target: 'idle', actions: 'clear' } },
    },
  },
});
