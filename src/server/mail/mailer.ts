import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { MEMORY_DATA_DIR } from '../config.ts';

export type Mail = { to: string; subject: string; text: string; html: string; link?: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };

/**
 * nodemailer through SMTP_URL. Without it (local runs) each mail is written to
 * DATA_DIR/outbox/ as an .eml file and its link is logged, so a developer can follow it.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      if (options.dataDir === MEMORY_DATA_DIR) return;
      const outbox = path.join(options.dataDir, 'outbox');
      mkdirSync(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      options.log.info({ file, link: mail.link }, 'no SMTP_URL: mail written to the outbox');
    },
  };
}
