import type { Services } from '../services/services.ts';
import { addressHandlers } from './addresses.ts';
import { authHandlers } from './auth.ts';
import { bookHandlers } from './books.ts';
import { deliveryHandlers } from './delivery.ts';
import type { Handler } from './handler.ts';
import { libraryHandlers } from './libraries.ts';
import { rentalHandlers } from './rentals.ts';
import { reviewHandlers } from './reviews.ts';
import { systemHandlers } from './system.ts';

/** Every handler, by the operationId of the contract operation it implements. */
export function allHandlers(services: Services): Record<string, Handler> {
  return {
    ...systemHandlers(services),
    ...authHandlers(services),
    ...bookHandlers(services),
    ...rentalHandlers(services),
    ...reviewHandlers(services),
    ...addressHandlers(services),
    ...deliveryHandlers(services),
    ...libraryHandlers(services),
  };
}
