/** The top-books query: `libraryId` only when it is a valid number (spec section 7). */
export function topBooksQuery(libraryId: number | null): { libraryId?: number } {
  return libraryId !== null && Number.isInteger(libraryId) && libraryId > 0 ? { libraryId } : {};
}
