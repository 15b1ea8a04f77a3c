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

export function createServices(database: Database, auth: AuthOptions): Services {
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
      await ping(db);
      return database.engine;
    },
  };
}
