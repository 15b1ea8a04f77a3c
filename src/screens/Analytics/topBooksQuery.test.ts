import { describe, expect, it } from 'vitest';
import { topBooksQuery } from './topBooksQuery';

describe('topBooksQuery', () => {
  it('adds libraryId only when it is a valid number', () => {
    expect(topBooksQuery(3)).toEqual({ libraryId: 3 });
    expect(topBooksQuery(null)).toEqual({});
    expect(topBooksQuery(Number.NaN)).toEqual({});
    expect(topBooksQuery(0)).toEqual({});
    expect(topBooksQuery(1.5)).toEqual({});
  });
});
