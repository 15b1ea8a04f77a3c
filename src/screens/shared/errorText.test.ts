import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { memberErrorText, memberFailureText } from './memberErrorText';
import { staffErrorText } from './staffErrorText';

const network = ApiError.network(new TypeError('fetch'));
const withBody = (status: number, message = 'The server says why.') =>
  new ApiError(status, 'SOME_ERROR', message);
const withoutBody = (status: number) => ApiError.fromBody(status, undefined);

const NETWORK = 'Cannot reach the server.';
const SESSION = 'Your session has ended. Please sign in again.';
const FORBIDDEN = 'You are not allowed to do this.';
const NOT_FOUND = 'It could not be found. It may have been deleted.';
const CONFLICT = 'It was changed meanwhile. Reload and try again.';
const UNEXPECTED = 'Something went wrong. Try again.';

describe('every screen family', () => {
  it.each([
    ['member', memberErrorText],
    ['staff', staffErrorText],
  ] as const)('%s: the catalog texts for no server, 401, 403 and 404', (_, text) => {
    expect(text(network)).toBe(NETWORK);
    expect(text(withBody(401))).toBe(SESSION);
    expect(text(withoutBody(403))).toBe(FORBIDDEN);
    expect(text(withBody(404))).toBe(NOT_FOUND);
    expect(text(withoutBody(404))).toBe(NOT_FOUND);
  });

  it.each([
    ['member', memberErrorText],
    ['staff', staffErrorText],
  ] as const)(
    '%s: a failure without a status that is not a lost connection is unexpected',
    (_, text) => {
      expect(text(new ApiError(0, 'UNKNOWN', 'bug'))).toBe(UNEXPECTED);
    },
  );
});

describe('memberErrorText', () => {
  it("shows the server's words for a 400 or 409", () => {
    expect(memberErrorText(new ApiError(409, 'CONFLICT', 'You already have “Dune” on loan.'))).toBe(
      'You already have “Dune” on loan.',
    );
    expect(memberErrorText(withBody(400, 'rentalDate is in the past.'))).toBe(
      'rentalDate is in the past.',
    );
    expect(memberErrorText(withBody(400, ''))).toBe(UNEXPECTED);
    expect(memberErrorText(withBody(409, ''))).toBe(CONFLICT);
    expect(memberErrorText(withoutBody(409))).toBe(CONFLICT);
    expect(memberErrorText(withoutBody(400))).toBe(UNEXPECTED);
    expect(memberErrorText(new ApiError(500, 'INTERNAL', 'boom'))).toBe(UNEXPECTED);
    expect(memberErrorText(null)).toBe(UNEXPECTED);
  });

  it('takes anything thrown, and calls only a lost connection one', () => {
    expect(memberErrorText(new Error('bug'))).toBe(UNEXPECTED);
    expect(memberErrorText(new ApiError(0, 'UNKNOWN', 'bug'))).toBe(UNEXPECTED);
  });

  it('puts the summary first', () => {
    expect(memberFailureText('Failed to save the address.', ApiError.network(null))).toBe(
      'Failed to save the address. Cannot reach the server.',
    );
  });
});

describe('staffErrorText', () => {
  it("shows the server's words whatever the status, where it gave some", () => {
    expect(staffErrorText(withBody(500, 'The server failed.'))).toBe('The server failed.');
    expect(staffErrorText(withBody(409, 'User is not an ADMIN'))).toBe('User is not an ADMIN');
    expect(staffErrorText(withBody(400, 'name is required.'))).toBe('name is required.');
    expect(staffErrorText(withBody(500, ''))).toBe(UNEXPECTED);
    expect(staffErrorText(withBody(403, 'You are not the administrator of any library.'))).toBe(
      'You are not the administrator of any library.',
    );
    expect(memberErrorText(withBody(403))).toBe(FORBIDDEN);
    expect(staffErrorText(withoutBody(500))).toBe(UNEXPECTED);
    expect(staffErrorText(withoutBody(409))).toBe(UNEXPECTED);
  });
});
