// PCP letters across a crash (SPEC §2 /made-encounters; §3 Letters; §8 the bulk send prompt;
// DESIGN §8 'Background work': jobs survive a restart, idempotent per item): the PCC sends the
// default range's letters in bulk, the server is killed (SIGKILL) in the middle of the run, with
// some letters faxed and others still queued, and started again; then every letter is faxed once
// (one file per letter in the fax simulator's outbox), stored once on its patient (one more
// Letters document each), and the page, reloaded, shows them all Sent. The server is this spec's
// own (own-server.ts), slowed to a provider's pace (FAX_SIMULATOR_DELAY_MS) so the kill can land
// mid-run: it is timed by the outbox, never by a clock.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { calendarDateIn } from '../../src/domain/format';
import { defaultLetterRange } from '../../src/domain/letters/letter-search';
import { type OwnServer, ownServer } from './own-server';
import { expandGroup, loadEveryPage, passPinGate, type ServerApi, saveScreenshot, serverApiAs, serverPort, signIn } from './support';

const PCC = 'pcc@demo.test';
/** A provider's pace per letter: four jobs of ten letters at once take seconds, time enough to kill the server among them. */
const FAX_DELAY_MS = 400;
const LIST = `query ($from: String!, $to: String!, $offset: Int) {
  PcpLetterList(kind: "made-encounter", from: $from, to: $to, offset: $offset, first: 200) {
    nextOffset counts { total ready completed inProgress failed }
    rows { sourceId patientId patientName status flags documentId } } }`;
const LETTER_DOCUMENTS = `query ($patientId: ID!) { DocumentList(patientId: $patientId, category: "letter", first: 100) { totalCount } }`;

interface Row {
  sourceId: string;
  patientId: string;
  patientName: string;
  status: string;
  flags: string[];
  documentId: string | null;
}
interface Counts {
  total: number;
  ready: number;
  completed: number;
  inProgress: number;
  failed: number;
}
interface Range {
  from: string;
  to: string;
}

let server: OwnServer;

test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'America/New_York', bypassCSP: true, viewport: { width: 1024, height: 768 } });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // Beside the project's server and the waiting room's (PORT + 20): playwright.config.ts.
  server = ownServer('letters-restart', serverPort() + 30, { FAX_SIMULATOR_DELAY_MS: String(FAX_DELAY_MS) });
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
});

/** Every letter of the range, as the server lists it. */
async function letters(api: ServerApi, range: Range): Promise<{ rows: Row[]; counts: Counts }> {
  const rows: Row[] = [];
  let offset: number | null = 0;
  let counts: Counts | undefined;
  while (offset !== null) {
    const answer: { PcpLetterList: { rows: Row[]; counts: Counts; nextOffset: number | null } } = await api.graphql(LIST, {
      ...range,
      offset,
    });
    rows.push(...answer.PcpLetterList.rows);
    counts = answer.PcpLetterList.counts;
    offset = answer.PcpLetterList.nextOffset;
  }
  return { rows, counts: counts as Counts };
}

/** Each patient's Letters documents. */
async function letterDocuments(api: ServerApi, patientIds: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const patientId of patientIds) {
    const { DocumentList } = await api.graphql<{ DocumentList: { totalCount: number } }>(LETTER_DOCUMENTS, { patientId });
    out.set(patientId, DocumentList.totalCount);
  }
  return out;
}

/** The faxes the simulator has sent: one file per letter (its id). */
const outbox = (): string[] => {
  try {
    return readdirSync(path.join(server.dataDir, 'fax-outbox')).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
};

const apiAsPcc = async (): Promise<ServerApi> => serverApiAs(await playwrightRequest.newContext({ baseURL: server.base }), PCC);

const letterRow = (page: Page, sourceId: string) => page.locator(`tr[data-source-id="${sourceId}"]`);

test('letters sent in bulk are each faxed and stored once when the server is killed mid-run and started again', async ({ browser }) => {
  test.setTimeout(420_000);
  // The page's default range (the last 7 days), the server's days (America/New_York).
  const range = defaultLetterRange(calendarDateIn(new Date().toISOString(), 'America/New_York'));
  let api = await apiAsPcc();
  const before = await letters(api, range);
  const ready = before.rows.filter((r) => r.flags.length === 0 && r.status === 'none');
  console.log(`[letters-restart] ${range.from}..${range.to}: ${before.counts.total} rows, ${ready.length} ready`);
  expect(ready.length).toBe(before.counts.ready);
  // More letters than four jobs of ten, so some are still queued, in no job yet, when the server dies.
  expect(ready.length).toBeGreaterThan(40);
  const patientIds = [...new Set(ready.map((r) => r.patientId))];
  const lettersOf = new Map(patientIds.map((id) => [id, ready.filter((r) => r.patientId === id).length]));
  const documentsBefore = await letterDocuments(api, patientIds);
  expect(outbox()).toEqual([]);

  const context = await browser.newContext({
    baseURL: server.base,
    viewport: { width: 1024, height: 768 },
    bypassCSP: true,
    timezoneId: 'America/New_York',
  });
  try {
    const page = await context.newPage();
    await signIn(page, PCC);
    await (await expandGroup(page, 'Bulk Operations')).filter({ hasText: /^Made Encounters$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Made Encounters' })).toBeVisible();
    await expect(page.getByTestId('letter-counts')).toContainText(`Total: ${before.counts.total}Ready: ${before.counts.ready}`);

    // SPEC §8's prompt, then Send; the server is killed once some letters are faxed and some not.
    await page.getByRole('button', { name: 'Send letters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send letters' });
    await expect(dialog).toContainText(`${ready.length} letters are ready to be sent. Do you want to proceed?`);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => outbox().length, { intervals: [50], timeout: 60_000 }).toBeGreaterThan(0);
    await server.kill();
    const killedAt = Date.now();
    const faxedBeforeKill = outbox().length;
    console.log(`[letters-restart] killed with ${faxedBeforeKill} of ${ready.length} faxed`);
    expect(faxedBeforeKill).toBeGreaterThan(0);
    expect(faxedBeforeKill).toBeLessThan(ready.length);

    // Started again on the same data: the queue picks up what was left, and nothing is sent twice.
    await server.start();
    api = await apiAsPcc();
    await expect
      .poll(async () => (await letters(api, range)).counts, {
        message: 'every letter sent after the restart',
        intervals: [1_000],
        timeout: 240_000,
      })
      .toMatchObject({ completed: before.counts.completed + ready.length, inProgress: 0, failed: 0, ready: 0 });
    console.log(`[letters-restart] every letter sent ${Math.round((Date.now() - killedAt) / 1000)} s after the kill`);

    // Faxed once: one file per letter, each to its PCP's fax.
    const faxes = outbox();
    expect(faxes).toHaveLength(ready.length);
    for (const file of faxes) {
      const fax = JSON.parse(readFileSync(path.join(server.dataDir, 'fax-outbox', file), 'utf8')) as { to: string };
      expect(fax.to).toMatch(/^\d{10}$/);
    }
    // Stored once: each letter is its own document, and each patient has one more Letters
    // document per letter of the range.
    const after = await letters(api, range);
    const sent = after.rows.filter((r) => ready.some((q) => q.sourceId === r.sourceId));
    expect(sent.every((r) => r.status === 'completed' && r.documentId)).toBe(true);
    expect(new Set(sent.map((r) => r.documentId)).size).toBe(ready.length);
    const documentsAfter = await letterDocuments(api, patientIds);
    for (const id of patientIds) {
      expect(documentsAfter.get(id), `patient ${id}'s Letters documents`).toBe((documentsBefore.get(id) ?? 0) + (lettersOf.get(id) ?? 0));
    }
    // The flagged rows (No PCP, No Fax) were never queued.
    for (const row of after.rows.filter((r) => r.flags.length > 0)) expect(row.status).toBe('none');

    // The page, reloaded, shows every letter Sent.
    await page.reload();
    await passPinGate(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Made Encounters' })).toBeVisible();
    await loadEveryPage(page);
    for (const row of ready) await expect(letterRow(page, row.sourceId).getByText('Sent', { exact: true })).toBeVisible();
    await expect(page.getByTestId('letter-counts')).toContainText(`Sent: ${after.counts.completed}Queued: 0`);
    await expect(page.getByRole('button', { name: 'Send letters' })).toBeDisabled();
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'letters-restart-sent-1024');
  } finally {
    await context.close();
  }
});
