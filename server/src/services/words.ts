import type { Role } from '../db/schema.ts';

// The server's messages are read by people: numbers and roles in their words.

/** "1 book", "3 books"; "" for none, which a sentence leaves out. */
export const counted = (count: number, noun: string): string =>
  count === 0 ? '' : `${count} ${noun}${count === 1 ? '' : 's'}`;

const ROLE_NOUNS: Record<Role, { one: string; many: string }> = {
  USER: { one: 'a member', many: 'members' },
  ADMIN: { one: 'a library administrator', many: 'library administrators' },
  DELIVERY_PARTNER: { one: 'a delivery partner', many: 'delivery partners' },
  SUPER_ADMIN: { one: 'a platform administrator', many: 'platform administrators' },
};

/** A role in a sentence's words ("… is a member, not …"). */
export const aRole = (role: Role): string => ROLE_NOUNS[role].one;

/** Roles as the people who hold them: "members, library administrators or platform administrators". */
export const rolesInWords = (roles: readonly Role[]): string => {
  const names = roles.map((role) => ROLE_NOUNS[role].many);
  const last = names.pop() ?? '';
  return names.length ? `${names.join(', ')} or ${last}` : last;
};

/** What became of a withdrawn courier's open tasks: given to the library's other couriers, or waiting. */
export function withdrawnCouriersTasks(reassigned: number, waiting: number): string {
  if (reassigned + waiting === 0) return 'they had no open task.';
  const went =
    reassigned && `${counted(reassigned, 'open task')} went to the library's other couriers`;
  const left =
    waiting && `${counted(waiting, 'open task')} ${waiting === 1 ? 'waits' : 'wait'} for a courier`;
  return `${[went, left].filter(Boolean).join(' and ')}.`;
}
