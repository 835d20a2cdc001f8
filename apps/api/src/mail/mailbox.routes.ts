import { devMailboxQuery, devMailboxResponse, devMailParams } from '@cotizador/contracts/dev-mailbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { NotFoundError } from '../lib/errors.ts';
import { isLoopbackRequest } from '../lib/net.ts';
import { NOT_FOUND_MESSAGE } from '../plugins/error-handler.ts';
import { findMail, listMailbox } from './outbox.repository.ts';

// Dev-only mailbox (DESIGN.md §6): registered only when SMTP_URL is unset and PUBLIC_URL is local,
// so that a newcomer can read the activation code of a demo account. It answers requests from this
// machine only (anyone else gets 404: it holds every activation code and reset link). Never enabled
// with a real SMTP server or a public address.

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function mailboxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!isLoopbackRequest(request)) throw new NotFoundError(NOT_FOUND_MESSAGE);
    });

    app.get(
      '/api/dev/mailbox',
      {
        schema: {
          tags: ['dev'],
          summary: 'Buzón de desarrollo: correos guardados (solo sin SMTP_URL)',
          querystring: devMailboxQuery,
          response: { 200: devMailboxResponse },
        },
      },
      async (request) => {
        const rows = await listMailbox(ctx.db, 200);
        const to = request.query.to?.toLowerCase();
        return {
          messages: rows
            .filter((row) => !to || row.to_address.toLowerCase() === to)
            .map((row) => ({
              id: row.id,
              kind: row.kind,
              to: row.to_address,
              subject: row.subject,
              text: row.text,
              html: row.html,
              status: row.status,
              created_at: row.created_at,
            })),
        };
      },
    );

    app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
      const rows = await listMailbox(ctx.db, 200);
      const items = rows
        .map(
          (row) => `<tr><td>${row.id}</td><td>${escapeHtml(row.created_at.replace('T', ' ').slice(0, 19))} UTC</td>
<td>${escapeHtml(row.to_address)}</td><td><a href="/dev/mailbox/${row.id}">${escapeHtml(row.subject)}</a></td><td>${escapeHtml(row.status)}</td></tr>`,
        )
        .join('\n');
      return reply.type('text/html; charset=utf-8').send(
        page(
          'Buzón de desarrollo',
          `
<h1>Buzón de desarrollo</h1>
<p>Correos que la aplicación habría enviado. Este buzón solo existe mientras <code>SMTP_URL</code> no está configurado.</p>
<table><thead><tr><th>#</th><th>Fecha</th><th>Para</th><th>Asunto</th><th>Estado</th></tr></thead>
<tbody>${items || '<tr><td colspan="5">No hay correos.</td></tr>'}</tbody></table>`,
        ),
      );
    });

    app.get('/dev/mailbox/:id', { schema: { hide: true, params: devMailParams } }, async (request, reply) => {
      const row = await findMail(ctx.db, request.params.id);
      if (!row) throw new NotFoundError('El correo no existe.');
      return reply.type('text/html; charset=utf-8').send(
        page(
          row.subject,
          `
<p><a href="/dev/mailbox">← Buzón</a></p>
<h1>${escapeHtml(row.subject)}</h1>
<p><strong>Para:</strong> ${escapeHtml(row.to_address)}<br><strong>Fecha:</strong> ${escapeHtml(row.created_at)}</p>
<h2>Texto</h2><pre>${escapeHtml(row.text)}</pre>
<h2>HTML</h2><iframe sandbox="" title="Vista del correo" srcdoc="${escapeHtml(row.html)}"></iframe>`,
        ),
      );
    });
  };
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1f2937}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.5rem;text-align:left;font-size:.9rem}
pre{white-space:pre-wrap;background:#f9fafb;padding:1rem;border-radius:8px}iframe{width:100%;height:480px;border:1px solid #e5e7eb;border-radius:8px}
</style></head><body>${body}</body></html>`;
}
