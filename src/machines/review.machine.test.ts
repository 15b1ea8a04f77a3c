import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { components } from '../api/schema';
import { canReview, reviewMachine, type ReviewEmitted } from './review.machine';
import { apiError, deferred, rental } from './testing';
import { visibleErrors } from './validation';

type Review = components['schemas']['Review'];
type ReviewCreate = components['schemas']['ReviewCreate'];

const returned = rental({ status: 'RETURNED', returnedAt: '2026-03-05T10:00:00.000Z' });

function reviewFrom(input: ReviewCreate): Review {
  return {
    id: 40,
    userId: input.userId,
    bookId: input.bookId,
    rentalId: input.rentalId ?? 0,
    rating: input.rating,
    title: input.title,
    content: input.content,
    createdAt: '2026-03-10T10:00:00.000Z',
  };
}

function start(
  options: { userId?: number | null; createReview?: (input: ReviewCreate) => Promise<Review> } = {},
) {
  const createReview = vi.fn(options.createReview ?? (async (input) => reviewFrom(input)));
  const actor = createActor(
    reviewMachine.provide({
      actors: { createReview: fromPromise(({ input }) => createReview(input)) },
    }),
    { input: { userId: options.userId === undefined ? 5 : options.userId } },
  );
  const emitted: ReviewEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, createReview };
}

type Actor = ReturnType<typeof start>['actor'];

function fillValid(actor: Actor) {
  actor.send({ type: 'FIELD_CHANGED', field: 'rating', value: 4 });
  actor.send({ type: 'FIELD_CHANGED', field: 'title', value: 'Worth it' });
  actor.send({ type: 'FIELD_CHANGED', field: 'content', value: 'A slow, rich novel.' });
}

const editing = { dialog: 'editing' } as const;

describe('reviewMachine', () => {
  it('opens only for an unreviewed, delivered rental of a signed-in member', () => {
    expect(canReview(rental({ reviewId: 2, rating: 5 }))).toBe(false);
    expect(canReview(rental({ status: 'PENDING_DELIVERY' }))).toBe(false);
    expect(canReview(returned)).toBe(true);
    expect(canReview(rental({ status: 'ACTIVE' }))).toBe(true);

    const signedOut = start({ userId: null });
    expect(signedOut.actor.getSnapshot().can({ type: 'OPEN', rental: returned })).toBe(false);

    const { actor } = start();
    actor.send({ type: 'OPEN', rental: rental({ reviewId: 2 }) });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'OPEN', rental: returned });
    expect(actor.getSnapshot().matches(editing)).toBe(true);
  });

  it('starts empty with every rule broken but no error shown until a field is left', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN', rental: returned });
    const { context } = actor.getSnapshot();
    expect(context.values).toEqual({ rating: null, title: '', content: '' });
    expect(Object.keys(context.errors).sort()).toEqual(['content', 'rating', 'title']);
    expect(visibleErrors(context.errors, context.touched)).toEqual({});
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);

    actor.send({ type: 'FIELD_BLURRED', field: 'title' });
    const shown = actor.getSnapshot().context;
    expect(visibleErrors(shown.errors, shown.touched)).toEqual({
      title: { key: 'validation.required' },
    });

    actor.send({ type: 'TOUCH_ALL' });
    const all = actor.getSnapshot().context;
    expect(Object.keys(visibleErrors(all.errors, all.touched)).sort()).toEqual([
      'content',
      'rating',
      'title',
    ]);
  });

  it('validates the limits and counts characters', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN', rental: returned });
    fillValid(actor);
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true);

    actor.send({ type: 'FIELD_CHANGED', field: 'title', value: 't'.repeat(101) });
    expect(actor.getSnapshot().context.errors.title).toEqual({
      key: 'validation.maxLength',
      params: { max: 100 },
    });
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);

    actor.send({ type: 'FIELD_CHANGED', field: 'title', value: 't'.repeat(100) });
    actor.send({ type: 'FIELD_CHANGED', field: 'content', value: 'c'.repeat(2001) });
    expect(actor.getSnapshot().context.errors).toEqual({
      content: { key: 'validation.maxLength', params: { max: 2000 } },
    });

    actor.send({ type: 'FIELD_CHANGED', field: 'content', value: 'c'.repeat(2000) });
    actor.send({ type: 'FIELD_CHANGED', field: 'rating', value: null });
    expect(actor.getSnapshot().context.errors).toEqual({ rating: { key: 'validation.required' } });
  });

  it('submits with the signed-in member id and the rental, then shows the stars', async () => {
    const { actor, emitted, createReview } = start({ userId: 42 });
    actor.send({ type: 'OPEN', rental: returned });
    fillValid(actor);
    actor.send({ type: 'FIELD_CHANGED', field: 'title', value: '  Worth it  ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ dialog: 'submitting' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'CANCEL' })).toBe(false);

    const done = await waitFor(actor, (s) => s.matches('succeeded'));
    const sent: ReviewCreate = {
      userId: 42,
      bookId: 7,
      rentalId: 11,
      rating: 4,
      title: 'Worth it',
      content: 'A slow, rich novel.',
    };
    expect(createReview).toHaveBeenCalledWith(sent);
    expect(done.context.review).toEqual(reviewFrom(sent));
    expect(emitted).toEqual([
      { type: 'reviewCreated', rental: returned, review: reviewFrom(sent) },
    ]);

    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('shows a refused review and retries it', async () => {
    const attempts = [deferred<Review>(), deferred<Review>()];
    let call = 0;
    const { actor, createReview } = start({ createReview: () => attempts[call++]!.promise });
    actor.send({ type: 'OPEN', rental: returned });
    fillValid(actor);
    actor.send({ type: 'SUBMIT' });
    attempts[0]!.reject(apiError(0, 'NETWORK', 'Cannot reach the server.'));
    const failed = await waitFor(actor, (s) => s.matches({ dialog: 'failed' }));
    expect(failed.context.error?.message).toBe('Cannot reach the server.');
    expect(failed.context.values.title).toBe('Worth it');

    actor.send({ type: 'RETRY' });
    attempts[1]!.resolve(reviewFrom({ userId: 5, bookId: 7, rating: 4, title: 't', content: 'c' }));
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(createReview).toHaveBeenCalledTimes(2);
  });

  it('goes back to editing when a field changes after a failure, and cancels', async () => {
    const { actor } = start({
      createReview: async () => {
        throw apiError(409, 'CONFLICT', 'This rental already has a review');
      },
    });
    actor.send({ type: 'OPEN', rental: returned });
    fillValid(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ dialog: 'failed' }));
    expect(actor.getSnapshot().context.error?.status).toBe(409);
    actor.send({ type: 'FIELD_CHANGED', field: 'rating', value: 5 });
    expect(actor.getSnapshot().matches(editing)).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.values).toEqual({ rating: null, title: '', content: '' });
  });

  it('reopens empty for the next rental', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN', rental: returned });
    fillValid(actor);
    expect(actor.getSnapshot().can({ type: 'OPEN', rental: rental({ rentalId: 12 }) })).toBe(false);
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'OPEN', rental: rental({ rentalId: 12 }) });
    expect(actor.getSnapshot().context.values.title).toBe('');
    expect(actor.getSnapshot().context.rental?.rentalId).toBe(12);
  });

  it('opens with a draft kept from before, checked like typed values', () => {
    const { actor } = start();
    const draft = { rating: 4, title: 'Kept', content: 'Written before the session ended.' };
    actor.send({ type: 'OPEN', rental: returned, draft });
    expect(actor.getSnapshot().context.values).toEqual(draft);
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true);
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'OPEN', rental: returned, draft: { rating: 9, title: '', content: 'x' } });
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
  });

  it.each([null, 'text', { title: 1 }, { rating: '5', title: 'T', content: 'C' }])(
    'opens empty when what was kept is not a draft of it (%j)',
    (draft) => {
      const { actor } = start();
      actor.send({ type: 'OPEN', rental: returned, draft });
      expect(actor.getSnapshot().context.values).toEqual({ rating: null, title: '', content: '' });
    },
  );
});
