import { describe, expect, it } from 'vitest';
import { isBorrowable } from '../../machines/borrow.machine';
import { book } from '../../machines/testing';
import { cutDescription, filterBooks, matchesFilter } from './bookView';

describe('cutDescription', () => {
  it('keeps a description of at most 100 characters whole', () => {
    const hundred = 'x'.repeat(100);
    expect(cutDescription(hundred)).toBe(hundred);
    expect(cutDescription('Short.')).toBe('Short.');
  });

  it('cuts a longer one at 100 characters and marks the cut', () => {
    const cut = cutDescription(`${'a'.repeat(99)}bc and more`);
    expect(cut).toBe(`${'a'.repeat(99)}b…`);
    // The first length that is cut.
    expect(cutDescription('x'.repeat(101))).toBe(`${'x'.repeat(100)}…`);
  });

  it('counts characters, not UTF-16 units, so nothing is split in half', () => {
    const cut = cutDescription('📚'.repeat(120));
    expect([...cut]).toHaveLength(101);
    expect(cut.endsWith('📚…')).toBe(true);
  });
});

describe('the search', () => {
  const books = [
    book({ id: 1, title: 'Middlemarch', author: 'George Eliot', isbn: '978-0-14-143954-9' }),
    book({
      id: 2,
      title: 'Cien años de soledad',
      author: 'Gabriel García Márquez',
      isbn: '978-0-06-088328-7',
      availableCopies: 0,
    }),
    book({
      id: 3,
      title: 'Emma',
      author: 'Jane Austen',
      isbn: '978-0-14-143958-7',
      available: false,
    }),
  ];
  const ids = (query: string, availableOnly = false) =>
    filterBooks(books, { query, availableOnly }, isBorrowable).map((b) => b.id);

  it('matches title, author and ISBN, ignoring case and accents', () => {
    expect(ids('')).toEqual([1, 2, 3]);
    expect(ids('MIDDLE')).toEqual([1]);
    expect(ids('garcia')).toEqual([2]);
    expect(ids('años')).toEqual([2]);
    expect(ids('austen emma')).toEqual([3]);
    expect(ids('austen middlemarch')).toEqual([]);
  });

  it('matches an ISBN with or without its hyphens', () => {
    expect(ids('978-0-14')).toEqual([1, 3]);
    expect(ids('9780141439549')).toEqual([1]);
    expect(ids('0880883287')).toEqual([]);
    expect(ids('0883287')).toEqual([2]);
  });

  it('"available only" keeps the books that can be borrowed', () => {
    expect(ids('', true)).toEqual([1]);
    expect(matchesFilter(books[1]!, { query: 'garcia', availableOnly: true }, isBorrowable)).toBe(
      false,
    );
  });
});
