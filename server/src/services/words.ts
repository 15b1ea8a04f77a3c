import type { Role } from '../db/schema.ts';

// The server's messages are read by people: numbers and roles in their words.

/** "1 book", "3 books"; "" for none, which a sentence leaves out. */
export const counted = (count: number, noun: string): string =>
  count === 0 ? '' : `${count} ${noun}${count === 1 ? '' : 's'}`;

/** A role in a sentence's words ("… is a member, not …"). */
export const aRole = (role: Role): string =>
  ({
    USER: 'a member',
    ADMIN: 'an administrator',
    DELIVERY_PARTNER: 'a delivery partner',
    SUPER_ADMIN: 'a platform administrator',
  })[role];
