import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { getApi } from '../../api/config';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/schema';
import { formatMediumDate, useT } from '../../i18n';
import { createResourceListMachine } from '../../machines/resourceList.machine';
import { Card } from '../../ui/Card/Card';
import { Chip } from '../../ui/Chip/Chip';
import { ListStates } from '../shared/ListStates';
import { memberScreen } from '../shared/memberScreen';
import * as screen from '../shared/memberScreen.css';
import { Facts } from '../shared/RentalCard';
import { useReloadWhenStale } from '../shared/useReloadWhenStale';
import '../../i18n/en/requests';

type RentalRequest = components['schemas']['RentalRequest'];

const requestList = createResourceListMachine<RentalRequest>();

const fetchRequests = fromPromise<RentalRequest[], void>(() =>
  unwrap(getApi().GET('/api/rentals/my-requests')),
);

/**
 * 'My Book Requests': the member's rentals awaiting delivery or pickup. 'Loading requests...',
 * then a card per request (title, 'by' author, Rented At, Delivery Date while it awaits delivery,
 * Return Requested At and Pickup Date when present, Status), 'You have no active or return
 * requests.', or 'Failed to load your requests.' with Retry.
 */
// The server answers for the token's member.
export const MyRequests = memberScreen(RequestList, 'requests.heading', true);

function RequestList() {
  const t = useT();
  const list = useActorRef(requestList.provide({ actors: { fetchItems: fetchRequests } }));
  useReloadWhenStale(list);
  const state = useSelector(list, (s) => s);
  const items = state.context.items;

  const body = (
    <ListStates
      state={state}
      loadFailed={t('requests.loadFailed')}
      onRetry={() => list.send({ type: 'RETRY' })}
      empty={t('requests.empty')}
      loadingLabel={t('requests.loading')}
    >
      <ul className={screen.list}>
        {items.map((item) => (
          <li key={item.rentalId}>
            <Card as="article" part="card" title={item.bookTitle}>
              <p className={screen.muted}>
                {t('requests.by')} {item.bookAuthor}
              </p>
              <Facts
                rows={[
                  [t('requests.rentedAt'), formatMediumDate(item.rentedAt)],
                  // Awaiting delivery: the day the member chose to receive it.
                  item.status === 'PENDING_DELIVERY' && [
                    t('requests.deliveryDate'),
                    formatMediumDate(item.rentalDate),
                  ],
                  !!item.returnRequestedAt && [
                    t('requests.returnRequestedAt'),
                    formatMediumDate(item.returnRequestedAt),
                  ],
                  !!item.pickupDate && [
                    t('requests.pickupDate'),
                    formatMediumDate(item.pickupDate),
                  ],
                  [t('requests.status'), <Chip key="status">{item.status}</Chip>],
                ]}
              />
            </Card>
          </li>
        ))}
      </ul>
    </ListStates>
  );

  return (
    <section className={screen.screen} part="screen" aria-labelledby="my-requests-heading">
      <h2 id="my-requests-heading" className={screen.heading}>
        {t('requests.heading')}
      </h2>
      {body}
    </section>
  );
}
