import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { getApi } from '../../api/config';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/schema';
import { formatMediumDate, useT } from '../../i18n';
import { createResourceListMachine } from '../../machines/resourceList.machine';
import { canReview, reviewMachine, type ReviewField } from '../../machines/review.machine';
import { REVIEW_CONTENT_MAX, REVIEW_TITLE_MAX, visibleErrors } from '../../machines/validation';
import { Button } from '../../ui/Button/Button';
import { Chip } from '../../ui/Chip/Chip';
import { Dialog } from '../../ui/Dialog/Dialog';
import { Select } from '../../ui/Select/Select';
import { StatusMessage } from '../../ui/StatusMessage/StatusMessage';
import { TextField } from '../../ui/TextField/TextField';
import { Tooltip } from '../../ui/Tooltip/Tooltip';
import { ListStates } from '../shared/ListStates';
import { memberScreen } from '../shared/memberScreen';
import { memberErrorText } from '../shared/memberErrorText';
import * as screen from '../shared/memberScreen.css';
import { RentalCard } from '../shared/RentalCard';
import { validationText } from '../shared/validationText';
import { textFieldsOf } from '../shared/textFieldsOf';
import { Stars } from '../../ui/Stars/Stars';
import * as styles from './RentalHistory.css';
import { visuallyHidden } from '../../ui/common.css';
import { useReloadWhenStale } from '../shared/useReloadWhenStale';
import { submitForm } from '../shared/submitForm';
import { keepDraft, readDraft } from '../../auth/drafts';
import { useActorEvent } from '../shared/useActorEvent';
import '../../i18n/en/common';
import '../../i18n/en/rentalHistory';
import '../../i18n/en/reviewDialog';

type Rental = components['schemas']['Rental'];
type Review = components['schemas']['Review'];

const historyList = createResourceListMachine<Rental>();

const fetchHistory = fromPromise<Rental[], void>(() =>
  unwrap(getApi().GET('/api/rentals/history')),
);

const createReview = fromPromise<Review, components['schemas']['ReviewCreate']>(({ input }) =>
  unwrap(getApi().POST('/api/reviews', { body: input })),
);

/** A rental is its member's alone, so its id names a draft of its review for nobody else. */
const draftOf = (rental: Rental) => `review:${rental.rentalId}`;

const RATINGS = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: String(n) }));

/** The review's rating, its text in a tooltip the stars open on hover and focus. */
function ReviewStars({ rating, review }: { rating: number; review: string | null }) {
  const t = useT();
  const stars = (
    <Stars
      rating={rating}
      label={t('rentalHistory.stars', { rating })}
      className={styles.stars}
      tabIndex={0}
    />
  );
  return review ? (
    <>
      <Tooltip content={review}>{stars}</Tooltip>
      {/* Read in its place too: a screen reader's reading mode opens no tooltip. */}
      <span className={visuallyHidden}>{review}</span>
    </>
  ) : (
    stars
  );
}

/**
 * The member's rental history: a card per rental (title, author, rented on, returned on or 'Not
 * returned yet', status) with the review's stars (its text in a tooltip) or 'Review & Rate', which
 * opens 'Write a Review'. The review is sent with the signed-in member's id.
 */
export const RentalHistory = memberScreen(RentalHistoryList, 'rentalHistory.heading');

function RentalHistoryList({ userId }: { userId: number }) {
  const t = useT();
  const list = useActorRef(historyList.provide({ actors: { fetchItems: fetchHistory } }));
  const reviews = useActorRef(reviewMachine.provide({ actors: { createReview } }), {
    input: { userId },
  });
  const listState = useSelector(list, (s) => s);
  const reviewState = useSelector(reviews, (s) => s);
  // Reviews written here, shown at once on their cards without reloading the list.
  const [written, setWritten] = useState<Record<number, Review>>({});

  useActorEvent(reviews, 'reviewCreated', ({ rental, review }) => {
    keepDraft(draftOf(rental), null);
    setWritten((current) => ({ ...current, [rental.rentalId]: review }));
  });

  const items = listState.context.items.map((item): Rental => {
    const review = written[item.rentalId];
    return review
      ? { ...item, reviewId: review.id, rating: review.rating, reviewContent: review.content }
      : item;
  });
  const loading = listState.matches('loading');
  const { rental, values, errors, touched, error } = reviewState.context;
  useReloadWhenStale(list, error);
  const dialogOpen = reviewState.matches('dialog');
  const submitting = reviewState.matches({ dialog: 'submitting' });
  const shown = visibleErrors(errors, touched);

  // The dialog's text outlives the screen until it is sent or cancelled (see `drafts.ts`).
  useEffect(() => {
    if (rental && dialogOpen) keepDraft(draftOf(rental), values);
  }, [rental, dialogOpen, values]);
  const cancel = () => {
    if (rental) keepDraft(draftOf(rental), null);
    reviews.send({ type: 'CANCEL' });
  };
  const blur = (field: ReviewField) => () => reviews.send({ type: 'FIELD_BLURRED', field });
  const textField = textFieldsOf(reviews, values, shown);

  const body = (
    <ListStates
      state={listState}
      loadFailed={t('rentalHistory.loadFailed')}
      onRetry={() => list.send({ type: 'RETRY' })}
      empty={t('rentalHistory.empty')}
    >
      <ul className={screen.list} aria-busy={loading || undefined}>
        {items.map((item) => (
          <RentalCard
            key={item.rentalId}
            rental={item}
            waiting={t('rentalHistory.reviewAfterDelivery')}
            action={(waitingId) =>
              item.reviewId !== null && item.rating !== null ? (
                <ReviewStars rating={item.rating} review={item.reviewContent} />
              ) : (
                <Button
                  variant="secondary"
                  disabled={!canReview(item)}
                  aria-describedby={waitingId}
                  aria-haspopup="dialog"
                  onClick={() =>
                    reviews.send({ type: 'OPEN', rental: item, draft: readDraft(draftOf(item)) })
                  }
                >
                  {t('rentalHistory.reviewAndRate')}
                  <span className={visuallyHidden}> {item.bookTitle}</span>
                </Button>
              )
            }
            rows={[
              [t('rentalHistory.author'), item.bookAuthor],
              [t('rentalHistory.rentedOn'), formatMediumDate(item.rentedAt)],
              [
                t('rentalHistory.returnedOn'),
                item.returnedAt
                  ? formatMediumDate(item.returnedAt)
                  : t('rentalHistory.notReturned'),
              ],
              [t('rentalHistory.status'), <Chip key="status">{item.status}</Chip>],
            ]}
          />
        ))}
      </ul>
    </ListStates>
  );

  return (
    <section className={screen.screen} part="screen" aria-labelledby="rental-history-heading">
      <h2 id="rental-history-heading" className={screen.heading}>
        {t('rentalHistory.heading')}
      </h2>
      {reviewState.matches('succeeded') && (
        <StatusMessage tone="success" onDismiss={() => reviews.send({ type: 'DISMISS' })}>
          {t('reviewDialog.submitted')}
        </StatusMessage>
      )}
      {body}
      <Dialog
        open={dialogOpen}
        onClose={() => !submitting && cancel()}
        title={t('reviewDialog.title')}
        description={rental?.bookTitle}
        onSubmit={(event) => submitForm(event, reviews)}
        closeOnBackdrop={!submitting}
        actions={
          <>
            <Button variant="text" disabled={submitting} onClick={cancel}>
              {t('reviewDialog.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {t('reviewDialog.submit')}
            </Button>
          </>
        }
      >
        <div className={screen.dialogFields}>
          <Select
            label={t('reviewDialog.rating')}
            name="rating"
            required
            placeholder={t('reviewDialog.chooseRating')}
            options={RATINGS}
            value={values.rating === null ? '' : String(values.rating)}
            disabled={submitting}
            error={validationText(shown.rating)}
            onChange={(value) =>
              reviews.send({
                type: 'FIELD_CHANGED',
                field: 'rating',
                value: value === '' ? null : Number(value),
              })
            }
            onBlur={blur('rating')}
          />
          <TextField
            label={t('reviewDialog.reviewTitle')}
            required
            maxLength={REVIEW_TITLE_MAX}
            disabled={submitting}
            {...textField('title')}
          />
          <TextField
            label={t('reviewDialog.content')}
            required
            multiline
            rows={5}
            maxLength={REVIEW_CONTENT_MAX}
            disabled={submitting}
            {...textField('content')}
          />
          {reviewState.matches({ dialog: 'failed' }) && error && (
            <StatusMessage tone="error">
              {t('reviewDialog.failed')} {memberErrorText(error)}
            </StatusMessage>
          )}
        </div>
      </Dialog>
    </section>
  );
}
