import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawCover } from '../src/db/seed/covers.ts';
import { createTestContext, multipart, type TestContext } from './helpers/context.ts';
import {
  TRAILER,
  halvesJpeg,
  jpegWithThumbnail,
  twoScanJpeg,
  withDimensions,
} from './helpers/jpegs.ts';
import { readJpeg } from '../src/services/images.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const fields = {
  title: 'Covered',
  author: 'Cover Author',
  isbn: '978-0-14-143951-8',
  availableCopies: '3',
  description: 'A book with a cover.',
  categoryId: '2',
  available: 'true',
};
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082',
  'hex',
);

function upload(
  file: { filename: string; contentType: string; data: Uint8Array } | undefined,
  extra: Record<string, string> = {},
) {
  const form = multipart({ ...fields, ...extra }, file ? { image: file } : {});
  return context.request({
    method: 'POST',
    url: '/api/books/with-image',
    as: 'admin',
    payload: form.payload,
    headers: form.headers,
  });
}

const jsonBook = {
  title: 'Big',
  author: 'A',
  isbn: '0-306-40615-2',
  availableCopies: 1,
  description: 'd',
  categoryId: 1,
};

/** A JPEG of exactly `bytes` bytes: a real cover, padded before its end marker. */
function jpegOfSize(bytes: number): Buffer {
  const cover = drawCover(6);
  return Buffer.concat([
    cover.subarray(0, cover.length - 2),
    Buffer.alloc(bytes - cover.length),
    Buffer.from([0xff, 0xd9]),
  ]);
}

function createJsonBook(payload: object) {
  return context.request({ method: 'POST', url: '/api/books', as: 'admin', payload });
}

/** Adds an address for the member: the given fields over a valid address. */
function postAddress(fields: Record<string, string>) {
  return context.request({
    method: 'POST',
    url: `/api/users/${context.accounts.member.id}/addresses`,
    as: 'member',
    payload: { street: 'S', city: 'C', state: 'ST', zipCode: '1', ...fields },
  });
}

describe('book covers', () => {
  it('takes a JPEG and gives it back as imageBase64', async () => {
    const jpeg = drawCover(42);
    const response = await upload({ filename: 'cover.jpg', contentType: 'image/jpeg', data: jpeg });
    expect(response.statusCode, response.body).toBe(201);
    const book = response.json();
    expect(book).toMatchObject({
      title: 'Covered',
      availableCopies: 3,
      available: true,
      categoryId: 2,
      libraryId: context.accounts.admin.libraryId,
    });
    expect(book.imageBase64).toBe(Buffer.from(jpeg).toString('base64'));
    const again = await context.request({ method: 'GET', url: `/api/books/${book.id}` });
    expect(again.json().imageBase64).toBe(book.imageBase64);
  });

  it('links each cover from a list asked for with covers=link, sent as it was stored', async () => {
    const jpeg = drawCover(43);
    const tag = crypto.createHash('md5').update(jpeg).digest('hex').slice(0, 16);
    const book = (
      await upload({ filename: 'cover.jpg', contentType: 'image/jpeg', data: jpeg })
    ).json();
    const bare = (await createJsonBook({ ...jsonBook, title: 'Coverless' })).json();
    for (const url of [
      '/api/books?covers=link',
      '/api/books/getBooksByLibrary?libraryId=1&covers=link',
    ]) {
      const linked = (await context.request({ method: 'GET', url, as: 'member' })).json() as {
        id: number;
        coverUrl?: string;
        imageBase64?: string;
      }[];
      expect(
        linked.every((listed) => listed.imageBase64 === undefined),
        url,
      ).toBe(true);
      // Named by its content: the md5's first 16 hex digits.
      expect(linked.find((listed) => listed.id === book.id)?.coverUrl).toBe(
        `/api/books/${book.id}/cover?v=${tag}`,
      );
      expect(linked.find((listed) => listed.id === bare.id)).not.toHaveProperty('coverUrl');
    }
    // The default list still carries them, as the contract's clients expect.
    const inline = (
      await context.request({ method: 'GET', url: '/api/books', as: 'member' })
    ).json();
    expect(inline.find((listed: { id: number }) => listed.id === book.id).imageBase64).toBe(
      Buffer.from(jpeg).toString('base64'),
    );

    // The cover, to anyone (an <img> sends no token), kept for good at its content's URL.
    const url = `/api/books/${book.id}/cover?v=${tag}`;
    const cover = await context.request({
      method: 'GET',
      url,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    expect(cover.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(cover.rawPayload.equals(Buffer.from(jpeg))).toBe(true);
    // Asked for without that tag, or with another (a cover of another day), it is checked again.
    // A list from before covers were named by their content gave the book's version.
    for (const other of [
      `/api/books/${book.id}/cover`,
      `/api/books/${book.id}/cover?v=0123456789abcdef`,
      `/api/books/${book.id}/cover?v=${book.version}`,
    ]) {
      const unnamed = await context.request({ method: 'GET', url: other });
      expect(unnamed.headers['cache-control'], other).toBe('no-cache');
      expect(unnamed.headers.etag).toBe(`"${tag}"`);
    }
    const revalidated = await context.request({
      method: 'GET',
      url: `/api/books/${book.id}/cover`,
      headers: { 'if-none-match': `"${tag}"` },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    // Holding another cover's tag, it gets this one.
    const changed = await context.request({
      method: 'GET',
      url: `/api/books/${book.id}/cover`,
      headers: { 'if-none-match': '"0123456789abcdef"' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(Buffer.from(jpeg))).toBe(true);

    // None for a book without one, a book deleted, or no book; a bad version is named.
    for (const missing of [bare.id, 999_999]) {
      const none = await context.request({ method: 'GET', url: `/api/books/${missing}/cover` });
      expect(none.statusCode).toBe(404);
      expect(none.json().error).toBe('NOT_FOUND');
    }
    const bad = await context.request({
      method: 'GET',
      url: `/api/books/${book.id}/cover?v=${tag.toUpperCase()}`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'v must be the tag of the cover as its coverUrl gives it (16 lower-case hexadecimal digits)',
    );
    await context.request({ method: 'DELETE', url: `/api/books/${book.id}`, as: 'admin' });
    const gone = await context.request({ method: 'GET', url });
    expect(gone.statusCode).toBe(404);
  });

  it('stores a form’s CRLF line breaks as typed, and counts the description that way', async () => {
    const description = 'para\r\n'.repeat(800); // 4000 characters typed, 4800 as sent
    const response = await upload(
      { filename: 'cover.jpg', contentType: 'image/jpeg', data: drawCover(3) },
      { description },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().description).toBe('para\n'.repeat(800));
  });

  it('judges by content, not by name or declared type', async () => {
    const misnamed = await upload({
      filename: 'cover.png',
      contentType: 'image/png',
      data: drawCover(1),
    });
    expect(misnamed.statusCode).toBe(201);
    const png = await upload({ filename: 'cover.jpg', contentType: 'image/jpeg', data: PNG });
    expect(png.statusCode).toBe(400);
    expect(png.json().message).toMatch(/image is not a JPEG/);
    const truncated = await upload({
      filename: 'cover.jpg',
      contentType: 'image/jpeg',
      data: drawCover(2).subarray(0, 500),
    });
    expect(truncated.statusCode).toBe(400);
    const text = await upload({
      filename: 'cover.jpg',
      contentType: 'image/jpeg',
      data: Buffer.from('\xff\xd8 hello'),
    });
    expect(text.statusCode).toBe(400);
  });

  it('answers 413 for an image over 2 MiB', async () => {
    const cover = drawCover(3);
    const big = Buffer.concat([
      cover.subarray(0, cover.length - 2),
      Buffer.alloc(2 * 1024 * 1024),
      Buffer.from([0xff, 0xd9]),
    ]);
    const response = await upload({ filename: 'big.jpg', contentType: 'image/jpeg', data: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'image is larger than 2 MiB.',
    });
  });

  it('stores a large cover scaled down to fit 600 × 900, so that every book list stays light', async () => {
    const photo = halvesJpeg(2000, 3000);
    const response = await upload({
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
      data: photo,
    });
    expect(response.statusCode).toBe(201);
    const stored = Buffer.from(response.json().imageBase64, 'base64');
    expect(readJpeg(stored)).toMatchObject({ width: 600, height: 900 });
    expect(stored.length).toBeLessThan(photo.length / 4);
    // The same in the lists, and through the JSON route.
    const list = await context.request({ method: 'GET', url: '/api/books', as: 'admin' });
    const listed = list.json().find((book: { id: number }) => book.id === response.json().id);
    expect(listed.imageBase64).toBe(response.json().imageBase64);
    const json = await createJsonBook({ ...jsonBook, imageBase64: photo.toString('base64') });
    expect(readJpeg(Buffer.from(json.json().imageBase64, 'base64'))).toMatchObject({ width: 600 });
  });

  it('refuses a picture over 4096 pixels either way, which members’ browsers would decode whole', async () => {
    const sized = (width: number, height: number) => ({
      filename: 'c.jpg',
      contentType: 'image/jpeg',
      data: withDimensions(drawCover(3), width, height),
    });
    const wide = await upload(sized(12000, 12000));
    expect(wide.statusCode).toBe(400);
    expect(wide.json()).toEqual({
      error: 'BAD_REQUEST',
      message:
        'image is 12000 × 12000 pixels; a cover may be at most 4096 pixels wide and 4096 high.',
    });
    expect((await upload(sized(300, 4097))).statusCode).toBe(400);
    // At the limit it is taken. Its frame says more pixels than its data holds, which the scaler
    // cannot decode: it is stored as uploaded.
    const atLimit = await upload(sized(4096, 4096));
    expect(atLimit.statusCode).toBe(201);
    expect(atLimit.json().imageBase64).toBe(
      withDimensions(drawCover(3), 4096, 4096).toString('base64'),
    );
    const json = await createJsonBook({
      ...jsonBook,
      imageBase64: withDimensions(drawCover(3), 4097, 10).toString('base64'),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(
      'imageBase64 is 4097 × 10 pixels; a cover may be at most 4096 pixels wide and 4096 high.',
    );
  });

  it('requires the image and checks the fields against the contract', async () => {
    const none = await upload(undefined);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/image is required/);
    const bad = await upload(
      { filename: 'c.jpg', contentType: 'image/jpeg', data: drawCover(4) },
      { availableCopies: 'many', isbn: 'x' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/availableCopies/);
    expect(bad.json().message).toMatch(/isbn/);
    // A form's number is written in digits, as a path's is.
    const hex = await upload(
      { filename: 'c.jpg', contentType: 'image/jpeg', data: drawCover(4) },
      { availableCopies: '0x10' },
    );
    expect(hex.statusCode).toBe(400);
    expect(hex.json().message).toBe('availableCopies must be a whole number');
  });

  it('says image must be a file when it comes as text, and names a field no book has', async () => {
    const text = await upload(undefined, { image: 'cover.jpg' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'image must be a file, a JPEG image, not text.',
    });
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const builtIn = await upload(
        { filename: 'c.jpg', contentType: 'image/jpeg', data: drawCover(4) },
        { [name]: 'x' },
      );
      expect(builtIn.statusCode, name).toBe(400);
      expect(builtIn.json().message, name).toMatch(
        /^A form field is named like a property every object has/,
      );
    }
  });

  it('takes one file, named image, and no more fields than a book has', async () => {
    const cover = { filename: 'c.jpg', contentType: 'image/jpeg', data: drawCover(4) };
    const twoFiles = multipart(fields, { image: cover, back: cover });
    const extraFile = await context.request({
      method: 'POST',
      url: '/api/books/with-image',
      as: 'admin',
      payload: twoFiles.payload,
      headers: twoFiles.headers,
    });
    expect(extraFile.statusCode).toBe(400);
    expect(extraFile.json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'Send one file, named image.',
    });
    const padding = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`extra${i}`, 'x']));
    const tooMany = await upload(cover, padding);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('The form has more fields than a book has.');
  });

  it('says so of a field that has no name, rather than a message that starts with nothing', async () => {
    const json = await postAddress({ '': 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ error: 'BAD_REQUEST', message: '"" is not an accepted field' });
    const cover = { filename: 'c.jpg', contentType: 'image/jpeg', data: drawCover(4) };
    const form = multipart(fields, { image: cover });
    for (const disposition of ['form-data', 'form-data; name=""']) {
      const nameless = Buffer.concat([
        Buffer.from(
          `--${form.headers['content-type']!.split('boundary=')[1]}\r\n` +
            `Content-Disposition: ${disposition}\r\n\r\nx\r\n`,
        ),
        form.payload,
      ]);
      const response = await context.request({
        method: 'POST',
        url: '/api/books/with-image',
        as: 'admin',
        payload: nameless,
        headers: form.headers,
      });
      expect(response.statusCode, disposition).toBe(400);
      expect(response.json(), disposition).toEqual({
        error: 'BAD_REQUEST',
        message: 'A form field has no name.',
      });
    }
  });

  it('takes imageBase64 on the JSON create too, and checks it the same way', async () => {
    const body = {
      title: 'B64',
      author: 'A',
      isbn: '0-306-40615-2',
      availableCopies: 1,
      description: 'd',
      categoryId: 1,
    };
    const jpeg = Buffer.from(drawCover(5)).toString('base64');
    const ok = await context.request({
      method: 'POST',
      url: '/api/books',
      as: 'admin',
      payload: { ...body, imageBase64: jpeg },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().imageBase64).toBe(jpeg);
    const png = await context.request({
      method: 'POST',
      url: '/api/books',
      as: 'admin',
      payload: { ...body, imageBase64: PNG.toString('base64') },
    });
    expect(png.statusCode).toBe(400);
    const notBase64 = await context.request({
      method: 'POST',
      url: '/api/books',
      as: 'admin',
      payload: { ...body, imageBase64: '***' },
    });
    expect(notBase64.statusCode).toBe(400);
    expect(notBase64.json().message).toMatch(/imageBase64/);
  });

  it('takes a phone’s JPEG with data after its end, and keeps only the picture', async () => {
    const picture = Buffer.from(drawCover(9));
    const withTrailer = Buffer.concat([picture, TRAILER]);
    const form = await upload({
      filename: 'phone.jpg',
      contentType: 'image/jpeg',
      data: withTrailer,
    });
    const json = await createJsonBook({ ...jsonBook, imageBase64: withTrailer.toString('base64') });
    for (const response of [form, json]) {
      expect(response.statusCode, response.body).toBe(201);
      const stored = await context.request({
        method: 'GET',
        url: `/api/books/${response.json().id}`,
      });
      expect(stored.json().imageBase64).toBe(picture.toString('base64'));
    }
  });

  it('reads a JPEG to its own end: through later scans, past a thumbnail’s end', async () => {
    for (const picture of [twoScanJpeg(), jpegWithThumbnail()]) {
      const response = await upload({
        filename: 'phone.jpg',
        contentType: 'image/jpeg',
        data: Buffer.concat([picture, TRAILER]),
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().imageBase64).toBe(picture.toString('base64'));
    }
  });

  it('answers the JSON create 413 for a cover one byte over 2 MiB, within its maxLength', async () => {
    const imageBase64 = jpegOfSize(2 * 1024 * 1024 + 1).toString('base64');
    expect(imageBase64.length).toBe(2_796_204); // the contract's maxLength
    const response = await createJsonBook({ ...jsonBook, imageBase64 });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'imageBase64 is larger than 2 MiB.',
    });
  });

  it('answers the JSON create 413 for a cover a little over 2 MiB, beyond its maxLength', async () => {
    const book = {
      ...jsonBook,
      imageBase64: jpegOfSize(2 * 1024 * 1024 + 1000).toString('base64'),
    };
    expect(book.imageBase64.length).toBeGreaterThan(2_796_204);
    const response = await createJsonBook(book);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'imageBase64 is larger than 2 MiB.',
    });
    // Told first, as the multipart route reads the file before the other fields.
    const { title: _title, ...untitled } = book;
    expect((await createJsonBook(untitled)).json().message).toBe(
      'imageBase64 is larger than 2 MiB.',
    );
  });

  it('answers a JSON create far over the body limit with the body limit’s 413', async () => {
    const response = await createJsonBook({
      ...jsonBook,
      imageBase64: 'A'.repeat(8 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'The body is larger than the server takes.',
    });
  });
});

describe('request bodies', () => {
  it('answers 413 with the error body for a JSON body over the limit', async () => {
    const response = await context.request({
      method: 'POST',
      url: '/api/superadmin/libraries',
      as: 'super',
      payload: JSON.stringify({ name: 'x'.repeat(4 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
  });

  it('does not coerce body types, but does coerce path and query numbers', async () => {
    const coerced = await context.request({
      method: 'POST',
      url: '/api/books',
      as: 'admin',
      payload: {
        title: 'T',
        author: 'A',
        isbn: '0-306-40615-2',
        availableCopies: '5',
        description: 'd',
        categoryId: 1,
      },
    });
    expect(coerced.statusCode).toBe(400);
    expect(coerced.json().message).toBe('availableCopies must be a whole number');
    expect((await context.request({ method: 'GET', url: '/api/books/0001' })).statusCode).toBe(200);
    // Digits only: not what Number() would make of other text.
    for (const id of ['abc', '0x10', '1e3', '%201']) {
      expect(
        (await context.request({ method: 'GET', url: `/api/books/${id}` })).json(),
        id,
      ).toEqual({
        error: 'BAD_REQUEST',
        message: 'id must be a whole number',
      });
    }
    const top = await context.request({
      method: 'GET',
      url: '/api/books/top-books?limit=3',
      as: 'super',
    });
    expect(top.json()).toHaveLength(3);
  });

  it('answers 400 to malformed JSON and 415 to a body of another type', async () => {
    const malformed = await context.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'The body is not valid JSON.',
    });
    const text = await context.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('reads JSON as UTF-8, and refuses a body said to be in another charset rather than misread it', async () => {
    const login = (contentType: string) =>
      context.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: JSON.stringify({ email: 'member@demo.test', password: 'demo12345' }),
        headers: { 'content-type': contentType },
      });
    for (const contentType of [
      'application/json; charset=UTF-8',
      'application/json;charset="utf8"',
      'application/json; charset=us-ascii',
      'application/json',
    ]) {
      expect((await login(contentType)).statusCode, contentType).toBe(200);
    }
    for (const [contentType, charset] of [
      ['application/json; charset=latin1', 'latin1'],
      ['application/json; charset="UTF-16"', 'UTF-16'],
    ]) {
      const refused = await login(contentType!);
      expect(refused.statusCode, contentType).toBe(415);
      expect(refused.json(), contentType).toEqual({
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message: `A JSON body is UTF-8 (charset=utf-8), not charset=${charset}.`,
      });
    }
  });

  it('answers 415 to a form where an operation takes JSON, as to text', async () => {
    const form = multipart({ a: '1' });
    for (const [url, as] of [
      ['/api/rentals', 'member'],
      ['/api/books', 'admin'],
      ['/api/auth/login', undefined],
    ] as const) {
      for (const body of [form, { payload: 'a=1', headers: { 'content-type': 'text/plain' } }]) {
        const response = await context.request({ method: 'POST', url, as, ...body });
        expect(response.statusCode, url).toBe(415);
        expect(response.json(), url).toEqual({
          error: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'This operation takes a JSON body (Content-Type: application/json).',
        });
      }
    }
    // The one operation that takes a form still does, and says so to text.
    const cover = { filename: 'c.jpg', contentType: 'image/jpeg', data: drawCover(10) };
    expect((await upload(cover)).statusCode).toBe(201);
    // JSON, well-formed or not, is not the form either: the type is told before the content.
    for (const body of [
      { payload: 'a=1', headers: { 'content-type': 'text/plain' } },
      { payload: { title: 'JSON' } },
      { payload: '{"title":', headers: { 'content-type': 'application/json' } },
      { payload: '{"__proto__":{}}', headers: { 'content-type': 'application/json' } },
    ]) {
      const response = await context.request({
        method: 'POST',
        url: '/api/books/with-image',
        as: 'admin',
        ...body,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'This operation takes a multipart/form-data body.',
      });
    }
  });

  it('names what is wrong with an id, in the path or the query', async () => {
    const negative = await context.request({ method: 'GET', url: '/api/books/-1' });
    expect(negative.json().message).toBe('id must be at least 1');
    const hex = await context.request({
      method: 'GET',
      url: '/api/books/getBooksByLibrary?libraryId=0x1',
    });
    expect(hex.statusCode).toBe(400);
    expect(hex.json().message).toBe('libraryId must be a whole number');
  });

  it('names an id of any length as the id at fault, not as a route that does not exist', async () => {
    const digits = await context.request({ method: 'GET', url: `/api/books/${'9'.repeat(101)}` });
    expect(digits.statusCode).toBe(400);
    expect(digits.json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'id must be at most 2147483647',
    });
    const letters = await context.request({
      method: 'DELETE',
      url: `/api/users/1/addresses/${'x'.repeat(500)}`,
      as: 'member',
    });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().message).toMatch(/^(userId|addressId) /);
  });

  it('answers 400, not 500, to a body nested thousands deep', async () => {
    const deep = `{"name":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    for (const url of ['/api/auth/register', '/api/auth/login']) {
      const response = await context.request({
        method: 'POST',
        url,
        payload: deep,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toBe('BAD_REQUEST');
    }
  });

  it('says a malformed e-mail is one, not which expression it fails', async () => {
    const response = await context.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'N', email: 'not an e-mail', password: 'password1', role: 'USER' },
    });
    expect(response.json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'email must be a valid e-mail address',
    });
  });

  it('refuses text with a NUL character, which PostgreSQL cannot store, naming the field', async () => {
    const registered = await context.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'a\u0000b', email: 'nul@demo.test', password: 'secret123', role: 'USER' },
    });
    expect(registered.statusCode).toBe(400);
    expect(registered.json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'name contains a NUL character (U+0000), which text cannot hold.',
    });
    const form = await upload(
      { filename: 'c.jpg', contentType: 'image/jpeg', data: drawCover(4) },
      { title: 'Cover\u0000ed' },
    );
    expect(form.statusCode).toBe(400);
    expect(form.json().message).toMatch(/^title contains a NUL character/);
  });

  it('refuses text with a control character, naming the field and the character, but keeps tabs, line breaks and passwords as sent', async () => {
    for (const [street, code] of [
      ['\u0001', 'U+0001'],
      ['12 Main St\u007f', 'U+007F'],
      ['\u0085', 'U+0085'],
      ['a\u000bb', 'U+000B'],
    ] as const) {
      const address = await postAddress({ street });
      expect(address.statusCode, code).toBe(400);
      expect(address.json(), code).toEqual({
        error: 'BAD_REQUEST',
        message: `street contains a control character (${code}), which text here cannot hold.`,
      });
    }
    const library = await context.request({
      method: 'POST',
      url: '/api/superadmin/libraries',
      as: 'super',
      payload: {
        name: 'Riverside Public Library\u0001',
        city: 'Springfield',
        address: '1 Road',
        contactPhone: '1',
        contactEmail: 'x@demo.test',
      },
    });
    expect(library.statusCode).toBe(400);
    expect(library.json().message).toMatch(/^name contains a control character \(U\+0001\)/);
    const form = await upload(
      { filename: 'c.jpg', contentType: 'image/jpeg', data: drawCover(4) },
      { author: '\u001b[31m' },
    );
    expect(form.statusCode).toBe(400);
    expect(form.json().message).toMatch(/^author contains a control character \(U\+001B\)/);

    const lines = await postAddress({ street: 'Flat 2\r\nMain Street\t12' });
    expect(lines.statusCode).toBe(201);
    const password = await context.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'member@demo.test', password: 'demo\u0001' },
    });
    expect(password.statusCode).toBe(401);
  });

  it('ignores a NUL in a query parameter the operation does not take, as it ignores any other', async () => {
    for (const [url, as] of [
      ['/api/health?x=%00', undefined],
      ['/api/rentals/active?note=a%00b', 'member'],
      ['/api/books?libraryId=1&q=%00', 'member'],
    ] as const) {
      const response = await context.request({ method: 'GET', url, as });
      expect(response.statusCode, url).toBe(200);
    }
    const taken = await context.request({ method: 'GET', url: '/api/books?libraryId=%00' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toMatch(/^libraryId /);
  });

  it('refuses a lone UTF-16 surrogate, which would be stored as U+FFFD, naming the field', async () => {
    const address = await postAddress({ street: 'a\ud800b' });
    expect(address.statusCode).toBe(400);
    expect(address.json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'street contains a lone UTF-16 surrogate, which is not text.',
    });
    // A pair is a character like any other.
    const emoji = await postAddress({ street: 'Rue 📚' });
    expect(emoji.statusCode).toBe(201);
    expect(emoji.json().street).toBe('Rue 📚');
  });

  it('refuses a JSON body that is not UTF-8, which would be stored as U+FFFD', async () => {
    const url = `/api/users/${context.accounts.member.id}/addresses`;
    for (const bytes of ['ff fe', 'c0 af', 'ed a0 80']) {
      const street = Buffer.from(bytes.replace(/ /g, ''), 'hex');
      const response = await context.request({
        method: 'POST',
        url,
        as: 'member',
        headers: { 'content-type': 'application/json' },
        payload: Buffer.concat([
          Buffer.from('{"street":"'),
          street,
          Buffer.from('","city":"C","state":"ST","zipCode":"1"}'),
        ]),
      });
      expect(response.statusCode, bytes).toBe(400);
      expect(response.json()).toEqual({
        error: 'BAD_REQUEST',
        message: 'The body is not valid UTF-8.',
      });
    }
    const list = await context.request({ method: 'GET', url, as: 'member' });
    expect(list.body).not.toContain('\ufffd');
    // UTF-8 itself, its byte order mark included, is taken.
    const accented = await context.request({
      method: 'POST',
      url,
      as: 'member',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: Buffer.from('\ufeff{"street":"Château 📚","city":"C","state":"ST","zipCode":"1"}'),
    });
    expect(accented.statusCode).toBe(201);
    expect(accented.json().street).toBe('Château 📚');
  });

  it('refuses a form field that is not UTF-8, naming it', async () => {
    const cover = { filename: 'c.jpg', contentType: 'image/jpeg', data: drawCover(4) };
    const form = multipart({ ...fields, title: 'PLACEHOLDER' }, { image: cover });
    const payload = Buffer.from(
      form.payload.toString('latin1').replace('PLACEHOLDER', '\xc0\xaf'),
      'latin1',
    );
    const response = await context.request({
      method: 'POST',
      url: '/api/books/with-image',
      as: 'admin',
      payload,
      headers: form.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'BAD_REQUEST', message: 'title is not valid UTF-8.' });
    // UTF-8 text in a field is taken as written, whether or not its part says it is UTF-8.
    const accented = await upload(cover, { title: 'Château 📚' });
    expect(accented.statusCode).toBe(201);
    expect(accented.json().title).toBe('Château 📚');
    const declared = multipart({ ...fields, title: 'Café' }, { image: cover });
    const withCharset = await context.request({
      method: 'POST',
      url: '/api/books/with-image',
      as: 'admin',
      payload: Buffer.from(
        declared.payload
          .toString('latin1')
          .replace(
            'name="title"\r\n',
            'name="title"\r\nContent-Type: text/plain; charset=UTF-8\r\n',
          ),
        'latin1',
      ),
      headers: declared.headers,
    });
    expect(withCharset.statusCode, withCharset.body).toBe(201);
    expect(withCharset.json().title).toBe('Café');
  });

  it('says what a field must be in plain words, once per field', async () => {
    const registered = await context.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: '', email: 'a', password: 'short', role: 'USER', libraryId: 2 ** 31 },
    });
    expect(registered.json()).toEqual({
      error: 'BAD_REQUEST',
      message:
        'name must not be blank; email must be a valid e-mail address; ' +
        'password must be at least 8 characters; libraryId must be at most 2147483647',
    });
    const returned = await context.request({
      method: 'POST',
      url: '/api/rentals/1/return',
      as: 'member',
      payload: { rentalId: 1, pickupDate: '2026-02-30' },
    });
    expect(returned.json().message).toBe('pickupDate must be a date written YYYY-MM-DD');
    const book = await context.request({ method: 'GET', url: `/api/books/${2 ** 31}` });
    expect(book.json().message).toBe('id must be at most 2147483647');
    const review = await context.request({
      method: 'POST',
      url: '/api/reviews',
      as: 'member',
      payload: { userId: 1, bookId: 1, rating: 6, title: 'T', content: '' },
    });
    expect(review.json().message).toBe('rating must be at most 5; content must not be blank');
    for (const bad of ['ISBN', '1---------1', '12345678901', '1234567890123X']) {
      const isbn = await createJsonBook({ ...jsonBook, isbn: bad });
      expect(isbn.json().message, bad).toBe(
        'isbn must be an ISBN-10 or ISBN-13 (digits, with hyphens or spaces)',
      );
    }
    const isbn10 = await createJsonBook({ ...jsonBook, isbn: '0 306 40615 X' });
    expect(isbn10.statusCode, isbn10.body).toBe(201);
  });

  it('refuses a required text that is only spaces or invisible characters, as the kit’s forms do', async () => {
    const address = await postAddress({
      street: '   ',
      state: '\t',
      city: '\u200b\u2060',
      zipCode: '\u3164\u2800\ufe0f',
    });
    expect(address.statusCode).toBe(400);
    expect(address.json()).toEqual({
      error: 'BAD_REQUEST',
      message:
        'street must not be blank; city must not be blank; state must not be blank; zipCode must not be blank',
    });
    // Text around a filler still says something.
    const named = await postAddress({
      street: '\u3164Main St',
      city: 'Ely',
      state: 'CB',
      zipCode: '1',
    });
    expect(named.statusCode, named.body).toBe(201);
  });

  it('answers a URL that does not decode with the error body', async () => {
    const response = await context.request({ method: 'GET', url: '/api/books/%' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'BAD_REQUEST', message: 'The URL is not valid.' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('says a request without a body, or with an empty JSON one, has none where an object is expected', async () => {
    const noBody = {
      error: 'BAD_REQUEST',
      message: 'The request has no body; this operation takes a JSON object.',
    };
    for (const headers of [{ 'content-type': 'application/json' }, {}]) {
      for (const [url, as] of [
        ['/api/auth/login', undefined],
        ['/api/rentals', 'member'],
      ] as const) {
        const response = await context.request({ method: 'POST', url, as, payload: '', headers });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual(noBody);
      }
    }
    // A body that is there but not an object is said to be one.
    const nullBody = await context.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect(nullBody.json()).toEqual({ error: 'BAD_REQUEST', message: 'body must be an object' });
  });

  it('refuses a __proto__ or constructor.prototype key, saying so rather than that the JSON is bad', async () => {
    const send = (payload: string) =>
      context.request({
        method: 'POST',
        url: '/api/auth/login',
        payload,
        headers: { 'content-type': 'application/json' },
      });
    const login = '"email":"member@demo.test","password":"demo12345"';
    for (const payload of [
      `{${login},"__proto__":{"role":"SUPER_ADMIN"}}`,
      `{${login},"\\u005f_proto__":{}}`,
      `{${login},"nested":[{"__proto__":null}]}`,
    ]) {
      const response = await send(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json(), payload).toEqual({
        error: 'BAD_REQUEST',
        message: 'A key named __proto__ is not accepted.',
      });
    }
    const constructor = await send(`{${login},"constructor":{"prototype":{"role":"SUPER_ADMIN"}}}`);
    expect(constructor.statusCode).toBe(400);
    expect(constructor.json()).toEqual({
      error: 'BAD_REQUEST',
      message:
        'A key named prototype inside one named constructor (constructor.prototype) is not accepted.',
    });
    // A key named constructor alone is only a field the operation does not take.
    expect((await send(`{${login},"constructor":1}`)).json().message).toBe(
      'constructor is not an accepted field',
    );
  });
});
