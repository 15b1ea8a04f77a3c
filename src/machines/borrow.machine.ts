/**
 * The member's borrow flow (issue 5 item 2): Borrow → the member's addresses → the 'Borrow Book'
 * dialog → the rental. The machine outlives one borrow: the grid keeps one actor and sends BORROW
 * per card, and reacts to the emitted `rentalCreated` / `bookUnavailable` / `signInRequired`.
 */
import { assertEvent, assign, emit, setup } from 'xstate';
import type { ApiError } from '../api/errors';
import type { components } from '../api/schema';
import { isBookable, toIsoDate } from './dates';
import { notProvided, statusOf, systemClock, toApiError, type Clock } from './support';
import { hasErrors, validateAddress } from './validation';

type Book = components['schemas']['Book'];
type Address = components['schemas']['Address'];
type AddressInput = components['schemas']['AddressInput'];
type Rental = components['schemas']['Rental'];
type RentalCreate = components['schemas']['RentalCreate'];

export interface BorrowInput {
  /** The signed-in member, or null when signed out. */
  userId: number | null;
  clock?: Clock;
}

export interface BorrowContext {
  userId: number | null;
  clock: Clock;
  book: Book | null;
  addresses: Address[];
  /** Unset until the member picks one (the spec's "address id 0"). */
  addressId: number | null;
  rentalDate: string;
  /** Taken from the clock when the dialog opens, so the rule "today to 90 days ahead" is stable. */
  today: string;
  /** The address being added, kept for RETRY. */
  newAddress: AddressInput | null;
  rental: Rental | null;
  error: ApiError | null;
}

export type BorrowEvent =
  | { type: 'BORROW'; book: Book }
  /** The page's signed-in member changed (signed out, or another signed in). */
  | { type: 'SESSION_CHANGED'; userId: number | null }
  | { type: 'DATE_CHANGED'; date: string }
  | { type: 'ADDRESS_SELECTED'; addressId: number }
  | { type: 'ADD_ADDRESS'; address: AddressInput }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  | { type: 'CANCEL' }
  | { type: 'CLOSE' };

export type BorrowEmitted =
  | { type: 'rentalCreated'; rental: Rental; book: Book }
  | { type: 'bookUnavailable'; book: Book }
  | { type: 'signInRequired'; book: Book };

/** A book can be borrowed when it is marked available and has a copy left (DESIGN.md §4). */
export function isBorrowable(book: Book): boolean {
  return book.available && book.availableCopies > 0;
}

/** The CONFIRM rule, exported for views that explain why Confirm is disabled. */
export function canConfirm(context: BorrowContext): boolean {
  return (
    context.addressId !== null &&
    context.addresses.some((address) => address.id === context.addressId) &&
    isBookable(context.rentalDate, context.today)
  );
}

// A new address, wherever the form that adds it is offered.
const addAddress = {
  guard: 'isValidNewAddress',
  target: 'addingAddress',
  actions: 'assignNewAddress',
} as const;

// Another member, or none, on the page now: what the last one was shown goes.
const sessionEnded = { target: '#borrow.idle', actions: ['assignUserId', 'clearBook'] } as const;

const reset = {
  addresses: [],
  addressId: null,
  newAddress: null,
  rental: null,
  error: null,
} satisfies Partial<BorrowContext>;

export const borrowMachine = setup({
  types: {} as {
    input: BorrowInput;
    context: BorrowContext;
    events: BorrowEvent;
    emitted: BorrowEmitted;
  },
  actors: {
    fetchAddresses: notProvided<Address[], { userId: number }>(),
    createAddress: notProvided<Address, { userId: number; address: AddressInput }>(),
    createRental: notProvided<Rental, RentalCreate>(),
  },
  guards: {
    isSigningOut: ({ event }) => {
      assertEvent(event, 'SESSION_CHANGED');
      return event.userId === null;
    },
    isBorrowable: ({ event }) => {
      assertEvent(event, 'BORROW');
      return isBorrowable(event.book);
    },
    isBorrowableSignedOut: ({ context, event }) => {
      assertEvent(event, 'BORROW');
      return isBorrowable(event.book) && context.userId === null;
    },
    hasNoAddresses: (_, params: { addresses: Address[] }) => params.addresses.length === 0,
    hasAddresses: ({ context }) => context.addresses.length > 0,
    isKnownAddress: ({ context, event }) => {
      assertEvent(event, 'ADDRESS_SELECTED');
      return context.addresses.some((address) => address.id === event.addressId);
    },
    isValidNewAddress: ({ event }) => {
      assertEvent(event, 'ADD_ADDRESS');
      return !hasErrors(validateAddress(event.address));
    },
    canConfirm: ({ context }) => canConfirm(context),
    isUnauthorized: (_, params: { error: unknown }) => statusOf(params.error) === 401,
    // The last copy went, or the book was withdrawn, since the grid showed it. Another 409 (the
    // member's own open loan of the title) is in the server's words.
    isBookUnavailable: (_, params: { error: unknown }) => {
      const { status, code } = toApiError(params.error);
      return status === 409 && (code === 'NO_COPY_LEFT' || code === 'BOOK_UNAVAILABLE');
    },
  },
  actions: {
    assignBook: assign(({ context, event }) => {
      assertEvent(event, 'BORROW');
      const today = toIsoDate(context.clock());
      return { ...reset, book: event.book, today, rentalDate: today };
    }),
    assignUserId: assign(({ event }) => {
      assertEvent(event, 'SESSION_CHANGED');
      return { userId: event.userId };
    }),
    assignAddresses: assign((_, params: { addresses: Address[] }) => ({
      addresses: params.addresses,
      error: null,
    })),
    assignRentalDate: assign(({ event }) => {
      assertEvent(event, 'DATE_CHANGED');
      return { rentalDate: event.date, error: null };
    }),
    assignAddressId: assign(({ event }) => {
      assertEvent(event, 'ADDRESS_SELECTED');
      return { addressId: event.addressId, error: null };
    }),
    assignNewAddress: assign(({ event }) => {
      assertEvent(event, 'ADD_ADDRESS');
      return { newAddress: event.address, error: null };
    }),
    assignCreatedAddress: assign(({ context }, params: { address: Address }) => ({
      addresses: [...context.addresses, params.address],
      addressId: params.address.id,
      newAddress: null,
      error: null,
    })),
    assignRental: assign((_, params: { rental: Rental }) => ({
      rental: params.rental,
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    // An address deleted meanwhile (in another tab) leaves the list, and the choice with it.
    assignSubmitError: assign(({ context }, params: { error: unknown }) => {
      const error = toApiError(params.error);
      return error.code === 'ADDRESS_NOT_FOUND'
        ? {
            error,
            addressId: null,
            addresses: context.addresses.filter((address) => address.id !== context.addressId),
          }
        : { error };
    }),
    clearBook: assign({ ...reset, book: null }),
    emitRentalCreated: emit(({ context }) => ({
      type: 'rentalCreated' as const,
      rental: context.rental!,
      book: context.book!,
    })),
    emitBookUnavailable: emit(({ context }) => ({
      type: 'bookUnavailable' as const,
      book: context.book!,
    })),
    emitSignInRequired: emit(({ context }) => ({
      type: 'signInRequired' as const,
      book: context.book!,
    })),
  },
}).createMachine({
  id: 'borrow',
  context: ({ input }) => ({
    userId: input.userId,
    clock: input.clock ?? systemClock,
    book: null,
    ...reset,
    rentalDate: '',
    today: '',
  }),
  initial: 'idle',
  on: {
    // The session is shared by every element of the page and may change under an open grid.
    SESSION_CHANGED: { actions: 'assignUserId' },
    // Taken from any resting state (idle or an outcome); the dialog forbids it below.
    BORROW: [
      {
        guard: 'isBorrowableSignedOut',
        target: '.signInRequired',
        actions: 'assignBook',
      },
      { guard: 'isBorrowable', target: '.dialog', actions: 'assignBook' },
    ],
  },
  states: {
    idle: {},
    dialog: {
      initial: 'loadingAddresses',
      on: {
        // One borrow at a time: a targetless, actionless transition makes `can(BORROW)` false.
        BORROW: {},
        // Signed out elsewhere on the page while the dialog is open: nothing can be sent now. Signed
        // in as someone else (in another tab): the addresses shown were the last member's.
        SESSION_CHANGED: [
          {
            guard: 'isSigningOut',
            target: '#borrow.signInRequired',
            actions: 'assignUserId',
          },
          sessionEnded,
        ],
      },
      states: {
        loadingAddresses: {
          invoke: {
            src: 'fetchAddresses',
            input: ({ context }) => ({ userId: context.userId! }),
            onDone: [
              {
                guard: {
                  type: 'hasNoAddresses',
                  params: ({ event }) => ({ addresses: event.output }),
                },
                target: 'noAddresses',
                actions: {
                  type: 'assignAddresses',
                  params: ({ event }) => ({ addresses: event.output }),
                },
              },
              {
                target: 'selecting',
                actions: {
                  type: 'assignAddresses',
                  params: ({ event }) => ({ addresses: event.output }),
                },
              },
            ],
            onError: [
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
                target: '#borrow.signInRequired',
              },
              {
                target: 'loadFailed',
                actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
          on: { CANCEL: '#borrow.idle' },
        },
        loadFailed: {
          on: { RETRY: 'loadingAddresses', CANCEL: '#borrow.idle' },
        },
        noAddresses: {
          on: {
            DATE_CHANGED: { actions: 'assignRentalDate' },
            ADD_ADDRESS: addAddress,
            CANCEL: '#borrow.idle',
          },
        },
        selecting: {
          on: {
            DATE_CHANGED: { actions: 'assignRentalDate' },
            ADDRESS_SELECTED: { guard: 'isKnownAddress', actions: 'assignAddressId' },
            ADD_ADDRESS: addAddress,
            CONFIRM: { guard: 'canConfirm', target: 'submitting' },
            CANCEL: '#borrow.idle',
          },
        },
        // No CANCEL while a request is out: it could still succeed on the server.
        addingAddress: {
          invoke: {
            src: 'createAddress',
            input: ({ context }) => ({ userId: context.userId!, address: context.newAddress! }),
            onDone: {
              target: 'selecting',
              actions: {
                type: 'assignCreatedAddress',
                params: ({ event }) => ({ address: event.output }),
              },
            },
            onError: [
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
                target: '#borrow.signInRequired',
              },
              {
                target: 'addAddressFailed',
                actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        addAddressFailed: {
          on: {
            RETRY: 'addingAddress',
            DATE_CHANGED: { actions: 'assignRentalDate' },
            ADD_ADDRESS: addAddress,
            // A member who already had addresses may give up adding one and pick another.
            ADDRESS_SELECTED: {
              guard: 'isKnownAddress',
              target: 'selecting',
              actions: 'assignAddressId',
            },
            CANCEL: '#borrow.idle',
          },
        },
        submitting: {
          invoke: {
            src: 'createRental',
            input: ({ context }) => ({
              userId: context.userId!,
              bookId: context.book!.id,
              addressId: context.addressId!,
              rentalDate: context.rentalDate,
            }),
            onDone: {
              target: '#borrow.done',
              actions: [
                { type: 'assignRental', params: ({ event }) => ({ rental: event.output }) },
                'emitRentalCreated',
              ],
            },
            onError: [
              {
                guard: {
                  type: 'isBookUnavailable',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: '#borrow.unavailable',
                actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
              },
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
                target: '#borrow.signInRequired',
              },
              {
                target: 'submitFailed',
                actions: {
                  type: 'assignSubmitError',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
            ],
          },
        },
        submitFailed: {
          on: {
            RETRY: { guard: 'canConfirm', target: 'submitting' },
            CONFIRM: { guard: 'canConfirm', target: 'submitting' },
            DATE_CHANGED: { target: 'selecting', actions: 'assignRentalDate' },
            ADDRESS_SELECTED: {
              guard: 'isKnownAddress',
              target: 'selecting',
              actions: 'assignAddressId',
            },
            ADD_ADDRESS: addAddress,
            CANCEL: '#borrow.idle',
          },
        },
      },
    },
    /** The rental exists; the element reloads the grid and fires `lib-rental-created`. The
     * outcomes are the member's: another session on the page (signed out, or someone else signed
     * in) does not see them. */
    done: {
      on: { CLOSE: { target: 'idle', actions: 'clearBook' }, SESSION_CHANGED: sessionEnded },
    },
    /** 409: the last copy just went, or the book was withdrawn (`error` says which). The element
     * refreshes that card. */
    unavailable: {
      entry: 'emitBookUnavailable',
      on: { CLOSE: { target: 'idle', actions: 'clearBook' }, SESSION_CHANGED: sessionEnded },
    },
    /** Signed out (or the session expired): the element asks the member to sign in. */
    signInRequired: {
      entry: 'emitSignInRequired',
      on: {
        CLOSE: { target: 'idle', actions: 'clearBook' },
        // Signed in (in a login element on the page, or another tab): the request is answered.
        // Signed out (the 401 that led here ends the session too): still to be answered.
        SESSION_CHANGED: [{ guard: 'isSigningOut', actions: 'assignUserId' }, sessionEnded],
      },
    },
  },
});
