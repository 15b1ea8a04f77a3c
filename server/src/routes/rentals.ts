import type { RentalCreate, ReturnRequest } from '../services/api-types.ts';
import { caller, type HandlerGroup } from './handler.ts';

export const rentalHandlers: HandlerGroup = ({ rentals }) => ({
  createRental: async (request, reply) => {
    const rental = await rentals.borrow(caller(request), request.body as RentalCreate);
    return reply.code(201).send(rental);
  },
  getActiveRentals: (request) => rentals.active(caller(request)),
  getRentalHistory: (request) => rentals.history(caller(request)),
  getMyRequests: (request) => rentals.requests(caller(request)),
  requestReturn: (request) =>
    rentals.requestReturn(
      caller(request),
      (request.params as { rentalId: number }).rentalId,
      request.body as ReturnRequest,
    ),
});
