import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string; text: string };

/** Unfold and decode the parts of a simple MIME message well enough to read links in tests. */
function decodeBody(raw: string): string {
  const body = raw.slice(raw.indexOf('\n\n') + 2);
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * A real SMTP listener on a free local port: mail really leaves nodemailer and arrives here.
 * `answerDelayMs` makes it a slow server: it greets each connection only after that long.
 */
export async function startSmtpListener(port = 0, options: { answerDelayMs?: number } = {}) {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (options.answerDelayMs) setTimeout(() => callback(), options.answerDelayMs);
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8').replace(/\r\n/g, '\n');
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
          text: decodeBody(raw),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : 0;

  /** The first mail to `to` (waits up to timeoutMs for it). */
  async function waitForMail(to: string, timeoutMs = 5000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = mails.find((item) => item.to.includes(to));
      if (mail) return mail;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, Math.min(left, 200));
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    mails,
    waitForMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset token carried by a password reset mail's link. */
export function resetTokenFromMail(mail: ReceivedMail): string {
  const match = /\/reset-password#token=([\w-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
}
