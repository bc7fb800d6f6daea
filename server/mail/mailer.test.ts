import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { latestCode, mailTo, parseMail } from '../../tests/mail-box.ts';
import { createMailer, mailFileName } from './mailer.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'emr-mailer-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('file mailer (no SMTP_URL)', () => {
  it('writes each message as an RFC 822 file under DATA_DIR/mail, readable by the mail box', async () => {
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'Wound Care EMR <no-reply@emr.local>', dataDir });
    expect(mailer.folder).toBe(path.join(dataDir, 'mail'));
    await mailer.send({ to: 'Casey@Demo.test', subject: 'Code', text: 'Your verification code is 111222.\nSecond line' });
    await mailer.send({ to: 'casey@demo.test', subject: 'Code', text: 'Your verification code is 333444.' });
    await mailer.send({ to: 'other@demo.test', subject: 'Code', text: 'Your verification code is 555666.' });

    const files = readdirSync(path.join(dataDir, 'mail')).sort();
    expect(files).toHaveLength(3);
    for (const f of files) expect(f).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-\d{6}-[a-z0-9@._+-]+\.eml$/);
    const raw = readFileSync(path.join(dataDir, 'mail', files[0] ?? ''), 'utf8');
    // nodemailer's message: real headers, not hand-built MIME.
    expect(raw).toMatch(/^From: Wound Care EMR <no-reply@emr\.local>$/m);
    expect(raw).toMatch(/^Message-ID: </m);
    expect(raw).toMatch(/^MIME-Version: 1\.0$/m);
    expect(parseMail(raw)).toMatchObject({ to: 'Casey@demo.test', subject: 'Code' });

    expect(mailTo(path.join(dataDir, 'mail'), 'casey@demo.test')).toHaveLength(2);
    expect(latestCode(dataDir, 'casey@demo.test')).toBe('333444');
    expect(latestCode(dataDir, 'other@demo.test')).toBe('555666');
    expect(latestCode(dataDir, 'nobody@demo.test')).toBeNull();
  });

  it('names files so that they sort by time, whatever the address', () => {
    const a = mailFileName(new Date('2026-03-11T15:00:00.001Z'), 2, 'z@x.test');
    const b = mailFileName(new Date('2026-03-11T15:00:00.002Z'), 1, 'a@x.test');
    expect([b, a].sort()).toEqual([a, b]);
    expect(mailFileName(new Date('2026-03-11T15:00:00Z'), 1, 'we/ird "name"@x.test')).toBe(
      '2026-03-11T15-00-00-000Z-000001-we_ird__name_@x.test.eml',
    );
  });
});
