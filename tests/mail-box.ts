// Reads the mail the server writes under DATA_DIR/mail when no SMTP_URL is set (server/mail/mailer.ts):
// one RFC 822 file per message, named '<time>-<seq>-<to>.eml' so that names sort by time.
// Plain TypeScript (no test-runner imports): the integration suite and the e2e suite
// (tmp/e2e-data-<port>/mail) both use it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Headers (unfolded, lower-case names) and the decoded text of a single-part message. */
export function parseMail(raw: string, file = ''): Mail {
  const normalized = raw.replace(/\r\n/g, '\n');
  const split = normalized.indexOf('\n\n');
  const head = split >= 0 ? normalized.slice(0, split) : normalized;
  const body = split >= 0 ? normalized.slice(split + 2) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { file, to: headers.get('to') ?? '', subject: headers.get('subject') ?? '', text };
}

/** Every message in the folder, oldest first (an absent folder is an empty mailbox). */
export function readMailbox(folder: string): Mail[] {
  let names: string[];
  try {
    names = readdirSync(folder).filter((n) => n.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.sort().map((name) => parseMail(readFileSync(path.join(folder, name), 'utf8'), name));
}

/** Messages sent to one address, oldest first. */
export const mailTo = (folder: string, email: string): Mail[] =>
  readMailbox(folder).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));

/** The code of a message: 'Your verification code is 123456.' */
export function codeIn(mail: Mail): string | null {
  return /Your verification code is ([A-Za-z0-9]{6})\./.exec(mail.text)?.[1] ?? null;
}

/** The newest verification code sent to an address, or null. `dataDir` is the server's DATA_DIR. */
export function latestCode(dataDir: string, email: string): string | null {
  const mails = mailTo(path.join(dataDir, 'mail'), email);
  for (let i = mails.length - 1; i >= 0; i--) {
    const mail = mails[i];
    const code = mail ? codeIn(mail) : null;
    if (code) return code;
  }
  return null;
}
