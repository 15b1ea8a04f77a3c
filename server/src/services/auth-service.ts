import type { Kysely } from 'kysely';
import type { LoginLimiter } from '../auth/login-limiter.ts';
import type { RegistrationLimiter } from '../auth/registration-limiter.ts';
import { hashPassword, timingDummyHash, verifyPassword } from '../auth/password.ts';
import { signToken, verifyToken } from '../auth/jwt.ts';
import type { WriteCounter } from '../db/write-counter.ts';
import type { DB } from '../db/schema.ts';
import {
  badRequest,
  conflict,
  HttpError,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../http/errors.ts';
import * as libraries from '../repositories/libraries.ts';
import * as users from '../repositories/users.ts';
import type { RegisterRequest, User } from './api-types.ts';
import { toUser } from './mappers.ts';
import type { Principal } from './principal.ts';
import { ReadMemo } from './read-memo.ts';
import { aRole } from './words.ts';

export interface AuthOptions {
  secret: Buffer;
  tokenLifetimeSeconds: number;
  limiter: LoginLimiter;
  registrations: RegistrationLimiter;
}

export class AuthService {
  readonly #db: Kysely<DB>;
  readonly #options: AuthOptions;
  readonly #principals: ReadMemo<users.UserRow | undefined>;

  constructor(db: Kysely<DB>, options: AuthOptions, writes?: WriteCounter) {
    this.#db = db;
    this.#options = options;
    this.#principals = new ReadMemo(writes);
  }

  async login(email: string, password: string, address: string): Promise<string> {
    const { limiter } = this.#options;
    const user = await users.findUserByEmail(this.#db, email);
    // Counted per account, however its e-mail was spelt (the database decides which spellings are
    // one), or per e-mail when none matched.
    const account = user ? `#${user.id}` : email.normalize('NFC').toLowerCase();
    const admittedAt = Date.now();
    const wait = limiter.admit(account, address, admittedAt);
    if (wait > 0) {
      throw tooManyRequests(`Too many failed sign-ins. Try again in ${waitText(wait)}.`, wait);
    }
    let valid: boolean;
    try {
      // An unknown e-mail costs a hash too, so timing does not tell which e-mails have accounts.
      valid = await verifyPassword(password, user?.password_hash ?? (await timingDummyHash()));
    } catch (error) {
      limiter.release(account, address, admittedAt);
      throw error;
    }
    if (!user || !valid) throw unauthorized('Invalid email or password.');
    limiter.succeeded(account, address, admittedAt);
    return signToken(
      { userId: user.id, libraryId: user.library_id, role: user.role },
      this.#options.secret,
      this.#options.tokenLifetimeSeconds,
    );
  }

  async register(input: RegisterRequest, address: string): Promise<User> {
    const { registrations } = this.#options;
    const admittedAt = Date.now();
    const wait = registrations.admit(address, admittedAt);
    if (wait > 0) {
      throw tooManyRequests(
        `Too many registrations from this network. Try again in ${waitText(wait)}.`,
        wait,
      );
    }
    try {
      return await this.#register(input);
    } catch (error) {
      // A refusal (a taken e-mail, no such library) counts; the server's own failure does not.
      if (!(error instanceof HttpError && error.statusCode < 500)) {
        registrations.release(address, admittedAt);
      }
      throw error;
    }
  }

  async #register(input: RegisterRequest): Promise<User> {
    const requested = input.libraryId ?? null;
    // A member borrows from, and a courier delivers for, one library (spec section 1): without
    // one, a member would be offered every library's books and could borrow none.
    if (requested === null && input.role !== 'ADMIN') {
      throw badRequest(
        `libraryId is required for ${aRole(input.role)}: choose one of the libraries (GET /api/libraries).`,
      );
    }
    if (requested !== null && !(await libraries.findLibrary(this.#db, requested))) {
      // Most likely deleted since the form listed it.
      throw notFound(`Library ${requested} does not exist (any more): choose another library.`);
    }
    // An administrator gets their library from a platform administrator (assign-admin), so that
    // no one makes themselves the administrator of a library by registering.
    const libraryId = input.role === 'ADMIN' ? null : requested;
    const passwordHash = await hashPassword(input.password);
    const user = await this.#db.transaction().execute(async (trx) => {
      const row = await users.insertUser(trx, {
        name: input.name,
        email: input.email,
        passwordHash,
        role: input.role,
        libraryId,
      });
      // A courier is given tasks, and with them members' addresses, once approved
      // (`DeliveryService.approve`), not by registering.
      if (!row) throw conflict(`${input.email} is already registered.`);
      return row;
    });
    return toUser(user);
  }

  /**
   * The caller of a request from its Authorization header: null without one, 401 for a token that
   * does not verify, whose user is gone, or whose role or library is no longer the account's (an
   * administrator moved to another library): a client keeps sending the claims of its token, so
   * it must sign in again for claims the server honours.
   */
  async authenticate(header: string | undefined): Promise<Principal | null> {
    if (header === undefined || header === '') return null;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw unauthorized('The Authorization header must be "Bearer <token>".');
    const claims = verifyToken(match[1]!, this.#options.secret);
    if (!claims) throw unauthorized('The session token is invalid or has expired.');
    const read = () => users.findUserById(this.#db, claims.userId);
    const honours = (row: users.UserRow | undefined) =>
      row !== undefined && row.role === claims.role && row.library_id === claims.libraryId;
    let user = await this.#principals.get(String(claims.userId), read);
    // A remembered account may predate a change made through another server whose notice is still
    // on the way (a token it signed a moment ago): only the database itself can refuse a token.
    if (!honours(user)) user = await read();
    if (!user) {
      throw unauthorized('The session token no longer matches an account; sign in again.');
    }
    if (!honours(user)) throw unauthorized('Your session is out of date. Please sign in again.');
    return {
      userId: user.id,
      role: user.role,
      libraryId: user.library_id,
      approved: user.approved_at !== null,
      approvalWithdrawn: user.approval_withdrawn_at !== null,
    };
  }
}

/** A wait in words a person reads at a glance: seconds under a minute, else whole minutes. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
