import type { BookCreate, BookUpdate } from '../services/api-types.ts';
import { readBookForm } from './book-form.ts';
import type { Covers } from '../repositories/books.ts';
import { caller, noneMatchHits, sendCachedJson, type HandlerGroup } from './handler.ts';

type IdParams = { id: number };
type LibraryQuery = { libraryId?: number; covers?: Covers };

export const bookHandlers: HandlerGroup = ({ books }) => ({
  listBooks: async (request, reply) => {
    const { libraryId, covers } = request.query as LibraryQuery;
    return sendCachedJson(
      request,
      reply,
      await books.listBooks(request.principal, libraryId, covers),
    );
  },
  getBooksByLibrary: async (request, reply) => {
    const { libraryId, covers } = request.query as LibraryQuery & { libraryId: number };
    return sendCachedJson(
      request,
      reply,
      await books.listBooksOfLibrary(request.principal, libraryId, covers),
    );
  },
  getBookCover: async (request, reply) => {
    const { id } = request.params as IdParams;
    const { v } = request.query as { v?: string };
    const held = request.headers['if-none-match'];
    const { tag, image } = await books.cover(
      id,
      held === undefined ? undefined : (tag) => noneMatchHits(held, `"${tag}"`),
    );
    // Its URL names its content: that answer never changes. Any other is checked again.
    reply
      .header('etag', `"${tag}"`)
      .header('cache-control', v === tag ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (!image) return reply.code(304).send();
    return reply.type('image/jpeg').send(Buffer.from(image));
  },
  getBookCategories: () => books.categories(),
  getBook: (request) => books.getBook(request.principal, (request.params as IdParams).id),
  createBook: async (request, reply) => {
    const { imageBase64, libraryId: _ignored, ...fields } = request.body as BookCreate;
    const book = await books.createBook(caller(request), fields, null, imageBase64);
    return reply.code(201).send(book);
  },
  createBookWithImage: async (request, reply) => {
    const { fields, image } = await readBookForm(request);
    const book = await books.createBook(caller(request), fields, image);
    return reply.code(201).send(book);
  },
  updateBook: (request) =>
    books.updateBook(caller(request), (request.params as IdParams).id, request.body as BookUpdate),
  deleteBook: async (request, reply) => {
    await books.deleteBook(caller(request), (request.params as IdParams).id);
    return reply.code(204).send();
  },
  getTopBooks: (request) => {
    const { libraryId, limit } = request.query as LibraryQuery & { limit: number };
    return books.topBooks(caller(request), libraryId, limit);
  },
  listBookReviews: (request) =>
    books.listReviews(request.principal, (request.params as IdParams).id),
});
