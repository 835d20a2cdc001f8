import { CART_SENT_MESSAGE } from '@cotizador/domain/messages';
import { escapeHtml, type RenderedEmail, renderEmail } from './layout.ts';

export type QuotationMailItem = {
  id: number;
  productName: string;
  sku: string;
  color: string;
  units: number;
  special: boolean;
  printType: string | null;
  personalization: string | null;
  positions: number;
  unitPrice: string;
  finalPrice: string;
  deliveryDays: number | null;
  requirements: string | null;
  fileName: string | null;
};

export type QuotationMailContext = {
  operatorName: string;
  operatorEmail: string;
  companyName: string;
  items: QuotationMailItem[];
  total: string;
  publicUrl: string;
  brand?: string | null;
  client?: string | null;
  channel?: string | null;
};

function itemLines(item: QuotationMailItem): string[] {
  const lines = [`Cotización ${item.id}: ${item.productName} (${item.sku})`, `  Color: ${item.color} · Unidades: ${item.units}`];
  if (item.printType)
    lines.push(
      `  Personalización: ${item.printType}${item.personalization ? ` — ${item.personalization}` : ''} · Posiciones: ${item.positions}`,
    );
  lines.push(`  Precio unitario: ${item.unitPrice} · Cotización final: ${item.finalPrice}`);
  if (item.deliveryDays !== null) lines.push(`  Tiempo de entrega aproximado: ${item.deliveryDays} días`);
  if (item.special) {
    lines.push(`  Cotización especial. Requerimientos: ${item.requirements ?? '—'}`);
    if (item.fileName) lines.push(`  Archivo adjunto: ${item.fileName}`);
  }
  return lines;
}

function itemsTable(items: QuotationMailItem[]): string {
  const rows = items
    .map((item) => {
      const details = [
        `${escapeHtml(item.color)} · ${item.units} pzas`,
        item.printType
          ? `${escapeHtml(item.printType)}${item.personalization ? ` — ${escapeHtml(item.personalization)}` : ''}`
          : '',
        item.deliveryDays !== null ? `Entrega aprox. ${item.deliveryDays} días` : '',
        item.special
          ? `<strong>Especial:</strong> ${escapeHtml(item.requirements ?? '—')}${item.fileName ? ` (adjunto: ${escapeHtml(item.fileName)})` : ''}`
          : '',
      ]
        .filter(Boolean)
        .join('<br>');
      return `<tr><td style="padding:10px;border-bottom:1px solid #e5e7eb;vertical-align:top"><strong>#${item.id} ${escapeHtml(item.productName)}</strong><br><span style="color:#6b7280">${escapeHtml(item.sku)}</span><br>${details}</td>
<td style="padding:10px;border-bottom:1px solid #e5e7eb;text-align:right;vertical-align:top;white-space:nowrap">${escapeHtml(item.unitPrice)} c/u<br><strong>${escapeHtml(item.finalPrice)}</strong></td></tr>`;
    })
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:8px 0 16px;font-size:14px">${rows}</table>`;
}

/** To the operator after sending the cart (or saving a direct quotation). */
export function quotationsSentToOperator(ctx: QuotationMailContext): RenderedEmail {
  const count = ctx.items.length;
  const noun = count === 1 ? 'cotización' : 'cotizaciones';
  return renderEmail({
    subject: count === 1 ? `Tu cotización ${ctx.items[0]?.id} fue enviada` : `Tus ${count} cotizaciones fueron enviadas`,
    title: CART_SENT_MESSAGE,
    paragraphs: [
      `Hola ${ctx.operatorName}, recibimos ${count} ${noun}. Un operador se pondrá en contacto contigo por correo electrónico, también para las cotizaciones especiales.`,
      'Los precios no incluyen IVA, el costo de envío es variable y los productos especiales se entregan en la CDMX.',
    ],
    html: `${itemsTable(ctx.items)}<p style="margin:0 0 14px"><strong>Total estimado: ${escapeHtml(ctx.total)}</strong></p>
<p><a href="${escapeHtml(`${ctx.publicUrl}/quotations`)}" style="display:inline-block;background:#0b5cab;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Ir a mis cotizaciones</a></p>`,
    text: [
      ...ctx.items.flatMap(itemLines),
      '',
      `Total estimado: ${ctx.total}`,
      `Mis cotizaciones: ${ctx.publicUrl}/quotations`,
    ].join('\n'),
  });
}

/** To the provider's quotations inbox: every item, special ones with requirements and files attached. */
export function quotationsSentToInbox(ctx: QuotationMailContext): RenderedEmail {
  const count = ctx.items.length;
  const extra = [
    ctx.client ? `Cliente: ${ctx.client}` : null,
    ctx.brand ? `Marca: ${ctx.brand}` : null,
    ctx.channel ? `Canal: ${ctx.channel}` : null,
  ].filter((line): line is string => line !== null);
  return renderEmail({
    subject: `Nueva solicitud de ${count} ${count === 1 ? 'cotización' : 'cotizaciones'} de ${ctx.operatorName}`,
    title: 'Nueva solicitud de cotización',
    paragraphs: [`Vendedor: ${ctx.operatorName} <${ctx.operatorEmail}> — ${ctx.companyName}`, ...extra],
    html: `${itemsTable(ctx.items)}<p style="margin:0"><strong>Total estimado: ${escapeHtml(ctx.total)}</strong></p>`,
    text: [...ctx.items.flatMap(itemLines), '', `Total estimado: ${ctx.total}`].join('\n'),
    footer: 'Responda al vendedor por correo electrónico. Los precios no incluyen IVA.',
  });
}
