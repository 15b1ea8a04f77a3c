import { caller, type HandlerGroup } from './handler.ts';

export const deliveryHandlers: HandlerGroup = ({ delivery }) => ({
  getMyTasks: (request) => delivery.myTasks(caller(request)),
  completeTask: (request) =>
    delivery.complete(caller(request), (request.params as { id: number }).id),
});
