import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { AVATAR_PNG_ONLY_MESSAGE } from '@cotizador/domain/messages';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../context.ts';
import type { User } from '../../db/schema.ts';
import { deleteFiles, findFileByStorageName, listOwnedFiles } from '../../files/files.repository.ts';
import { inFileTransaction, storedFilePath } from '../../files/files.service.ts';
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

  const now = nowIso(ctx.clock.now());
  return inFileTransaction(ctx, async (trx, files) => {
    const previous = await listOwnedFiles(trx, user.id, 'avatar');
    const { storageName } = await files.save({
      ownerUserId: user.id,
      purpose: 'avatar',
      storageName: storageNameFor(upload.filename),
      originalName: path.basename(upload.filename).slice(0, 200) || 'avatar.png',
      mimeType: 'image/png',
      buffer: upload.buffer,
    });
    await deleteFiles(
      trx,
      previous.map((file) => file.id),
    );
    files.removeAfterCommit(previous.map((file) => file.storage_name));
    return updateUser(trx, user.id, { avatar_url: `${AVATAR_URL_PREFIX}${storageName}`, updated_at: now });
  });
}

/** Path of a stored avatar, or 404 for any name that is not one. */
export async function avatarFilePath(ctx: AppContext, name: string): Promise<{ path: string; size: number }> {
  if (!AVATAR_NAME_PATTERN.test(name)) throw new NotFoundError();
  const row = await findFileByStorageName(ctx.db, name, 'avatar');
  if (!row) throw new NotFoundError();
  return { path: storedFilePath(ctx, row.storage_name), size: row.size_bytes };
}
