// What a catalogue visit costs, covers inline (the contract's default) and linked (`covers=link`,
// as the kit asks): a library of BOOKS books, each with a cover of its own (300 × 450, smooth colour
// with a photo's grain), on an in-memory PGlite database, the app answering in-process. Prints each
// list's size as the server sends it (plain, gzip, brotli), the time to build it and to answer it
// from the cache, and the covers of a first screen. Not part of `npm test`.
//   npm run bench:catalogue            (BOOKS=3000 to change the library)
import crypto from 'node:crypto';
import jpeg from 'jpeg-js';
import { buildApp } from '../../server/src/app.ts';
import { openDatabase } from '../../server/src/db/database.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { insertBenchLibrary } from '../bench-library.mjs';

const BOOKS = Number(process.env.BOOKS ?? 1000);

/** A cover of its own for each seed: smooth colour with grain, as a photographed cover has. */
function cover(seed) {
  const width = 300;
  const height = 450;
  const data = Buffer.alloc(width * height * 4);
  let state = seed * 2654435761 || 1;
  const noise = () => ((state = (state * 1103515245 + 12345) >>> 0) >>> 24) - 128;
  for (let i = 0; i < width * height; i += 1) {
    const x = i % width;
    const y = Math.floor(i / width);
    data[i * 4] = (seed * 37 + x) & 255;
    data[i * 4 + 1] = (seed * 91 + y) & 255;
    data[i * 4 + 2] = ((x + y + seed) * 2 + (noise() >> 1)) & 255;
    data[i * 4 + 3] = 255;
  }
  return jpeg.encode({ data, width, height }, 85).data;
}

const database = await openDatabase({ engine: 'pglite' });
await migrate(database.db);
const { library, category } = await insertBenchLibrary(database.db);
let coverBytes = 0;
for (let start = 0; start < BOOKS; start += 100) {
  const rows = Array.from({ length: Math.min(100, BOOKS - start) }, (_, i) => {
    const image = cover(start + i + 1);
    coverBytes += image.length;
    return {
      library_id: library.id,
      category_id: category.id,
      title: `Benchmark Book ${String(start + i + 1).padStart(5, '0')}`,
      author: `Author ${(start + i) % 97}`,
      isbn: '978-0-14-143951-8',
      description: 'A book of the benchmark library, with a description of ordinary length.',
      available_copies: 3,
      image,
    };
  });
  await database.db.insertInto('books').values(rows).execute();
}

const app = await buildApp({ database, jwtSecret: crypto.randomBytes(32) });
const url = (covers) => `/api/books/getBooksByLibrary?libraryId=${library.id}${covers}`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const size = (bytes) => (bytes >= 1024 * 1024 ? mb(bytes) : kb(bytes));

console.log(
  `A library of ${BOOKS} books, each with its own cover (${kb(coverBytes / BOOKS)} on average, ${mb(coverBytes)} in all)\n`,
);
console.log(
  `${'list'.padEnd(26)} ${'plain'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)} ${'built'.padStart(9)} ${'gzip, cached'.padStart(9)}`,
);
for (const [name, query] of [
  ['covers inline (default)', ''],
  ['covers=link (the kit)', '&covers=link'],
]) {
  const answer = async (encoding) =>
    (await app.inject({ method: 'GET', url: url(query), headers: { 'accept-encoding': encoding } }))
      .rawPayload.length;
  let started = performance.now();
  const plain = await answer('identity');
  const built = performance.now() - started;
  started = performance.now();
  const gzip = await answer('gzip');
  const cached = performance.now() - started;
  const brotli = await answer('br');
  console.log(
    `${name.padEnd(26)} ${size(plain).padStart(10)} ${size(gzip).padStart(10)} ${size(brotli).padStart(10)} ${`${built.toFixed(0)} ms`.padStart(9)} ${`${cached.toFixed(0)} ms`.padStart(9)}`,
  );
}
const linked = (await app.inject({ method: 'GET', url: url('&covers=link') })).json();
const screenful = linked.slice(0, 12);
let screenBytes = 0;
for (const book of screenful) {
  screenBytes += (await app.inject({ method: 'GET', url: book.coverUrl })).rawPayload.length;
}
console.log(
  `\nWith covers linked, a first screen of ${screenful.length} cards loads ${size(screenBytes)} of covers; each further cover loads as its card nears the screen, and is kept for good.`,
);
await app.close();
await database.close();
