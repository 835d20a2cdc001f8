// Spanish e-mail templates (DESIGN.md §6): every message has an HTML part, built on one branded
// layout, and a plain-text part with the same content. Templates are pure functions of their data;
// the caller queues the result with `enqueueMail` inside the transaction of the change.
//
// Organisation: shared layout and helpers first, then one section per feature. Add new templates
// to the matching section (or a new one) and return `MailContent`.

export type MailContent = { subject: string; html: string; text: string };

export const MAIL_PRODUCT_NAME = 'Cotizador Seller';

const COLORS = {
  brand: '#2f5bb7',
  brandDark: '#1f3f8f',
  text: '#1f2937',
  muted: '#6b7280',
  border: '#e5e7eb',
  background: '#f3f4f6',
  codeBackground: '#edf2fd',
} as const;

// ---------------------------------------------------------------------------------------------
// Layout and helpers
// ---------------------------------------------------------------------------------------------

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A paragraph of body text; `html` is trusted markup built by a template, never user input. */
function paragraph(html: string): string {
  return `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:${COLORS.text};">${html}</p>`;
}

function greeting(name: string): string {
  return name.trim() ? `Hola, ${name.trim()}:` : 'Hola:';
}

/** The code in large, spaced digits, easy to read and to copy. */
function codeBlock(code: string): string {
  return `<div style="margin:8px 0 24px;text-align:center;">
  <span style="display:inline-block;padding:14px 24px;border-radius:10px;background:${COLORS.codeBackground};color:${COLORS.brandDark};font-family:'SFMono-Regular',Consolas,'Liberation Mono',monospace;font-size:32px;font-weight:700;letter-spacing:8px;">${escapeHtml(code)}</span>
</div>`;
}

function button(label: string, href: string): string {
  return `<div style="margin:8px 0 24px;text-align:center;">
  <a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 28px;border-radius:8px;background:${COLORS.brand};color:#ffffff;font-size:15px;font-weight:600;text-decoration:none;">${escapeHtml(label)}</a>
</div>`;
}

function note(html: string): string {
  return `<p style="margin:0 0 12px;font-size:13px;line-height:1.5;color:${COLORS.muted};">${html}</p>`;
}

type LayoutInput = {
  /** Shown by mail clients next to the subject; keep it short. */
  preheader: string;
  heading: string;
  body: string;
};

/** The branded frame shared by every message: header with the product name, card, footer. */
export function renderLayout({ preheader, heading, body }: LayoutInput): string {
  const year = new Date().getUTCFullYear();
  return `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(heading)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.background};font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.background};padding:32px 12px;">
  <tr><td align="center">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;">
      <tr><td style="padding:0 8px 16px;font-size:20px;font-weight:700;color:${COLORS.brandDark};">${escapeHtml(MAIL_PRODUCT_NAME)}</td></tr>
      <tr><td style="background:#ffffff;border:1px solid ${COLORS.border};border-radius:12px;padding:32px 28px;">
        <h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:${COLORS.text};">${escapeHtml(heading)}</h1>
        ${body}
      </td></tr>
      <tr><td style="padding:16px 8px 0;font-size:12px;line-height:1.5;color:${COLORS.muted};text-align:center;">
        Este correo se envió automáticamente; no es necesario responderlo.<br>
        © ${year} ${escapeHtml(MAIL_PRODUCT_NAME)}
      </td></tr>
    </table>
  </td></tr>
</table>
</body>
</html>`;
}

/** Plain-text part: the same content, one paragraph per entry, with the common signature. */
function renderText(lines: string[]): string {
  return [...lines, '', `— ${MAIL_PRODUCT_NAME}`, 'Este correo se envió automáticamente; no es necesario responderlo.']
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n');
}

// ---------------------------------------------------------------------------------------------
// Account: activation, password recovery, e-mail change (SPEC §4, DESIGN.md §4 and §6)
// ---------------------------------------------------------------------------------------------

export type CodeMailInput = {
  name: string;
  code: string;
  /** Minutes until the code expires. */
  validMinutes: number;
};

/** Activation code, with a link that opens the OTP page for the account's e-mail. */
export function activationCodeMail(input: CodeMailInput & { otpPageUrl: string }): MailContent {
  const subject = 'Tu código para activar tu cuenta';
  const html = renderLayout({
    preheader: `Tu código de activación es ${input.code}`,
    heading: 'Activa tu cuenta',
    body: [
      paragraph(escapeHtml(greeting(input.name))),
      paragraph(`Usa este código para activar tu cuenta de ${escapeHtml(MAIL_PRODUCT_NAME)} y crear tu contraseña:`),
      codeBlock(input.code),
      paragraph(`El código vence en ${input.validMinutes} minutos y solo puede usarse una vez.`),
      button('Ingresar el código', input.otpPageUrl),
      note('Si no solicitaste activar una cuenta, ignora este correo; nadie podrá usarla sin este código.'),
    ].join('\n'),
  });
  const text = renderText([
    greeting(input.name),
    `Usa este código para activar tu cuenta de ${MAIL_PRODUCT_NAME} y crear tu contraseña:`,
    `Código de activación: ${input.code}`,
    `El código vence en ${input.validMinutes} minutos y solo puede usarse una vez.`,
    `Ingresa el código en: ${input.otpPageUrl}`,
    'Si no solicitaste activar una cuenta, ignora este correo; nadie podrá usarla sin este código.',
  ]);
  return { subject, html, text };
}

/** Harmless note when activation is requested for an account that is already active. */
export function accountAlreadyActiveMail(input: { name: string; loginUrl: string; recoveryUrl: string }): MailContent {
  const subject = 'Tu cuenta ya está activa';
  const html = renderLayout({
    preheader: 'Tu cuenta ya estaba activa; puedes iniciar sesión.',
    heading: 'Tu cuenta ya está activa',
    body: [
      paragraph(escapeHtml(greeting(input.name))),
      paragraph(
        'Recibimos una solicitud para activar tu cuenta, pero ya está activa. Puedes iniciar sesión con tu correo y contraseña.',
      ),
      button('Iniciar sesión', input.loginUrl),
      note(
        `¿Olvidaste tu contraseña? Puedes crear una nueva en <a href="${escapeHtml(input.recoveryUrl)}" style="color:${COLORS.brand};">Recuperar contraseña</a>.`,
      ),
      note('Si no fuiste tú, ignora este correo; tu cuenta no ha cambiado.'),
    ].join('\n'),
  });
  const text = renderText([
    greeting(input.name),
    'Recibimos una solicitud para activar tu cuenta, pero ya está activa. Puedes iniciar sesión con tu correo y contraseña.',
    `Iniciar sesión: ${input.loginUrl}`,
    `¿Olvidaste tu contraseña? Crea una nueva en: ${input.recoveryUrl}`,
    'Si no fuiste tú, ignora este correo; tu cuenta no ha cambiado.',
  ]);
  return { subject, html, text };
}

/** Password reset: a link `{PUBLIC_URL}/reset-password/{email}/{code}` (DESIGN.md §6). */
export function passwordResetMail(input: { name: string; resetUrl: string; validMinutes: number }): MailContent {
  const subject = 'Crea una nueva contraseña';
  const html = renderLayout({
    preheader: 'Usa este enlace para crear una nueva contraseña.',
    heading: 'Recupera tu contraseña',
    body: [
      paragraph(escapeHtml(greeting(input.name))),
      paragraph('Recibimos una solicitud para cambiar la contraseña de tu cuenta. Haz clic en el botón para crear una nueva:'),
      button('Crear nueva contraseña', input.resetUrl),
      paragraph(`El enlace vence en ${input.validMinutes} minutos y solo puede usarse una vez.`),
      note(
        `Si el botón no funciona, copia esta dirección en tu navegador:<br><a href="${escapeHtml(input.resetUrl)}" style="color:${COLORS.brand};word-break:break-all;">${escapeHtml(input.resetUrl)}</a>`,
      ),
      note('Si no solicitaste este cambio, ignora este correo; tu contraseña actual sigue funcionando.'),
    ].join('\n'),
  });
  const text = renderText([
    greeting(input.name),
    'Recibimos una solicitud para cambiar la contraseña de tu cuenta. Abre este enlace para crear una nueva:',
    input.resetUrl,
    `El enlace vence en ${input.validMinutes} minutos y solo puede usarse una vez.`,
    'Si no solicitaste este cambio, ignora este correo; tu contraseña actual sigue funcionando.',
  ]);
  return { subject, html, text };
}

/** E-mail change: the verification code, sent to the NEW address. */
export function emailChangeCodeMail(input: CodeMailInput): MailContent {
  const subject = 'Código para confirmar tu nuevo correo';
  const html = renderLayout({
    preheader: `Tu código de verificación es ${input.code}`,
    heading: 'Confirma tu nuevo correo',
    body: [
      paragraph(escapeHtml(greeting(input.name))),
      paragraph(
        `Para usar esta dirección en tu cuenta de ${escapeHtml(MAIL_PRODUCT_NAME)}, escribe este código de verificación en <strong>Mi perfil</strong>:`,
      ),
      codeBlock(input.code),
      paragraph(`El código vence en ${input.validMinutes} minutos y solo puede usarse una vez.`),
      note('Si no solicitaste este cambio, ignora este correo; la dirección no se agregará a ninguna cuenta.'),
    ].join('\n'),
  });
  const text = renderText([
    greeting(input.name),
    `Para usar esta dirección en tu cuenta de ${MAIL_PRODUCT_NAME}, escribe este código de verificación en Mi perfil:`,
    `Código de verificación: ${input.code}`,
    `El código vence en ${input.validMinutes} minutos y solo puede usarse una vez.`,
    'Si no solicitaste este cambio, ignora este correo; la dirección no se agregará a ninguna cuenta.',
  ]);
  return { subject, html, text };
}

/** Security notice to the OLD address after the e-mail of the account changed. */
export function emailChangedNoticeMail(input: { name: string; newEmail: string }): MailContent {
  const subject = 'El correo de tu cuenta cambió';
  const html = renderLayout({
    preheader: 'El correo de tu cuenta fue cambiado.',
    heading: 'El correo de tu cuenta cambió',
    body: [
      paragraph(escapeHtml(greeting(input.name))),
      paragraph(
        `El correo de tu cuenta se cambió a <strong>${escapeHtml(input.newEmail)}</strong>. A partir de ahora inicia sesión con esa dirección.`,
      ),
      note('Si no hiciste este cambio, comunícate de inmediato con tu administrador.'),
    ].join('\n'),
  });
  const text = renderText([
    greeting(input.name),
    `El correo de tu cuenta se cambió a ${input.newEmail}. A partir de ahora inicia sesión con esa dirección.`,
    'Si no hiciste este cambio, comunícate de inmediato con tu administrador.',
  ]);
  return { subject, html, text };
}
