import fs from 'node:fs';
import path from 'node:path';
import { CART_FILES_QUOTA_MESSAGE, CART_FULL_MESSAGE, CART_MAX_ITEMS, cartResponse } from '@cotizador/contracts/cart';
import { errorResponse } from '@cotizador/contracts/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/helpers.ts';
import { multipart, SAMPLE_PDF } from '../../../test/multipart.ts';
import { type Quotable, seedQuotable } from '../../../test/sent-quotation.ts';
import { MINIMAL_WORKBOOK, storedZip } from '../../../test/zip.ts';

// Issue 17: the cart holds at most 50 quotations, and spec files go with their drafts (delete,
// destroy, edit replacing the file) and count against a per-operator quota.

describe('cart limits and spec files', () => {
  let t: TestApp;
  let token: string;
  let q: Quotable;
  beforeEach(async () => {
    t = await createTestApp();
    q = await seedQuotable(t);
    token = await signIn(t.app, 'vendedor@demo.mx');
  });
  afterEach(async () => {
    await t.close();
  });

  // A spec file travels only with a special quotation (its requirements are required then).
  const fields = (special = true) => ({
    special_quotation: special ? 1 : 0,
    additional_requirements: special ? 'Logotipo a una tinta' : undefined,
    product_id: q.product_id,
    product_color_id: q.color_id,
    units: q.minimum_units,
    number_of_positions: 1,
    customization_id: q.customization_id,
    sale_volume_id: q.volume_id,
  });

  function add(file?: { filename: string; content: Buffer }) {
    const body = multipart(fields(file !== undefined), file);
    return t.app.inject({
      method: 'POST',
      url: '/api/sales-operator/cart/add',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  }

  const storedFiles = () => (fs.existsSync(t.ctx.config.uploadsDir) ? fs.readdirSync(t.ctx.config.uploadsDir) : []);

  it(`refuses the item after ${CART_MAX_ITEMS} with a Spanish message`, async () => {
    let last = await add();
    for (let i = 1; i < CART_MAX_ITEMS; i += 1) last = await add();
    expect(expectContract(last, cartResponse).multi_quotation).toHaveLength(CART_MAX_ITEMS);
    const full = await add();
    expect(full.statusCode).toBe(422);
    expect(expectContract(full, errorResponse).message).toBe(CART_FULL_MESSAGE);
    const cart = await t.app.inject({ method: 'GET', url: '/api/sales-operator/cart', headers: bearer(token) });
    expect(expectContract(cart, cartResponse).multi_quotation).toHaveLength(CART_MAX_ITEMS);
  });

  it('holds the cap under concurrent adds', async () => {
    for (let i = 0; i < CART_MAX_ITEMS - 3; i += 1) expect((await add()).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 8 }, () => add()));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 422)).toHaveLength(5);
    const cart = await t.app.inject({ method: 'GET', url: '/api/sales-operator/cart', headers: bearer(token) });
    expect(expectContract(cart, cartResponse).multi_quotation).toHaveLength(CART_MAX_ITEMS);
  });

  it('deletes the spec file with its draft, on delete, destroy and an edit that replaces it', async () => {
    const first = expectContract(await add({ filename: 'uno.pdf', content: SAMPLE_PDF }), cartResponse).multi_quotation[0];
    if (!first) throw new Error('no item');
    expect(storedFiles()).toHaveLength(1);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/sales-operator/cart/delete',
      headers: bearer(token),
      payload: { quotation_id: first.id },
    });
    expect(deleted.statusCode).toBe(200);
    expect(storedFiles()).toHaveLength(0);
    expect(await t.ctx.db.selectFrom('files').selectAll().execute()).toHaveLength(0);

    const second = expectContract(await add({ filename: 'dos.pdf', content: SAMPLE_PDF }), cartResponse).multi_quotation[0];
    if (!second) throw new Error('no item');
    const before = storedFiles();
    const body = multipart(fields(), { filename: 'tres.pdf', content: SAMPLE_PDF });
    const edited = await t.app.inject({
      method: 'POST',
      url: `/api/sales-operator/cart/edit/${second.id}`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(edited.statusCode).toBe(200);
    const after = storedFiles();
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
    expect((await t.ctx.db.selectFrom('files').select('original_name').execute()).map((f) => f.original_name)).toEqual([
      'tres.pdf',
    ]);

    await add({ filename: 'cuatro.pdf', content: SAMPLE_PDF });
    const destroyed = await t.app.inject({ method: 'DELETE', url: '/api/sales-operator/cart/destroy', headers: bearer(token) });
    expect(destroyed.statusCode).toBe(200);
    expect(storedFiles()).toHaveLength(0);
    expect(await t.ctx.db.selectFrom('files').selectAll().execute()).toHaveLength(0);
  });

  it('keeps the files of sent quotations', async () => {
    await add({ filename: 'uno.pdf', content: SAMPLE_PDF });
    const finished = await t.app.inject({ method: 'POST', url: '/api/sales-operator/cart/finish', headers: bearer(token) });
    expect(finished.statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: '/api/sales-operator/cart/destroy', headers: bearer(token) });
    expect(storedFiles()).toHaveLength(1);
  });

  it('stores a CSV with its formula cells neutralised and refuses a zip disguised as a workbook', async () => {
    const csv = await add({ filename: 'medidas.csv', content: Buffer.from('sku,nota\nBOL-001,=HYPERLINK("http://x")\n') });
    expect(csv.statusCode).toBe(200);
    const [stored] = storedFiles();
    expect(fs.readFileSync(path.join(t.ctx.config.uploadsDir, stored ?? ''), 'utf8')).toBe(
      'sku,nota\nBOL-001,\'=HYPERLINK("http://x")\n',
    );
    const disguised = await add({ filename: 'medidas.xlsx', content: storedZip({ 'leeme.txt': 'hola' }) });
    expect(disguised.statusCode).toBe(422);
    expect(expectContract(disguised, errorResponse).errors?.specifications_file).toEqual([
      'El archivo debe ser de tipo xlsx, xls, xlsm, csv o pdf.',
    ]);
    expect((await add({ filename: 'medidas.xlsx', content: storedZip(MINIMAL_WORKBOOK) })).statusCode).toBe(200);
  });

  it('caps the spec files held by one operator at 50 MB with a Spanish 413', async () => {
    const item = expectContract(await add({ filename: 'uno.pdf', content: SAMPLE_PDF }), cartResponse).multi_quotation[0];
    if (!item) throw new Error('no item');
    // The stored file is recorded as 50 MB (writing 50 MB of uploads is not needed to check the sum).
    await t.ctx.db
      .updateTable('files')
      .set({ size_bytes: 50 * 1024 * 1024 - 10 })
      .execute();
    const refused = await add({ filename: 'dos.pdf', content: SAMPLE_PDF });
    expect(refused.statusCode).toBe(413);
    expect(expectContract(refused, errorResponse)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: CART_FILES_QUOTA_MESSAGE,
    });
    expect(storedFiles()).toHaveLength(1);
    // Without a file the cart still grows; replacing the big file itself is allowed.
    expect((await add()).statusCode).toBe(200);
    const body = multipart(fields(), { filename: 'tres.pdf', content: SAMPLE_PDF });
    const replaced = await t.app.inject({
      method: 'POST',
      url: `/api/sales-operator/cart/edit/${item.id}`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(replaced.statusCode).toBe(200);
    expect(path.basename(storedFiles()[0] ?? '')).toMatch(/\.pdf$/);
  });
});
