import nodemailer from 'nodemailer';

export type MailAttachment = { filename: string; path: string; contentType: string };

export type MailMessage = {
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
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    send: async (message) => {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/** Development/demo: the message stays in the outbox table, readable at /dev/mailbox. */
export function createMailboxTransport(): MailTransport {
  return { kind: 'mailbox', send: async () => {}, close: () => {} };
}
