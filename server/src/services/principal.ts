import type { Role } from '../db/schema.ts';

/**
 * The signed-in caller, as the database knows them now; a token whose role or library claims
 * differ from these is refused (401), so the client's claims and the server's view agree.
 */
export interface Principal {
  userId: number;
  role: Role;
  libraryId: number | null;
  /** A courier approved to be given tasks (migration 008); false for every other role. */
  approved: boolean;
  /** A courier whose approval a platform administrator withdrew (migration 010). */
  approvalWithdrawn: boolean;
}
