import type { Kysely, Selectable } from 'kysely';
import type { CategoriesTable, DB } from '../db/schema.ts';

export type CategoryRow = Selectable<CategoriesTable>;

export function listCategories(db: Kysely<DB>): Promise<CategoryRow[]> {
  return db.selectFrom('categories').selectAll().orderBy('name').execute();
}

export function findCategory(db: Kysely<DB>, id: number): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function ensureCategories(db: Kysely<DB>, names: string[]): Promise<CategoryRow[]> {
  if (names.length > 0) {
    await db
      .insertInto('categories')
      .values(names.map((name) => ({ name })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
  return listCategories(db);
}
