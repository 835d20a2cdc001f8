import { escapeHtml, type RenderedEmail, renderEmail } from './layout.ts';

// E-mails to the operator about one of their quotations (issue 13, decision 020): an admin changed
// its status or its price, or wrote in its chat. Each carries a link to {PUBLIC_URL}/quotation/{id}.

export type OperatorQuotationMail = {
  operatorName: string;
  quotationId: number;
  productName: string;
  publicUrl: string;
};

/** Operator-facing status texts (SPEC §2 "Quotation detail"). */
const STATUS_TEXT = { SENT: 'enviada', IN_PROCESS: 'en proceso', CLOSE: 'finalizada' } as const;
export type OperatorVisibleStatus = keyof typeof STATUS_TEXT;

export function quotationUrl(input: Pick<OperatorQuotationMail, 'publicUrl' | 'quotationId'>): string {
  return `${input.publicUrl.replace(/\/+$/, '')}/quotation/${input.quotationId}`;
}

function linkButton(url: string): string {
  return `<p style="margin:8px 0 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#0b5cab;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Ver la cotización</a></p>`;
}

function greeting(name: string): string {
  return name.trim() ? `Hola ${name.trim()},` : 'Hola,';
}

/** The status of a quotation changed (an admin finalised it). */
export function quotationStatusChangedMail(
  input: OperatorQuotationMail & { status: OperatorVisibleStatus; adminName: string },
): RenderedEmail {
  const url = quotationUrl(input);
  const finished = input.status === 'CLOSE';
  return renderEmail({
    subject: finished
      ? `Tu cotización ${input.quotationId} ha finalizado`
      : `Tu cotización ${input.quotationId} está ${STATUS_TEXT[input.status]}`,
    title: `Solicitud ${input.quotationId}: ${STATUS_TEXT[input.status]}`,
    paragraphs: [
      greeting(input.operatorName),
      `${input.adminName} cambió el estatus de tu cotización ${input.quotationId} (${input.productName}) a «${STATUS_TEXT[input.status]}».`,
      finished
        ? 'Esta cotización ha finalizado; ya no admite mensajes ni cambios.'
        : 'Puedes ver el detalle y responder en el chat de la cotización.',
    ],
    html: linkButton(url),
    text: `Ver la cotización: ${url}`,
  });
}

/** A new price revision of a quotation. */
export function quotationPriceChangedMail(
  input: OperatorQuotationMail & {
    adminName: string;
    units: number;
    unitPrice: string;
    finalPrice: string;
    /** Set when the revision also moved the status (SENT → IN_PROCESS). */
    newStatus: OperatorVisibleStatus | null;
  },
): RenderedEmail {
  const url = quotationUrl(input);
  const figures = [
    `Unidades: ${input.units.toLocaleString('es-MX')}`,
    `Precio unitario: ${input.unitPrice}`,
    `Cotización final: ${input.finalPrice}`,
  ];
  return renderEmail({
    subject: `Nuevo precio para tu cotización ${input.quotationId}`,
    title: `Solicitud ${input.quotationId}: nuevo precio`,
    paragraphs: [
      greeting(input.operatorName),
      `${input.adminName} actualizó el precio de tu cotización ${input.quotationId} (${input.productName}).`,
      ...(input.newStatus ? [`La cotización ahora está ${STATUS_TEXT[input.newStatus]}.`] : []),
    ],
    html: `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px">${figures
      .map((line) => `<tr><td style="padding:4px 0">${escapeHtml(line)}</td></tr>`)
      .join('')}</table>${linkButton(url)}`,
    text: [...figures, '', `Ver la cotización: ${url}`].join('\n'),
  });
}

export type DigestMessage = { author: string; time: string; text: string };

/** Every admin message written since the last such e-mail of the quotation, in one e-mail. */
export function quotationMessagesMail(input: OperatorQuotationMail & { messages: DigestMessage[] }): RenderedEmail {
  const url = quotationUrl(input);
  const count = input.messages.length;
  const rows = input.messages
    .map(
      (m) =>
        `<tr><td style="padding:10px 12px;border-left:3px solid #0b5cab;background:#f9fafb"><div style="font-size:13px;color:#6b7280;margin:0 0 4px">${escapeHtml(m.author)} · ${escapeHtml(m.time)}</div><div style="font-size:15px;line-height:1.5;white-space:pre-wrap">${escapeHtml(m.text)}</div></td></tr><tr><td style="height:8px"></td></tr>`,
    )
    .join('');
  return renderEmail({
    subject:
      count === 1
        ? `Nuevo mensaje en tu cotización ${input.quotationId}`
        : `${count} mensajes nuevos en tu cotización ${input.quotationId}`,
    title: count === 1 ? 'Tienes un mensaje nuevo' : `Tienes ${count} mensajes nuevos`,
    paragraphs: [greeting(input.operatorName), `Te escribieron sobre tu cotización ${input.quotationId} (${input.productName}):`],
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${rows}</table>${linkButton(url)}`,
    text: [...input.messages.flatMap((m) => [`${m.author} (${m.time}):`, m.text, '']), `Responde en la cotización: ${url}`].join(
      '\n',
    ),
  });
}
