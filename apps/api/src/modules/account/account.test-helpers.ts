import type { TestApp } from '../../../test/helpers.ts';

// Helpers shared by the account tests (not a test file itself).

export async function mailsTo(t: TestApp, to: string) {
  return t.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
}

export async function lastMailTo(t: TestApp, to: string) {
  const mails = await mailsTo(t, to);
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail to ${to}`);
  return last;
}

/** The 6-digit code of the newest code e-mail to this address. */
export async function lastCodeTo(t: TestApp, to: string): Promise<string> {
  const mail = await lastMailTo(t, to);
  const match =
    /(?:Código de activación|Código de verificación): (\d{6})/.exec(mail.text) ??
    /\/reset-password\/[^/\s]+\/(\d{6})/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in the mail to ${to}: ${mail.subject}`);
  return match[1];
}

export function post(t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
}

/** A valid 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const FAKE_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A multipart/form-data body with one file field. */
export function multipartBody(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = `----cotizador${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
