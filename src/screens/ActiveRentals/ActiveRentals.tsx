import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { getApi } from '../../api/config';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/schema';
import { formatMediumDate, useT } from '../../i18n';
import { createResourceListMachine } from '../../machines/resourceList.machine';
import { lastBookable } from '../../machines/dates';
import { canRequestReturn, returnMachine } from '../../machines/return.machine';
import type { Clock } from '../../machines/support';
import { validateReturn } from '../../machines/validation';
import { Button } from '../../ui/Button/Button';
import { Chip } from '../../ui/Chip/Chip';
import { DateField } from '../../ui/DateField/DateField';
import { Dialog } from '../../ui/Dialog/Dialog';
import { StatusMessage } from '../../ui/StatusMessage/StatusMessage';
import { validationText } from '../shared/validationText';
import { memberErrorText } from '../shared/memberErrorText';
import { ListStates } from '../shared/ListStates';
import { memberScreen } from '../shared/memberScreen';
import * as styles from '../shared/memberScreen.css';
import { visuallyHidden } from '../../ui/common.css';
import { RentalCard } from '../shared/RentalCard';
import { useReloadWhenStale } from '../shared/useReloadWhenStale';
import { useActorEvent } from '../shared/useActorEvent';
import '../../i18n/en/activeRentals';
import '../../i18n/en/common';
import '../../i18n/en/returnDialog';

type Rental = components['schemas']['Rental'];

const rentalList = createResourceListMachine<Rental>();

const fetchActive = fromPromise<Rental[], void>(() => unwrap(getApi().GET('/api/rentals/active')));

const requestReturn = fromPromise<Rental, components['schemas']['ReturnRequest']>(({ input }) =>
  unwrap(
    getApi().POST('/api/rentals/{rentalId}/return', {
      params: { path: { rentalId: input.rentalId } },
      body: input,
    }),
  ),
);

export interface ActiveRentalsProps {
  /** "Today" for the pickup date (stories and tests); the system clock by default. */
  clock?: Clock;
}

/**
 * The member's active rentals: a card per rental (title, author, rented on, status) with 'Return
 * Book', enabled only for a delivered (ACTIVE) rental. Return opens 'Select Pickup Date'; the
 * answer shows as a status message and the list reloads.
 */
export const ActiveRentals = memberScreen<ActiveRentalsProps>(
  ActiveRentalsList,
  'activeRentals.heading',
  true, // the server answers for the token's member
);

function ActiveRentalsList({ clock }: ActiveRentalsProps) {
  const t = useT();
  const list = useActorRef(rentalList.provide({ actors: { fetchItems: fetchActive } }));
  const returns = useActorRef(returnMachine.provide({ actors: { requestReturn } }), {
    input: { clock },
  });
  const listState = useSelector(list, (s) => s);
  const returnState = useSelector(returns, (s) => s);

  useActorEvent(returns, 'returnRequested', () => list.send({ type: 'RELOAD' }));

  const items = listState.context.items;
  const loading = listState.matches('loading');
  const { rental, pickupDate, edited, today, error } = returnState.context;
  useReloadWhenStale(list, error);
  const dialogOpen = returnState.matches('dialog');
  const submitting = returnState.matches({ dialog: 'submitting' });
  // Nothing to say before the member picks a date; an emptied one is required.
  const dateError = edited
    ? validationText(validateReturn({ pickupDate }, today).pickupDate)
    : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    returns.send({ type: 'OK' });
  }

  const body = (
    <ListStates
      state={listState}
      loadFailed={t('activeRentals.loadFailed')}
      onRetry={() => list.send({ type: 'RETRY' })}
      empty={t('activeRentals.empty')}
    >
      <ul className={styles.list} aria-busy={loading || undefined}>
        {items.map((item) => (
          <RentalCard
            key={item.rentalId}
            rental={item}
            waiting={t('activeRentals.returnAfterDelivery')}
            action={(waitingId) => (
              <Button
                disabled={!canRequestReturn(item)}
                aria-describedby={waitingId}
                aria-haspopup="dialog"
                onClick={() => returns.send({ type: 'OPEN', rental: item })}
              >
                {t('activeRentals.returnBook')}
                {/* Each card's button is named for its book, not "Return Book" again and again. */}
                <span className={visuallyHidden}> {item.bookTitle}</span>
              </Button>
            )}
            rows={[
              [t('activeRentals.author'), item.bookAuthor],
              [t('activeRentals.rentedOn'), formatMediumDate(item.rentedAt)],
              // Its return asked (Return Book is off), or not delivered yet: the day the member
              // chose for the pickup, or for the delivery.
              item.pickupDate
                ? [t('activeRentals.pickupOn'), formatMediumDate(item.pickupDate)]
                : item.status === 'PENDING_DELIVERY' && [
                    t('activeRentals.deliveryOn'),
                    formatMediumDate(item.rentalDate),
                  ],
              [t('activeRentals.status'), <Chip key="status">{item.status}</Chip>],
            ]}
          />
        ))}
      </ul>
    </ListStates>
  );

  return (
    <section className={styles.screen} part="screen" aria-labelledby="active-rentals-heading">
      <h2 id="active-rentals-heading" className={styles.heading}>
        {t('activeRentals.heading')}
      </h2>
      {returnState.matches('succeeded') && (
        <StatusMessage tone="success" onDismiss={() => returns.send({ type: 'DISMISS' })}>
          {t('activeRentals.returnSubmitted')}
        </StatusMessage>
      )}
      {returnState.matches('refused') && error && (
        <StatusMessage tone="error" onDismiss={() => returns.send({ type: 'DISMISS' })}>
          {t('activeRentals.returnFailed')} {memberErrorText(error)}
        </StatusMessage>
      )}
      {body}
      <Dialog
        open={dialogOpen}
        onClose={() => !submitting && returns.send({ type: 'CANCEL' })}
        title={t('returnDialog.title')}
        width={350}
        onSubmit={submit}
        closeOnBackdrop={!submitting}
        actions={
          <>
            <Button
              variant="text"
              disabled={submitting}
              onClick={() => returns.send({ type: 'CANCEL' })}
            >
              {t('returnDialog.cancel')}
            </Button>
            <Button
              type="submit"
              loading={submitting}
              disabled={!submitting && !returnState.can({ type: 'OK' })}
            >
              {t('returnDialog.ok')}
            </Button>
          </>
        }
      >
        <div className={styles.dialogFields}>
          {rental && <p className={styles.muted}>{rental.bookTitle}</p>}
          <DateField
            label={t('returnDialog.pickupDate')}
            name="pickupDate"
            required
            value={pickupDate}
            min={today || undefined}
            max={today ? lastBookable(today) : undefined}
            disabled={submitting}
            error={dateError}
            onChange={(date) => returns.send({ type: 'DATE_CHANGED', date })}
          />
          {returnState.matches({ dialog: 'failed' }) && error && (
            <StatusMessage tone="error">
              {t('activeRentals.returnFailed')} {memberErrorText(error)}
            </StatusMessage>
          )}
        </div>
      </Dialog>
    </section>
  );
}
