import type { Role } from '../db/schema.ts';

/** The signed-in caller, as the database knows them now (not as an older token remembers). */
export interface Principal {
  userId: number;
  role: Role;
  libraryId: number | null;
}
