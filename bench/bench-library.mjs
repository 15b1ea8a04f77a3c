/**
 * The library the server benchmarks fill (`bench/api`, `bench/catalogue`), on a migrated database,
 * with the one category its books are in.
 */
export async function insertBenchLibrary(db) {
  const library = await db
    .insertInto('libraries')
    .values({
      name: 'Bench Library',
      city: 'Loopback',
      address: '127 Local Road',
      contact_phone: '0',
      contact_email: 'bench@demo.test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const category = await db
    .insertInto('categories')
    .values({ name: 'Fiction' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { library, category };
}
