import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_TYPES, CONTENT_MESSAGES } from '@cotizador/contracts/admin-content';
import { fileTypeFromBuffer } from 'file-type';
import type { Transaction } from 'kysely';
import sharp from 'sharp';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, ValidationError } from '../../lib/errors.ts';

// Images of sliders and banners (decision 026): PNG, JPEG or WebP checked by content (file-type),
// at most 5 MB, re-encoded by sharp to WebP at a sensible width (never enlarged, EXIF orientation
// applied, metadata dropped), stored under DATA_DIR/media/content with a random name and served by
// the media route with a year-long immutable cache (a changed image gets a new name).

export const CONTENT_MEDIA_DIR = 'content';
export const CONTENT_MEDIA_URL_PREFIX = `/media/${CONTENT_MEDIA_DIR}/`;
/** Refuse decompression bombs: 40 megapixels is more than any slider needs. */
const MAX_INPUT_PIXELS = 40_000_000;

export function contentMediaDir(ctx: AppContext): string {
  return path.join(ctx.config.dataDir, 'media', CONTENT_MEDIA_DIR);
}

/** The re-encoded WebP of an upload, or a 422 (wrong type, unreadable) / 413 (too large) on `field`. */
export async function processContentImage(field: string, buffer: Buffer, width: number): Promise<Buffer> {
  if (buffer.length > CONTENT_IMAGE_MAX_BYTES) {
    throw new AppError(413, CONTENT_MESSAGES.imageTooLarge, { [field]: [CONTENT_MESSAGES.imageTooLarge] });
  }
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !(CONTENT_IMAGE_TYPES as readonly string[]).includes(type.mime)) {
    throw ValidationError.field(field, CONTENT_MESSAGES.imageType);
  }
  try {
    return await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw ValidationError.field(field, CONTENT_MESSAGES.imageUnreadable);
  }
}

export type MediaStore = {
  /** Write an already processed image; removed again if the transaction rolls back. Returns its URL. */
  save: (webp: Buffer) => Promise<string>;
  /** Remove these images (by URL) once the transaction has committed. */
  removeAfterCommit: (urls: string[]) => void;
};

function storedName(url: string): string | null {
  if (!url.startsWith(CONTENT_MEDIA_URL_PREFIX)) return null;
  const name = url.slice(CONTENT_MEDIA_URL_PREFIX.length);
  return /^[0-9a-f]{32}\.webp$/.test(name) ? name : null;
}

async function removeUrls(ctx: AppContext, urls: string[]): Promise<void> {
  const dir = contentMediaDir(ctx);
  await Promise.all(
    urls.map((url) => {
      const name = storedName(url);
      // Seed images and other media are not ours to delete.
      return name ? fs.rm(path.join(dir, name), { force: true }).catch(() => {}) : Promise.resolve();
    }),
  );
}

/** One transaction that may write content images (same rules as the upload store `inFileTransaction`). */
export async function inMediaTransaction<T>(
  ctx: AppContext,
  work: (trx: Transaction<Database>, media: MediaStore) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  const replaced: string[] = [];
  let result: T;
  try {
    result = await ctx.db.transaction().execute((trx) =>
      work(trx, {
        save: async (webp) => {
          const dir = contentMediaDir(ctx);
          await fs.mkdir(dir, { recursive: true });
          const name = `${randomBytes(16).toString('hex')}.webp`;
          await fs.writeFile(path.join(dir, name), webp, { flag: 'wx' });
          const url = `${CONTENT_MEDIA_URL_PREFIX}${name}`;
          written.push(url);
          return url;
        },
        removeAfterCommit: (urls) => {
          replaced.push(...urls);
        },
      }),
    );
  } catch (error) {
    await removeUrls(ctx, written);
    throw error;
  }
  await removeUrls(ctx, replaced);
  return result;
}
