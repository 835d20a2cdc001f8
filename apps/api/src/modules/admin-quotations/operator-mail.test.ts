import { formatMoneyMxn } from '@cotizador/domain/format';
import { revisionFinalPriceCents } from '@cotizador/domain/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/helpers.ts';
import { type Quotable, seedQuotable, sendCartQuotation, signInAdmin } from '../../../test/sent-quotation.ts';
import { MESSAGE_MAIL_WINDOW_MINUTES } from '../../mail/operator-mails.ts';

// E-mails to the operator when an admin changes the status or the price of a quotation or writes
// in its chat; chat messages within 10 minutes of the last such e-mail go out together (decision 020).

const PUBLIC_URL = 'https://cotiza.ejemplo.mx';
const OPERATOR = 'vendedor@demo.mx';

describe('e-mails to the operator about a quotation', () => {
  let t: TestApp;
  let q: Quotable;
  let seller: string;
  let admin: string;
  let admin2: string;

  const post = (url: string, token: string, payload: unknown = {}) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
  const write = async (id: number, token: string, message: string) => {
    const response = await post(`/api/common/quotations/${id}/create-message-quotation`, token, { message });
    expect(response.statusCode, response.body).toBe(200);
  };
  /** The operator's e-mails of these kinds, oldest first. */
  const mails = (kind: string, quotationId: number) =>
    t.ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', kind)
      .where('to_address', '=', OPERATOR)
      .where('text', 'like', `%/quotation/${quotationId}%`)
      .orderBy('id')
      .execute();
  const minutes = (n: number) => t.clock.advance(n * 60_000);

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    q = await seedQuotable(t);
    seller = await signIn(t.app, OPERATOR);
    admin = await signInAdmin(t);
    admin2 = await signInAdmin(t, 'admin2@demo.mx');
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends one e-mail when an admin finalises the quotation, with the link to it', async () => {
    const id = await sendCartQuotation(t, seller, q);
    expect((await post(`/api/admin/quotations/${id}/status`, admin, { status: 'CLOSE' })).statusCode).toBe(200);
    const sent = await mails('quotation-status', id);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.subject).toBe(`Tu cotización ${id} ha finalizado`);
    expect(mail?.html).toContain(`href="${PUBLIC_URL}/quotation/${id}"`);
    expect(mail?.html).toContain('lang="es-MX"');
    expect(mail?.text).toContain(`${PUBLIC_URL}/quotation/${id}`);
    expect(mail?.text).toContain('Andrea Morales Díaz cambió el estatus');
    expect(mail?.text).toContain('«finalizada»');
    // A refused second close sends nothing.
    expect((await post(`/api/admin/quotations/${id}/status`, admin, { status: 'CLOSE' })).statusCode).toBe(409);
    expect(await mails('quotation-status', id)).toHaveLength(1);
  });

  it('sends one e-mail per price revision with the stored figures', async () => {
    const id = await sendCartQuotation(t, seller, q);
    const body = {
      units: 250,
      number_of_positions: 2,
      historic_base_price: 45.9,
      historic_packaging_price_by_container: 0.35,
      historic_cost_per_impression: 12,
    };
    expect((await post(`/api/admin/quotations/${id}/price`, admin, body)).statusCode).toBe(200);
    minutes(1);
    expect((await post(`/api/admin/quotations/${id}/price`, admin, { ...body, units: 500 })).statusCode).toBe(200);
    const sent = await mails('quotation-price', id);
    expect(sent).toHaveLength(2);
    const final = (units: number) =>
      revisionFinalPriceCents({
        units,
        historic_base_price_cents: 4590,
        historic_packaging_price_by_container_cents: 35,
        historic_cost_per_impression_cents: 1200,
      }) / 100;
    expect(sent[0]?.subject).toBe(`Nuevo precio para tu cotización ${id}`);
    expect(sent[0]?.text).toContain(`Cotización final: ${formatMoneyMxn(final(250))}`);
    expect(sent[0]?.text).toContain(`Precio unitario: ${formatMoneyMxn(58.25)}`);
    // The first revision also moved it to "en proceso"; the second did not.
    expect(sent[0]?.text).toContain('ahora está en proceso');
    expect(sent[1]?.text).toContain(`Cotización final: ${formatMoneyMxn(final(500))}`);
    expect(sent[1]?.text).not.toContain('ahora está');
    expect(sent[1]?.html).toContain(`${PUBLIC_URL}/quotation/${id}`);
    // The price change is not a chat message.
    await t.mailWorker.runOnce();
    expect(await mails('quotation-messages', id)).toEqual([]);
  });

  it('puts three admin messages written before the next worker pass in one e-mail', async () => {
    const id = await sendCartQuotation(t, seller, q);
    await write(id, admin, '<p>Primer mensaje</p>');
    minutes(1);
    await write(id, admin2, '<p>Segundo <strong>mensaje</strong></p>');
    minutes(1);
    await write(id, admin, '<p>Tercer mensaje &amp; <em>último</em></p>');
    expect(await mails('quotation-messages', id)).toEqual([]);
    await t.mailWorker.runOnce();
    const sent = await mails('quotation-messages', id);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe(`3 mensajes nuevos en tu cotización ${id}`);
    for (const text of ['Primer mensaje', 'Segundo mensaje', 'Tercer mensaje &#38; último'])
      expect(sent[0]?.html).toContain(text);
    expect(sent[0]?.text).toContain('Andrea Morales Díaz');
    expect(sent[0]?.text).toContain('Ricardo Salinas Vega');
    expect(sent[0]?.text).toContain('Tercer mensaje & último');
    expect(sent[0]?.status).toBe('sent');
    expect(sent[0]?.text).toContain(`${PUBLIC_URL}/quotation/${id}`);
  });

  it('holds messages written within 10 minutes of the last e-mail and sends them together; a later one goes out alone', async () => {
    const id = await sendCartQuotation(t, seller, q);
    await write(id, admin, '<p>Hola, ya lo revisamos.</p>');
    await t.mailWorker.runOnce();
    expect(await mails('quotation-messages', id)).toHaveLength(1);

    // Three more within the window: nothing goes out until it ends…
    for (const text of ['uno', 'dos', 'tres']) {
      minutes(2);
      await write(id, admin, `<p>Mensaje ${text}</p>`);
      await t.mailWorker.runOnce();
    }
    expect(await mails('quotation-messages', id)).toHaveLength(1);
    // …then exactly one e-mail with all three (and not the one already sent).
    minutes(MESSAGE_MAIL_WINDOW_MINUTES - 6);
    await t.mailWorker.runOnce();
    const batched = await mails('quotation-messages', id);
    expect(batched).toHaveLength(2);
    for (const text of ['Mensaje uno', 'Mensaje dos', 'Mensaje tres']) expect(batched[1]?.text).toContain(text);
    expect(batched[1]?.text).not.toContain('ya lo revisamos');
    await t.mailWorker.runOnce();
    expect(await mails('quotation-messages', id)).toHaveLength(2);

    // A message after the window: a new e-mail on the next pass, with only that message.
    minutes(MESSAGE_MAIL_WINDOW_MINUTES + 1);
    await write(id, admin, '<p>¿Algo más?</p>');
    await t.mailWorker.runOnce();
    const after = await mails('quotation-messages', id);
    expect(after).toHaveLength(3);
    expect(after[2]?.subject).toBe(`Nuevo mensaje en tu cotización ${id}`);
    expect(after[2]?.text).toContain('¿Algo más?');
    expect(after[2]?.text).not.toContain('Mensaje tres');
  });

  it("never e-mails the operator about the operator's own messages", async () => {
    const id = await sendCartQuotation(t, seller, q);
    await write(id, seller, '<p>¿Me confirman el precio?</p>');
    await write(id, seller, '<p>Es urgente</p>');
    await t.mailWorker.runOnce();
    minutes(MESSAGE_MAIL_WINDOW_MINUTES + 1);
    await t.mailWorker.runOnce();
    expect(await mails('quotation-messages', id)).toEqual([]);

    // In a mixed conversation only the admins' messages are e-mailed.
    await write(id, admin, '<p>Claro, en un momento.</p>');
    await write(id, seller, '<p>Gracias</p>');
    await t.mailWorker.runOnce();
    const sent = await mails('quotation-messages', id);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('Claro, en un momento.');
    expect(sent[0]?.text).not.toContain('Gracias');
    expect(sent[0]?.text).not.toContain('urgente');
  });

  it('e-mails every admin message exactly once while messages and worker passes run at the same time', async () => {
    const id = await sendCartQuotation(t, seller, q);
    // The first admin message moves SENT to IN_PROCESS (racing first messages get 409, decision 018).
    await write(id, admin, '<p>Inicio</p>');
    const texts: string[] = ['Inicio'];
    for (let round = 0; round < 3; round += 1) {
      const batch = [1, 2, 3].map((n) => `Ronda ${round} línea ${n}`);
      texts.push(...batch);
      await Promise.all([
        ...batch.map((text, n) => write(id, n % 2 === 0 ? admin : admin2, `<p>${text}</p>`)),
        t.mailWorker.runOnce(),
        t.mailWorker.runOnce(),
      ]);
      minutes(MESSAGE_MAIL_WINDOW_MINUTES + 1);
      await t.mailWorker.runOnce();
    }
    const sent = await mails('quotation-messages', id);
    for (const text of texts) {
      expect(
        sent.filter((mail) => mail.text.includes(text)),
        text,
      ).toHaveLength(1);
    }
    expect(sent.every((mail) => mail.status === 'sent')).toBe(true);
  });
});
