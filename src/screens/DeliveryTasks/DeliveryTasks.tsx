import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { getApi } from '../../api/config';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/schema';
import { formatMediumDate, useT } from '../../i18n';
import { staffConsoleTexts } from '../../i18n/staffConsoleTexts';
import {
  deliveryTaskMachine,
  filterTasks,
  isTaskCompleted,
  TASK_FILTERS,
  type TaskFilter,
} from '../../machines/deliveryTask.machine';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Chip } from '../../ui/Chip/Chip';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { visuallyHidden } from '../../ui/common.css';
import { CheckIcon } from '../../ui/Icon/icons/Check';
import { LoadingState } from '../../ui/Spinner/Spinner';
import { StatusMessage } from '../../ui/StatusMessage/StatusMessage';
import { StaffPage } from '../shared/StaffPage';
import * as screen from '../shared/memberScreen.css';
import { useReloadWhenStale } from '../shared/useReloadWhenStale';
import { staffErrorText } from '../shared/staffErrorText';
import { signedInScreen } from '../shared/signedInScreen';
import * as styles from './DeliveryTasks.css';
import { useActorEvent } from '../shared/useActorEvent';
import { logFailure } from '../shared/logFailure';
import '../../i18n/en/common';
import '../../i18n/en/delivery';

type DeliveryTask = components['schemas']['DeliveryTask'];

const FILTER_KEYS = {
  ALL: 'delivery.filterAll',
  ACTIVE: 'delivery.filterActive',
  COMPLETED: 'delivery.filterCompleted',
} as const satisfies Record<TaskFilter, string>;

function fetchTasks(): Promise<DeliveryTask[]> {
  return logFailure(staffConsoleTexts.loadingTasks, () =>
    unwrap(getApi().GET('/api/delivery/my-tasks')),
  );
}

function completeTask(id: number): Promise<DeliveryTask> {
  return logFailure(staffConsoleTexts.completingTask, () =>
    unwrap(getApi().POST('/api/delivery/{id}/complete', { params: { path: { id } } })),
  );
}

const machine = deliveryTaskMachine.provide({
  actors: {
    fetchTasks: fromPromise(() => fetchTasks()),
    completeTask: fromPromise(({ input }) => completeTask(input.taskId)),
  },
});

/**
 * The delivery partner's dashboard: 'My Delivery Tasks', the All / Active / Completed toggle
 * (Active first) and a card per task with 'Mark as Complete', which completes it in place.
 */
function DeliveryTasksScreen() {
  const t = useT();
  const actor = useActorRef(machine, { input: {} });
  const state = useSelector(actor, (snapshot) => snapshot);
  const { tasks, filter, completing, taskErrors, error } = state.context;
  const [justCompleted, setJustCompleted] = useState<number | null>(null);

  useActorEvent(actor, 'taskCompleted', ({ task }) => setJustCompleted(task.id));

  useReloadWhenStale(actor);
  const shown = filterTasks(tasks, filter);

  // A failed reload (the courier back on the page) keeps the tasks it had under its message. A
  // refusal (an approval awaited or withdrawn) is no failure: the server's words say where things
  // stand, and the machine has let the tasks go.
  const failure =
    state.matches('loadFailed') &&
    error &&
    (error.status === 403 ? (
      <EmptyState>{error.message}</EmptyState>
    ) : (
      <ErrorState onRetry={() => actor.send({ type: 'RETRY' })} error={error}>
        {t('delivery.loadFailed')} {staffErrorText(error)}
      </ErrorState>
    ));
  let body;
  if (state.matches('loading') && !tasks.length) {
    body = <LoadingState label={t('delivery.loading')} />;
  } else if (failure && !tasks.length) {
    body = null; // the failure alone
  } else if (shown.length === 0) {
    // Only Active or Completed can be empty while there are tasks.
    const empty = !tasks.length
      ? 'delivery.empty'
      : filter === 'ACTIVE'
        ? 'delivery.emptyActive'
        : 'delivery.emptyCompleted';
    body = <EmptyState>{t(empty)}</EmptyState>;
  } else {
    body = (
      <ul className={screen.list} aria-busy={state.matches('loading') || undefined}>
        {shown.map((task) => {
          const done = isTaskCompleted(task);
          const busy = completing.includes(task.id);
          const taskError = taskErrors[task.id];
          const title = t('delivery.taskTitle', { id: task.id, bookTitle: task.bookTitle });
          // Not before the day it is scheduled for, as the courier's calendar has it: a date and
          // time without an offset is the reader's local time.
          const dueId =
            new Date(`${task.scheduledDate}T00:00`) > new Date() ? `due-${task.id}` : undefined;
          return (
            <Card
              key={task.id}
              as="li"
              part="task"
              title={title}
              actions={
                done ? (
                  <Button variant="secondary" disabled icon={<CheckIcon size={18} />}>
                    {t('delivery.completedButton')}
                    <span className={visuallyHidden}> {title}</span>
                  </Button>
                ) : (
                  <Button
                    loading={busy}
                    disabled={!!dueId}
                    aria-describedby={dueId}
                    onClick={() => actor.send({ type: 'COMPLETE', taskId: task.id })}
                  >
                    {t('delivery.markComplete')}
                    <span className={visuallyHidden}> {title}</span>
                  </Button>
                )
              }
            >
              <div className={styles.chips}>
                <Chip tone={task.type === 'PICKUP' ? 'warn' : 'primary'}>
                  <span className={visuallyHidden}>{t('delivery.taskType')}: </span>
                  {task.type === 'PICKUP' ? t('delivery.typePickup') : t('delivery.typeDelivery')}
                </Chip>
                <Chip tone={done ? 'success' : 'neutral'}>
                  {t('delivery.status', {
                    taskStatus: task.taskStatus?.trim() ? task.taskStatus : t('delivery.pending'),
                  })}
                </Chip>
              </div>
              <dl className={screen.facts}>
                <dt className={screen.term}>{t('delivery.customer')}</dt>
                <dd className={screen.definition}>{task.userName}</dd>
                <dt className={screen.term}>{t('delivery.address')}</dt>
                <dd className={screen.definition}>{task.deliveryAddress}</dd>
                {task.scheduledDate && (
                  <>
                    <dt className={screen.term}>{t('delivery.scheduledFor')}</dt>
                    <dd className={screen.definition}>{formatMediumDate(task.scheduledDate)}</dd>
                  </>
                )}
                <dt className={screen.term}>{t('delivery.assignedOn')}</dt>
                <dd className={screen.definition}>{formatMediumDate(task.assignedAt)}</dd>
                <dt className={screen.term}>{t('delivery.completed')}</dt>
                <dd className={screen.definition}>
                  {task.completedAt
                    ? formatMediumDate(task.completedAt)
                    : t('delivery.notCompleted')}
                </dd>
              </dl>
              {dueId && !done && (
                <p id={dueId} className={screen.muted}>
                  {t('delivery.notDueYet')}
                </p>
              )}
              {taskError && (
                <StatusMessage
                  tone="error"
                  onDismiss={() => actor.send({ type: 'DISMISS_TASK_ERROR', taskId: task.id })}
                >
                  {t('delivery.completeFailed')} {staffErrorText(taskError)}
                </StatusMessage>
              )}
            </Card>
          );
        })}
      </ul>
    );
  }

  return (
    <StaffPage heading={t('delivery.heading')}>
      <div role="group" aria-label={t('delivery.filter')} className={styles.toggle}>
        {TASK_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.toggleButton}
            aria-pressed={filter === value}
            onClick={() => actor.send({ type: 'FILTER_CHANGED', filter: value })}
          >
            {t(FILTER_KEYS[value])}
          </button>
        ))}
      </div>
      {justCompleted !== null && (
        <StatusMessage tone="success" onDismiss={() => setJustCompleted(null)}>
          {t('delivery.taskCompleted', { id: justCompleted })}
        </StatusMessage>
      )}
      {failure}
      {body}
    </StaffPage>
  );
}

export const DeliveryTasks = signedInScreen(DeliveryTasksScreen, () => 'delivery.heading');
