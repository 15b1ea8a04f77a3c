import type { AddressRow } from '../repositories/addresses.ts';
import type { BookRow, TopBookRow } from '../repositories/books.ts';
import type { TaskView, WaitingTasksRow } from '../repositories/delivery-tasks.ts';
import type { LibraryRow } from '../repositories/libraries.ts';
import type { RentalView } from '../repositories/rentals.ts';
import type { ReviewView } from '../repositories/reviews.ts';
import type { DeliveryPartnerRow, UserRow, WaitingCourierRow } from '../repositories/users.ts';
import type {
  Address,
  AdminUser,
  Book,
  CourierApprovals,
  DeliveryPartner,
  DeliveryTask,
  Library,
  Rental,
  RentalRequest,
  Review,
  TopBook,
  User,
} from './api-types.ts';

// Rows as the database answers them, to the contract's shapes.

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export function toBook(row: BookRow): Book {
  const book: Book = {
    id: row.id,
    title: row.title,
    author: row.author,
    isbn: row.isbn,
    description: row.description,
    availableCopies: row.available_copies,
    available: row.available,
    categoryId: row.category_id,
    categoryName: row.category_name,
    libraryId: row.library_id,
    version: row.version,
    averageRating: row.average_rating,
    reviewCount: row.review_count,
    // A list that links covers names each by its content.
    ...(row.cover_key
      ? { coverUrl: `/api/books/${row.id}/cover?v=${coverTag(row.cover_key)}` }
      : {}),
  };
  if (row.image) book.imageBase64 = Buffer.from(row.image).toString('base64');
  return book;
}

export function toTopBook(row: TopBookRow): TopBook {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    libraryId: row.library_id,
    rentalCount: row.rental_count,
  };
}

export function toRental(row: RentalView): Rental {
  return {
    rentalId: row.rental_id,
    bookId: row.book_id,
    bookTitle: row.book_title,
    bookAuthor: row.book_author,
    rentedAt: iso(row.rented_at),
    returnedAt: isoOrNull(row.returned_at),
    status: row.status,
    deliveryAddress: row.delivery_address,
    rentalDate: row.rental_date,
    returnRequestedAt: isoOrNull(row.return_requested_at),
    pickupDate: row.pickup_date,
    reviewId: row.review_id,
    rating: row.rating,
    reviewTitle: row.review_title,
    reviewContent: row.review_content,
  };
}

export function toRentalRequest(row: RentalView): RentalRequest {
  const request: RentalRequest = {
    rentalId: row.rental_id,
    bookTitle: row.book_title,
    bookAuthor: row.book_author,
    rentedAt: iso(row.rented_at),
    rentalDate: row.rental_date,
    status: row.status,
  };
  if (row.return_requested_at) request.returnRequestedAt = iso(row.return_requested_at);
  if (row.pickup_date) request.pickupDate = row.pickup_date;
  return request;
}

export function toReview(row: ReviewView): Review {
  return {
    id: row.id,
    userId: row.user_id,
    userName: row.user_name,
    bookId: row.book_id,
    rentalId: row.rental_id,
    rating: row.rating,
    title: row.title,
    content: row.content,
    createdAt: iso(row.created_at),
  };
}

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    street: row.street,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
  };
}

export function toTask(row: TaskView): DeliveryTask {
  return {
    id: row.id,
    type: row.type,
    rentalId: row.rental_id,
    bookTitle: row.book_title,
    userName: row.user_name,
    deliveryAddress: row.delivery_address,
    scheduledDate: row.scheduled_date,
    assignedAt: iso(row.assigned_at ?? row.created_at),
    completedAt: isoOrNull(row.completed_at),
    taskStatus: row.completed_at ? 'COMPLETED' : 'PENDING',
  };
}

export function toCourierApprovals(
  couriers: WaitingCourierRow[],
  waitingTasks: WaitingTasksRow[],
): CourierApprovals {
  return {
    couriers: couriers.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      libraryId: row.library_id,
      libraryName: row.library_name,
      registeredAt: iso(row.created_at),
    })),
    waitingTasks: waitingTasks.map((row) => ({
      libraryId: row.library_id,
      libraryName: row.library_name,
      count: row.count,
    })),
  };
}

/** A courier's state: an approval counts over a withdrawal's mark (`assertApproved`). */
export function toDeliveryPartner(row: DeliveryPartnerRow): DeliveryPartner {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    libraryId: row.library_id,
    libraryName: row.library_name,
    status: row.approved_at ? 'APPROVED' : row.approval_withdrawn_at ? 'WITHDRAWN' : 'WAITING',
    registeredAt: iso(row.created_at),
    openTasks: row.open_tasks,
  };
}

export function toLibrary(row: LibraryRow): Library {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    address: row.address,
    contactPhone: row.contact_phone,
    contactEmail: row.contact_email,
    version: row.version,
  };
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    libraryId: row.library_id,
  };
}

export function toAdminUser(row: UserRow): AdminUser {
  return { id: row.id, name: row.name, email: row.email, libraryId: row.library_id };
}

/** A saved address as one line, as it is printed on a delivery task. */
export function formatAddress(row: AddressRow): string {
  return `${row.street}, ${row.city}, ${row.state} ${row.zip_code}`;
}

/** A cover's tag in its URL and ETag: 64 bits of its content's md5 tell covers apart. */
export const coverTag = (coverKey: string) => coverKey.slice(0, 16);
