import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AVATAR_PNG_ONLY_MESSAGE } from '@cotizador/domain/messages';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../context.ts';
import type { User } from '../../db/schema.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { nowIso } from '../../lib/time.ts';
import { updateUser } from '../users/users.repository.ts';

// Avatars (SPEC §2 Choose avatar, §7 modify-image-profile; DESIGN.md §4 uploads): PNG only, checked
// by magic bytes, at most 2 MB, stored under DATA_DIR/uploads with a random name and recorded in
// `files`. They are served at AVATAR_URL_PREFIX + name: the name is unguessable (128 random bits),
// so an <img> can load it without a bearer token, like any other public profile picture.

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_URL_PREFIX = '/api/files/avatars/';

/** `<32 hex>.png`, or `<32 hex>-user3.png` keeping a short, safe original name (the web preselects by it). */
export const AVATAR_NAME_PATTERN = /^[0-9a-f]{32}(?:-[a-z0-9_-]{1,32})?\.png$/;

function storageNameFor(originalName: string): string {
  const base = path
    .basename(originalName, path.extname(originalName))
    .toLowerCase()
    .replace(/[^a-z0-9_-]/g, '')
    .slice(0, 32);
  return `${randomBytes(16).toString('hex')}${base ? `-${base}` : ''}.png`;
}

export async function isPng(buffer: Buffer): Promise<boolean> {
  const type = await fileTypeFromBuffer(buffer);
  return type?.mime === 'image/png';
}

/** Store a new avatar, make it the user's, and delete the one it replaces. */
export async function replaceAvatar(ctx: AppContext, user: User, upload: { buffer: Buffer; filename: string }): Promise<User> {
  if (!(await isPng(upload.buffer))) throw ValidationError.field('image', AVATAR_PNG_ONLY_MESSAGE);

  const storageName = storageNameFor(upload.filename);
  await fs.mkdir(ctx.config.uploadsDir, { recursive: true });
  const filePath = path.join(ctx.config.uploadsDir, storageName);
  await fs.writeFile(filePath, upload.buffer, { flag: 'wx' });

  const now = nowIso(ctx.clock.now());
  let replaced: string[] = [];
  let updated: User;
  try {
    updated = await ctx.db.transaction().execute(async (trx) => {
      const previous = await trx
        .selectFrom('files')
        .select(['id', 'storage_name'])
        .where('owner_user_id', '=', user.id)
        .where('purpose', '=', 'avatar')
        .execute();
      await trx
        .insertInto('files')
        .values({
          owner_user_id: user.id,
          purpose: 'avatar',
          storage_name: storageName,
          original_name: path.basename(upload.filename).slice(0, 200) || 'avatar.png',
          mime_type: 'image/png',
          size_bytes: upload.buffer.length,
          created_at: now,
        })
        .execute();
      if (previous.length > 0) {
        await trx
          .deleteFrom('files')
          .where(
            'id',
            'in',
            previous.map((file) => file.id),
          )
          .execute();
      }
      replaced = previous.map((file) => file.storage_name);
      return updateUser(trx, user.id, { avatar_url: `${AVATAR_URL_PREFIX}${storageName}`, updated_at: now });
    });
  } catch (error) {
    await fs.rm(filePath, { force: true });
    throw error;
  }
  // After the commit: a leftover file is harmless, a missing one would not be.
  await Promise.all(replaced.map((name) => fs.rm(path.join(ctx.config.uploadsDir, name), { force: true }).catch(() => {})));
  return updated;
}

/** Path of a stored avatar, or 404 for any name that is not one. */
export async function avatarFilePath(ctx: AppContext, name: string): Promise<{ path: string; size: number }> {
  if (!AVATAR_NAME_PATTERN.test(name)) throw new NotFoundError();
  const row = await ctx.db
    .selectFrom('files')
    .select(['storage_name', 'size_bytes'])
    .where('storage_name', '=', name)
    .where('purpose', '=', 'avatar')
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  return { path: path.join(ctx.config.uploadsDir, row.storage_name), size: row.size_bytes };
}
