import nodemailer from 'nodemailer';

export type MailAttachment = { filename: string; path: string; contentType: string };

export type MailMessage = {
  /** One per outbox row, kept across retries so mail clients merge a repeated delivery. */
  messageId?: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
};

/** One interface, two drivers: SMTP (SMTP_URL) or the dev mailbox (keep, do not send). */
export type MailTransport = {
  kind: 'smtp' | 'mailbox';
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(withTimeouts(smtpUrl));
  return {
    kind: 'smtp',
    send: async (message) => {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/**
 * Bounded SMTP timeouts (query parameters of SMTP_URL, which nodemailer reads as options), well under
 * the mail worker's 5-minute lease on a claimed row; values given in SMTP_URL win.
 */
export function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = { connectionTimeout: '30000', greetingTimeout: '30000', socketTimeout: '60000' };
  for (const [key, value] of Object.entries(defaults)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}

/** Development/demo: the message stays in the outbox table, readable at /dev/mailbox. */
export function createMailboxTransport(): MailTransport {
  return { kind: 'mailbox', send: async () => {}, close: () => {} };
}
