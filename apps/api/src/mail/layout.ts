// The one layout of every e-mail (Spanish, HTML + text). Templates give a title, paragraphs and
// optional blocks; values are escaped here.

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export type EmailContent = {
  subject: string;
  /** Heading shown at the top of the message. */
  title: string;
  /** Plain paragraphs (escaped). */
  paragraphs: string[];
  /** Trusted HTML built by a template from escaped values (tables, codes, buttons). */
  html?: string;
  /** Text version of `html`. */
  text?: string;
  footer?: string;
};

export type RenderedEmail = { subject: string; html: string; text: string };

const DEFAULT_FOOTER = 'Este correo fue enviado automáticamente por Cotizador Seller. Los precios no incluyen IVA.';

export function renderEmail(content: EmailContent): RenderedEmail {
  const paragraphs = content.paragraphs.map((p) => `<p style="margin:0 0 14px;line-height:1.5">${escapeHtml(p)}</p>`).join('');
  const footer = content.footer ?? DEFAULT_FOOTER;
  const html = `<!doctype html><html lang="es-MX"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0b5cab;color:#ffffff;padding:20px 28px;font-size:20px;font-weight:bold">Cotizador Seller</td></tr>
<tr><td style="padding:28px">
<h1 style="font-size:20px;margin:0 0 16px;color:#111827">${escapeHtml(content.title)}</h1>
${paragraphs}${content.html ?? ''}
</td></tr>
<tr><td style="padding:16px 28px;background:#f9fafb;color:#6b7280;font-size:12px">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [content.title, '', ...content.paragraphs, ...(content.text ? ['', content.text] : []), '', '—', footer].join(
    '\n',
  );
  return { subject: content.subject, html, text };
}
