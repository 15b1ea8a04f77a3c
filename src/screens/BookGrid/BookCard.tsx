import { memo } from 'react';
import type { components } from '../../api/schema';
import { useT } from '../../i18n';
import { isBorrowable } from '../../machines/borrow.machine';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Chip } from '../../ui/Chip/Chip';
import { CancelIcon } from '../../ui/Icon/icons/Cancel';
import { CheckIcon } from '../../ui/Icon/icons/Check';
import { ImageIcon } from '../../ui/Icon/icons/Image';
import * as styles from './BookGrid.css';
import { coverSource } from '../shared/coverSource';
import { cutDescription } from './bookView';
import '../../i18n/en/bookGrid';

type Book = components['schemas']['Book'];

export interface BookCardProps {
  book: Book;
  onDetails: (book: Book) => void;
  onBorrow: (book: Book) => void;
}

/** 'Available' when the book is marked available and has a copy left, else 'Unavailable'. */
export function AvailabilityChip({ book, id }: { book: Book; id?: string }) {
  const t = useT();
  const available = isBorrowable(book);
  return (
    <span id={id}>
      <Chip
        part="chip"
        tone={available ? 'success' : 'warn'}
        icon={available ? <CheckIcon size={16} /> : <CancelIcon size={16} />}
      >
        {available ? t('bookGrid.available') : t('bookGrid.unavailable')}
      </Chip>
    </span>
  );
}

/**
 * One book of the grid: the cover (200px high) or a placeholder, the title, Author and ISBN, the
 * description cut to 100 characters and clamped to three lines, the availability chip, Details and
 * Borrow (disabled when the book cannot be borrowed).
 */
/** Memoised: the grid re-renders its cards in the background, and most of them do not change. */
export const BookCard = memo(function BookCard({ book, onDetails, onBorrow }: BookCardProps) {
  const t = useT();
  const cover = coverSource(book);
  const chipId = `book-${book.id}-availability`;
  const borrowable = isBorrowable(book);
  return (
    <Card
      as="article"
      part="card"
      className={styles.card}
      title={book.title}
      media={
        cover ? (
          <img
            className={styles.cover}
            part="cover"
            src={cover}
            alt={t('bookGrid.coverOf', { title: book.title })}
            decoding="async"
            loading="lazy"
          />
        ) : (
          <div className={`${styles.cover} ${styles.placeholder}`} part="cover">
            <ImageIcon size={48} />
            <span>{t('bookGrid.noImage')}</span>
          </div>
        )
      }
      actions={
        <>
          <Button
            variant="secondary"
            aria-label={t('bookGrid.detailsOf', { title: book.title })}
            aria-haspopup="dialog"
            onClick={() => onDetails(book)}
          >
            {t('bookGrid.details')}
          </Button>
          <Button
            disabled={!borrowable}
            aria-label={t('bookGrid.borrowTitle', { title: book.title })}
            aria-describedby={chipId}
            aria-haspopup="dialog"
            onClick={() => onBorrow(book)}
          >
            {t('bookGrid.borrow')}
          </Button>
        </>
      }
    >
      <dl className={styles.facts}>
        <dt>{t('bookGrid.author')}</dt>
        <dd>{book.author}</dd>
        <dt>{t('bookGrid.isbn')}</dt>
        <dd>{book.isbn}</dd>
      </dl>
      <p className={styles.description}>{cutDescription(book.description)}</p>
      <AvailabilityChip book={book} id={chipId} />
    </Card>
  );
});
