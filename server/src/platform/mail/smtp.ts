import nodemailer from 'nodemailer';
import type { MailTransport } from './delivery.js';

/**
 * The outbox's SMTP delivery (SMTP_URL, e.g. `smtps://user:pass@smtp.example.com:465`): one pooled nodemailer transport
 * per process. A refusal rejects with the server's answer (`550 5.1.1 …`), which the outbox keeps as the message's
 * last error (decision 0038).
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transport = nodemailer.createTransport(url, { from });
  return {
    name: 'smtp',
    async deliver(msg) {
      await transport.sendMail({ to: msg.to, subject: msg.subject, text: msg.text, ...(msg.replyTo ? { replyTo: msg.replyTo } : {}) });
    },
  };
}
