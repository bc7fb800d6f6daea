// Outgoing mail (the verification codes of SPEC §5). With SMTP_URL set, nodemailer sends over
// SMTP; without it, each message is written as an RFC 822 file under DATA_DIR/mail, so a person
// running the demo (and the test suites) can read the code without a mail server.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where file mail goes (undefined when sending over SMTP). */
  readonly folder: string | undefined;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
}

/** The folder of file mail for a DATA_DIR. */
export const mailFolder = (dataDir: string): string => path.resolve(dataDir, 'mail');

/** A file name that sorts by time: '2026-03-11T15-00-00-123Z-000001-to@example.test.eml'. */
export function mailFileName(at: Date, sequence: number, to: string): string {
  const stamp = at.toISOString().replaceAll(':', '-').replace('.', '-');
  const safeTo = to.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_');
  return `${stamp}-${String(sequence % 1_000_000).padStart(6, '0')}-${safeTo}.eml`;
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      folder: undefined,
      async send(message) {
        await transport.sendMail({ from: options.mailFrom, ...message });
      },
    };
  }
  const folder = mailFolder(options.dataDir);
  // nodemailer builds the message (headers, encoding) and hands it back as a buffer.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    folder,
    async send(message) {
      const info = await transport.sendMail({ from: options.mailFrom, ...message });
      await mkdir(folder, { recursive: true });
      sequence += 1;
      await writeFile(path.join(folder, mailFileName(new Date(), sequence, message.to)), info.message as Buffer, { mode: 0o600 });
    },
  };
}
