import type { Insertable } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { FilePurpose, FilesTable } from '../db/schema.ts';

// Every query on stored uploads (spec files and avatars alike).

export async function insertFile(db: Executor, values: Insertable<FilesTable>): Promise<number> {
  const row = await db.insertInto('files').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function findFileById(db: Executor, id: number) {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findFilesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('files').selectAll().where('id', 'in', ids).execute();
}

export async function findFileByStorageName(db: Executor, storageName: string, purpose: FilePurpose) {
  return db
    .selectFrom('files')
    .select(['id', 'storage_name', 'size_bytes'])
    .where('storage_name', '=', storageName)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

export async function listOwnedFiles(db: Executor, ownerUserId: number, purpose: FilePurpose) {
  return db
    .selectFrom('files')
    .select(['id', 'storage_name'])
    .where('owner_user_id', '=', ownerUserId)
    .where('purpose', '=', purpose)
    .execute();
}

export async function deleteFiles(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('files').where('id', 'in', ids).execute();
}
