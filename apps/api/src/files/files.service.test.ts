import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { findUserByEmail } from '../modules/users/users.repository.ts';
import { inFileTransaction } from './files.service.ts';

// One file store for spec files and avatars: what is written during a transaction that rolls back
// leaves nothing behind; files replaced by a committed transaction are removed after the commit.

describe('file store transactions', () => {
  let t: TestApp;
  let ownerId: number;
  const storedFiles = () => (fs.existsSync(t.ctx.config.uploadsDir) ? fs.readdirSync(t.ctx.config.uploadsDir) : []);
  const upload = (name: string) => ({
    ownerUserId: ownerId,
    purpose: 'quotation' as const,
    originalName: name,
    mimeType: 'text/csv',
    buffer: Buffer.from('sku,unidades\nBOL-001,500\n'),
    extension: 'csv',
  });

  beforeEach(async () => {
    t = await createTestApp();
    const owner = await findUserByEmail(t.ctx.db, 'vendedor@demo.mx');
    if (!owner) throw new Error('demo operator missing');
    ownerId = owner.id;
  });
  afterEach(async () => {
    await t.close();
  });

  it('removes a file written in a transaction that rolls back, and records nothing', async () => {
    await expect(
      inFileTransaction(t.ctx, async (_trx, files) => {
        await files.save(upload('especificaciones.csv'));
        expect(storedFiles()).toHaveLength(1);
        throw new Error('fallo después de escribir el archivo');
      }),
    ).rejects.toThrow('fallo después de escribir el archivo');
    expect(storedFiles()).toEqual([]);
    expect(await t.ctx.db.selectFrom('files').select('id').execute()).toEqual([]);
  });

  it('keeps a committed file and removes the ones it replaced only after the commit', async () => {
    const first = await inFileTransaction(t.ctx, (_trx, files) => files.save(upload('a.csv')));
    const second = await inFileTransaction(t.ctx, async (_trx, files) => {
      const saved = await files.save(upload('b.csv'));
      files.removeAfterCommit([first.storageName]);
      expect(storedFiles().sort()).toEqual([first.storageName, saved.storageName].sort());
      return saved;
    });
    expect(storedFiles()).toEqual([second.storageName]);
  });

  it('keeps the replaced file when the replacing transaction fails', async () => {
    const first = await inFileTransaction(t.ctx, (_trx, files) => files.save(upload('a.csv')));
    await expect(
      inFileTransaction(t.ctx, async (_trx, files) => {
        await files.save(upload('b.csv'));
        files.removeAfterCommit([first.storageName]);
        throw new Error('cancelado');
      }),
    ).rejects.toThrow('cancelado');
    expect(storedFiles()).toEqual([first.storageName]);
  });
});
