import type { Database } from '../db/database.ts';
import { ping } from '../repositories/health.ts';
import { AddressService } from './address-service.ts';
import { AuthService, type AuthOptions } from './auth-service.ts';
import { BookService } from './book-service.ts';
import { DeliveryService } from './delivery-service.ts';
import { LibraryService } from './library-service.ts';
import { RentalService } from './rental-service.ts';
import { ReviewService } from './review-service.ts';

export interface Services {
  auth: AuthService;
  books: BookService;
  rentals: RentalService;
  reviews: ReviewService;
  addresses: AddressService;
  delivery: DeliveryService;
  libraries: LibraryService;
  health(): Promise<Database['engine']>;
}

/**
 * How long the health check waits for the database. A connection the network dropped without a
 * word leaves a query waiting for minutes: the check says so in time for a load balancer.
 */
const HEALTH_TIMEOUT_MS = 5_000;

export function createServices(
  database: Database,
  auth: AuthOptions,
  healthTimeoutMs = HEALTH_TIMEOUT_MS,
): Services {
  const { db } = database;
  const delivery = new DeliveryService(db);
  return {
    auth: new AuthService(db, auth, database.writes),
    books: new BookService(db, database.writes),
    rentals: new RentalService(db, delivery),
    reviews: new ReviewService(db),
    addresses: new AddressService(db),
    delivery,
    libraries: new LibraryService(db),
    health: async () => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        // Told as the driver tells a timeout, so it is logged and answered as an outage.
        timer = setTimeout(
          () =>
            reject(
              Object.assign(
                new Error(`The database did not answer the health check in ${healthTimeoutMs} ms.`),
                { code: 'ETIMEDOUT' },
              ),
            ),
          healthTimeoutMs,
        );
      });
      try {
        await Promise.race([ping(db), late]);
      } finally {
        clearTimeout(timer);
      }
      return database.engine;
    },
  };
}
