import { caller, type HandlerGroup } from './handler.ts';

export const deliveryHandlers: HandlerGroup = ({ delivery }) => ({
  getMyTasks: (request) => delivery.myTasks(caller(request)),
  completeTask: (request) =>
    delivery.complete(caller(request), (request.params as { id: number }).id),
  listWaitingCouriers: () => delivery.waiting(),
  listDeliveryPartners: () => delivery.partners(),
  approveCourier: async (request) => {
    const { id, approved, tasksGiven } = await delivery.approve({
      id: (request.params as { id: number }).id,
    });
    return { id, approved, tasksGiven };
  },
  withdrawCourier: async (request) => {
    const { id, withdrawn, tasksReassigned, tasksWaiting } = await delivery.withdraw({
      id: (request.params as { id: number }).id,
    });
    return { id, withdrawn, tasksReassigned, tasksWaiting };
  },
});
