import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { topBooksQuery } from '../Analytics/topBooksQuery';
import { failureDetail, failureText } from './format';

describe('failureDetail', () => {
  it('says why a call failed', () => {
    expect(failureDetail(ApiError.network(new TypeError('fetch')))).toBe(
      'Cannot reach the server.',
    );
    expect(failureDetail(new ApiError(403, 'FORBIDDEN', 'no'))).toBe(
      'You are not allowed to do this.',
    );
    expect(failureDetail(new ApiError(409, 'CONFLICT', 'Only an ACTIVE rental.'))).toBe(
      'Only an ACTIVE rental.',
    );
    expect(failureDetail(new ApiError(500, 'INTERNAL', 'boom'))).toBe(
      'Something went wrong. Try again.',
    );
    expect(failureDetail(new Error('bug'))).toBe('Something went wrong. Try again.');
  });

  it('puts the summary first', () => {
    expect(failureText('Failed to save the address.', ApiError.network(null))).toBe(
      'Failed to save the address. Cannot reach the server.',
    );
  });
});

describe('topBooksQuery', () => {
  it('adds libraryId only when it is a valid number', () => {
    expect(topBooksQuery(3)).toEqual({ libraryId: 3 });
    expect(topBooksQuery(null)).toEqual({});
    expect(topBooksQuery(Number.NaN)).toEqual({});
    expect(topBooksQuery(0)).toEqual({});
    expect(topBooksQuery(1.5)).toEqual({});
  });
});
