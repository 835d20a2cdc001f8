import { createMessageResponse } from '@cotizador/contracts/quotation-detail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/helpers.ts';
import { seedQuotable, sendCartQuotation, signInAdmin } from '../../../test/sent-quotation.ts';
import { XSS_PAYLOADS } from '../../../test/xss-payloads.ts';

// DESIGN.md §4: chat HTML is limited to p, br, strong, b, em, i with no attributes, on the server.
const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i']);

function tagsOf(html: string): { name: string; attributes: string }[] {
  return [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)].map((m) => ({
    name: (m[1] ?? '').toLowerCase(),
    attributes: (m[2] ?? '').replace(/\/$/, '').trim(),
  }));
}

describe('chat messages are sanitised on the server', () => {
  let t: TestApp;
  let quotationId: number;
  let seller: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    const q = await seedQuotable(t);
    seller = await signIn(t.app, 'vendedor@demo.mx');
    admin = await signInAdmin(t);
    quotationId = await sendCartQuotation(t, seller, q);
  });
  afterAll(async () => {
    await t.close();
  });

  it(`keeps only the allow-list from ${XSS_PAYLOADS.length} hostile payloads, written by either side`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const token = index % 2 === 0 ? seller : admin;
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/common/quotations/${quotationId}/create-message-quotation`,
        headers: bearer(token),
        payload: { message: payload },
      });
      // Blank after sanitising is refused; anything else is stored clean.
      if (response.statusCode === 422) continue;
      expect(response.statusCode, payload).toBe(200);
      const stored = expectContract(response, createMessageResponse).message.message;
      for (const tag of tagsOf(stored)) {
        expect(ALLOWED.has(tag.name), `${payload} → ${stored}`).toBe(true);
        expect(tag.attributes, `${payload} → ${stored}`).toBe('');
      }
      expect(stored).not.toMatch(/<script|javascript:|onerror=|onload=/i);
    }
    const rows = await t.ctx.db.selectFrom('messages').select('message').where('quotation_id', '=', quotationId).execute();
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows)
      for (const tag of tagsOf(row.message)) expect(ALLOWED.has(tag.name) && tag.attributes === '').toBe(true);
  });

  it('keeps the formatting the editor produces', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/common/quotations/${quotationId}/create-message-quotation`,
      headers: bearer(seller),
      payload: { message: '<p>Hola <strong>equipo</strong>,<br>¿<em>pueden</em> cotizar <b>500</b> <i>piezas</i>?</p>' },
    });
    expect(expectContract(response, createMessageResponse).message.message).toBe(
      '<p>Hola <strong>equipo</strong>,<br />¿<em>pueden</em> cotizar <b>500</b> <i>piezas</i>?</p>',
    );
  });
});
