import type { components } from '../../../src/api/schema.ts';

// The API's shapes, generated from openapi.yaml: the same types the kit's client uses.
type Schemas = components['schemas'];
export type Book = Schemas['Book'];
export type BookCreate = Schemas['BookCreate'];
export type BookUpdate = Schemas['BookUpdate'];
export type Category = Schemas['Category'];
export type TopBook = Schemas['TopBook'];
export type Rental = Schemas['Rental'];
export type RentalCreate = Schemas['RentalCreate'];
export type RentalRequest = Schemas['RentalRequest'];
export type ReturnRequest = Schemas['ReturnRequest'];
export type Review = Schemas['Review'];
export type ReviewCreate = Schemas['ReviewCreate'];
export type Address = Schemas['Address'];
export type AddressInput = Schemas['AddressInput'];
export type DeliveryTask = Schemas['DeliveryTask'];
export type CourierApprovals = Schemas['CourierApprovals'];
export type CourierApproval = Schemas['CourierApproval'];
export type CourierWithdrawal = Schemas['CourierWithdrawal'];
export type Library = Schemas['Library'];
export type LibrarySummary = Schemas['LibrarySummary'];
export type LibraryInput = Schemas['LibraryInput'];
export type AdminUser = Schemas['AdminUser'];
export type AdminAssignment = Schemas['AdminAssignment'];
export type User = Schemas['User'];
export type LoginRequest = Schemas['LoginRequest'];
export type RegisterRequest = Schemas['RegisterRequest'];
