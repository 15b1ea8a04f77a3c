import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

// The tables of migrations/, as Kysely sees them. Dates (`date` columns) are always selected as
// text, so they are typed as strings here.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export type Role = 'USER' | 'ADMIN' | 'DELIVERY_PARTNER' | 'SUPER_ADMIN';
export type RentalStatus = 'PENDING_DELIVERY' | 'ACTIVE' | 'RETURN_REQUESTED' | 'RETURNED';
export type TaskType = 'DELIVERY' | 'PICKUP';

export interface LibrariesTable {
  id: Generated<number>;
  name: string;
  city: string;
  address: string;
  contact_phone: string;
  contact_email: string;
  catalog_version: ColumnType<string, never, never>;
  version: Generated<number>;
  created_at: Generated<Date>;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  role: Role;
  library_id: number | null;
  created_at: Generated<Date>;
  /** When a courier was approved to be given tasks (migration 008); null for other roles. */
  approved_at: NullableTimestamp;
  /** When a courier's approval was withdrawn (migration 010); cleared by approving them again. */
  approval_withdrawn_at: NullableTimestamp;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
}

export interface BooksTable {
  id: Generated<number>;
  library_id: number;
  category_id: number;
  title: string;
  author: string;
  isbn: string;
  description: string;
  available_copies: number;
  available: Generated<boolean>;
  image: Uint8Array | null;
  /** The md5 of `image` (migration 009), kept by the database. */
  cover_key: GeneratedAlways<string | null>;
  version: Generated<number>;
  deleted_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  street: string;
  city: string;
  state: string;
  zip_code: string;
}

export interface RentalsTable {
  id: Generated<number>;
  user_id: number;
  book_id: number;
  library_id: number;
  address_id: number | null;
  delivery_address: string;
  rental_date: string;
  status: RentalStatus;
  rented_at: Timestamp;
  return_requested_at: NullableTimestamp;
  pickup_date: string | null;
  returned_at: NullableTimestamp;
}

export interface ReviewsTable {
  id: Generated<number>;
  rental_id: number;
  user_id: number;
  book_id: number;
  rating: number;
  title: string;
  content: string;
  created_at: Timestamp;
}

export interface DeliveryTasksTable {
  id: Generated<number>;
  rental_id: number;
  library_id: number;
  type: TaskType;
  partner_id: number | null;
  /** Where the courier goes: the rental's address for a delivery, the member's current one for a pickup. */
  address: string;
  scheduled_date: string | null;
  created_at: Timestamp;
  assigned_at: NullableTimestamp;
  completed_at: NullableTimestamp;
}

export interface DB {
  libraries: LibrariesTable;
  users: UsersTable;
  categories: CategoriesTable;
  books: BooksTable;
  addresses: AddressesTable;
  rentals: RentalsTable;
  reviews: ReviewsTable;
  delivery_tasks: DeliveryTasksTable;
}
