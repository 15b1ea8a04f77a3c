import { useActorRef, useSelector } from '@xstate/react';
import type { components } from '../../api/schema';
import { formatMediumDate, useT } from '../../i18n';
import { createResourceListMachine } from '../../machines/resourceList.machine';
import { Button } from '../../ui/Button/Button';
import { Dialog } from '../../ui/Dialog/Dialog';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { LoadingState } from '../../ui/Spinner/Spinner';
import { AvailabilityChip } from './BookCard';
import { Stars } from '../../ui/Stars/Stars';
import * as styles from './BookGrid.css';
import { coverSource } from '../shared/coverSource';
import { fetchReviews } from './catalogApi';
import '../../i18n/en/bookDetails';
import '../../i18n/en/bookGrid';
import '../../i18n/en/common';

type Book = components['schemas']['Book'];
type Review = components['schemas']['Review'];

const reviewListMachine = createResourceListMachine<Review>();

export interface BookDetailsDialogProps {
  book: Book;
  open: boolean;
  onClose: () => void;
}

/**
 * Details of one book (DESIGN.md section 3): the cover, the full description, the category, the
 * average rating and the reviews (`GET /api/books/{id}/reviews`). Mount it keyed by the book's id.
 */
export function BookDetailsDialog({ book, open, onClose }: BookDetailsDialogProps) {
  const t = useT();
  const reviews = useActorRef(
    reviewListMachine.provide({ actors: { fetchItems: fetchReviews(book.id) } }),
  );
  const items = useSelector(reviews, (s) => s.context.items);
  const status = useSelector(reviews, (s) =>
    s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'done',
  );
  const cover = coverSource(book);
  const rating = book.averageRating ?? null;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={book.title}
      width={560}
      actions={<Button onClick={onClose}>{t('bookDetails.close')}</Button>}
    >
      {/* One tab stop for the content, so that the keyboard can scroll a long one. */}
      <div
        className={styles.detailsContent}
        tabIndex={0}
        role="region"
        aria-label={t('bookDetails.title')}
      >
        <div className={styles.detailsHead}>
          {cover && (
            <img
              className={styles.detailsCover}
              src={cover}
              alt={t('bookGrid.coverOf', { title: book.title })}
            />
          )}
          <dl className={styles.facts}>
            <dt>{t('bookDetails.author')}</dt>
            <dd>{book.author}</dd>
            <dt>{t('bookDetails.isbn')}</dt>
            <dd>{book.isbn}</dd>
            <dt>{t('bookDetails.category')}</dt>
            <dd>{book.categoryName || t('bookDetails.uncategorized')}</dd>
            <dt>{t('bookDetails.averageRating')}</dt>
            <dd>
              {rating === null ? (
                t('bookDetails.noRating')
              ) : (
                <>
                  <Stars rating={rating} />{' '}
                  {t('bookDetails.ratingValue', { rating: formatRating(rating) })}
                  {book.reviewCount !== undefined && (
                    <>
                      {' '}
                      {book.reviewCount === 1
                        ? t('bookDetails.reviewCountOne')
                        : t('bookDetails.reviewCount', { count: book.reviewCount })}
                    </>
                  )}
                </>
              )}
            </dd>
          </dl>
          <div className={styles.detailsChip}>
            <AvailabilityChip book={book} />
          </div>
        </div>
        <section aria-labelledby={`book-${book.id}-description`}>
          <h3 id={`book-${book.id}-description`} className={styles.detailsHeading}>
            {t('bookDetails.description')}
          </h3>
          <p className={styles.fullDescription}>{book.description}</p>
        </section>
        <section aria-labelledby={`book-${book.id}-reviews`} aria-busy={status === 'loading'}>
          <h3 id={`book-${book.id}-reviews`} className={styles.detailsHeading}>
            {t('bookDetails.reviews')}
          </h3>
          {status === 'loading' && <LoadingState label={t('bookDetails.loadingReviews')} />}
          {status === 'failed' && (
            <ErrorState onRetry={() => reviews.send({ type: 'RETRY' })}>
              {t('bookDetails.reviewsFailed')}
            </ErrorState>
          )}
          {status === 'done' && items.length === 0 && (
            <EmptyState icon={null}>{t('bookDetails.noReviews')}</EmptyState>
          )}
          {status === 'done' && items.length > 0 && (
            <ul className={styles.reviews}>
              {items.map((review) => (
                <li key={review.id} className={styles.review}>
                  <h4 className={styles.reviewTitle}>{review.title}</h4>
                  <Stars
                    rating={review.rating}
                    label={t('bookDetails.reviewRating', { rating: review.rating })}
                  />
                  <p className={styles.reviewText}>{review.content}</p>
                  <p className={styles.reviewMeta}>
                    {t('bookDetails.reviewBy', {
                      name: review.userName || t('bookDetails.anonymous'),
                      date: formatMediumDate(review.createdAt),
                    })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Dialog>
  );
}

function formatRating(rating: number): string {
  return new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(rating);
}
