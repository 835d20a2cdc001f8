import { createHmac, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type SpecFileExtension, specFileExtension } from '@cotizador/domain/spec-file';
import { fileTypeFromBuffer } from 'file-type';
import type { Transaction } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Database, FilePurpose } from '../db/schema.ts';
import { safeEqual } from '../lib/crypto.ts';
import { nowIso } from '../lib/time.ts';
import { findFileById, findFilesByIds, insertFile } from './files.repository.ts';
import { isOoxmlWorkbook } from './spreadsheet.ts';

// Uploads (DESIGN.md §4): extension of SPEC §5 plus a content check, size limit, random stored
// names under DATA_DIR/uploads, served as attachments through short-lived signed URLs.

const SIGNED_URL_TTL_SECONDS = 15 * 60;

const MIME_BY_EXTENSION: Record<SpecFileExtension, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xlsm: 'application/vnd.ms-excel.sheet.macroEnabled.12',
};

function looksLikeText(buffer: Buffer): boolean {
  const sample = buffer.subarray(0, 8192);
  if (sample.includes(0)) return false;
  // Mostly printable characters (allows UTF-8 and Latin-1 accents, tabs and line ends).
  let control = 0;
  for (const byte of sample) if (byte < 9 || (byte > 13 && byte < 32)) control += 1;
  return control <= sample.length * 0.01;
}

/** The spec-file extension when the content matches it; null otherwise (never trust the name alone). */
export async function detectSpecFile(filename: string, buffer: Buffer): Promise<SpecFileExtension | null> {
  const extension = specFileExtension(filename);
  if (!extension) return null;
  const detected = await fileTypeFromBuffer(buffer);
  switch (extension) {
    case 'pdf':
      return detected?.ext === 'pdf' ? 'pdf' : null;
    case 'xlsx':
    case 'xlsm':
      // OOXML workbooks are zip containers; file-type reports xlsx (or zip for some writers). Any zip
      // renamed .xlsx is refused: the workbook parts must be there.
      return detected && ['xlsx', 'zip'].includes(detected.ext) && isOoxmlWorkbook(buffer) ? extension : null;
    case 'xls':
      return detected?.ext === 'cfb' || detected?.ext === 'xls' ? 'xls' : null;
    case 'csv':
      return !detected && looksLikeText(buffer) ? 'csv' : null;
  }
}

export function specFileMime(extension: SpecFileExtension): string {
  return MIME_BY_EXTENSION[extension];
}

/** Keep a readable, safe original name for downloads and e-mail attachments. */
export function safeOriginalName(filename: string): string {
  const base = path
    .basename(filename)
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .slice(-120);
  return base || 'archivo';
}

export type NewStoredFile = {
  ownerUserId: number;
  purpose: FilePurpose;
  originalName: string;
  mimeType: string;
  buffer: Buffer;
  /** The stored name; a random one with this extension when only `extension` is given. */
  storageName?: string;
  extension?: string;
};

/** Files written inside one database transaction (see `inFileTransaction`). */
export type FileStore = {
  /** Write the file to disk and record it; removed again if the transaction rolls back. */
  save: (input: NewStoredFile) => Promise<{ id: number; storageName: string }>;
  /** Remove these stored files from disk once the transaction has committed. */
  removeAfterCommit: (storageNames: string[]) => void;
};

async function removeStored(ctx: AppContext, storageNames: string[]): Promise<void> {
  await Promise.all(storageNames.map((name) => fs.rm(path.join(ctx.config.uploadsDir, name), { force: true }).catch(() => {})));
}

/**
 * One transaction that may write uploads: a file written during a transaction that rolls back is
 * removed from disk, and files replaced by it are removed only after the commit (a leftover file is
 * harmless, a missing one would not be).
 */
export async function inFileTransaction<T>(
  ctx: AppContext,
  work: (trx: Transaction<Database>, files: FileStore) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  const replaced: string[] = [];
  let result: T;
  try {
    result = await ctx.db.transaction().execute((trx) =>
      work(trx, {
        save: async (input) => {
          await fs.mkdir(ctx.config.uploadsDir, { recursive: true });
          const storageName = input.storageName ?? `${randomBytes(16).toString('hex')}.${input.extension ?? 'bin'}`;
          await fs.writeFile(path.join(ctx.config.uploadsDir, storageName), input.buffer, { flag: 'wx' });
          written.push(storageName);
          const id = await insertFile(trx, {
            owner_user_id: input.ownerUserId,
            purpose: input.purpose,
            storage_name: storageName,
            original_name: safeOriginalName(input.originalName),
            mime_type: input.mimeType,
            size_bytes: input.buffer.length,
            created_at: nowIso(ctx.clock.now()),
          });
          return { id, storageName };
        },
        removeAfterCommit: (names) => {
          replaced.push(...names);
        },
      }),
    );
  } catch (error) {
    await removeStored(ctx, written);
    throw error;
  }
  await removeStored(ctx, replaced);
  return result;
}

/** Where a stored file lives on disk. */
export function storedFilePath(ctx: AppContext, storageName: string): string {
  return path.join(ctx.config.uploadsDir, storageName);
}

/** A stored file by id with its path on disk, or undefined when the row or the file is missing. */
export async function findStoredFile(ctx: AppContext, id: number) {
  const file = await findFileById(ctx.db, id);
  if (!file) return undefined;
  const fullPath = storedFilePath(ctx, file.storage_name);
  return existsSync(fullPath) ? { ...file, path: fullPath } : undefined;
}

/** Files of an outgoing e-mail (cart sent to the quotations inbox). */
export async function mailAttachments(ctx: AppContext, fileIds: number[]) {
  const files = await findFilesByIds(ctx.db, fileIds);
  return files.map((file) => ({
    filename: file.original_name,
    path: storedFilePath(ctx, file.storage_name),
    contentType: file.mime_type,
  }));
}

function signature(ctx: AppContext, fileId: number, expires: number): string {
  return createHmac('sha256', ctx.config.appSecret).update(`file:${fileId}:${expires}`).digest('base64url');
}

/** A download URL valid for 15 minutes; whoever holds it can fetch that one file. */
export function signedFileUrl(ctx: AppContext, fileId: number): string {
  const expires = Math.floor(ctx.clock.now().getTime() / 1000) + SIGNED_URL_TTL_SECONDS;
  return `/api/files/${fileId}/download?expires=${expires}&signature=${signature(ctx, fileId, expires)}`;
}

export function verifyFileSignature(ctx: AppContext, fileId: number, expires: number, given: string): boolean {
  if (expires < Math.floor(ctx.clock.now().getTime() / 1000)) return false;
  return safeEqual(signature(ctx, fileId, expires), given);
}
