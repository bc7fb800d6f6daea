// Issue 5: patient data on the device is encrypted at rest. With the clinician's day on screen,
// the raw IndexedDB of their device database — read with the browser's own API, bypassing the
// app — holds no patient's name, birth date or street: each row keeps only its ids, dates and
// statuses in clear, the rest is an AES-GCM sealed body. The key store beside it holds the data
// key (wrapped under the PIN, or the device's non-extractable key) and no patient data.
import { expect, type Page, test } from '@playwright/test';
import { EMAILS, serverApiAs, signIn } from './support';

test.use({ timezoneId: 'America/New_York' });

interface RawDump {
  names: string[];
  text: string;
  rows: Record<string, Record<string, unknown>[]>;
  keyKinds: string[];
}

/** Everything IndexedDB holds for the app, read natively in the page (byte arrays as their raw bytes). */
function readRawIndexedDb(page: Page): Promise<RawDump> {
  return page.evaluate(async () => {
    const request = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    const dump = async (name: string) => {
      const db = await request(indexedDB.open(name));
      const stores = Array.from(db.objectStoreNames);
      const trans = db.transaction(stores, 'readonly');
      const rows = await Promise.all(stores.map((store) => request(trans.objectStore(store).getAll())));
      db.close();
      return Object.fromEntries(stores.map((store, i) => [store, rows[i] as Record<string, unknown>[]]));
    };
    const names = (await indexedDB.databases()).flatMap((d) => (d.name ? [d.name] : []));
    const all: Record<string, Record<string, unknown>[]> = {};
    for (const name of names) for (const [store, rows] of Object.entries(await dump(name))) all[`${name}/${store}`] = rows;
    const text = JSON.stringify(all, (_key, value: unknown) =>
      ArrayBuffer.isView(value)
        ? Array.from(new Uint8Array(value.buffer, value.byteOffset, value.byteLength), (b) => String.fromCharCode(b)).join('')
        : typeof CryptoKey !== 'undefined' && value instanceof CryptoKey
          ? `[CryptoKey extractable=${value.extractable}]`
          : value,
    );
    const keys = (all['emr.device-keys/keys'] ?? []) as { current: { kind: string } }[];
    // Row shapes only (field names and the type of each value), for the assertions.
    const rows = Object.fromEntries(
      Object.entries(all).map(([store, list]) => [
        store,
        list.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, ArrayBuffer.isView(v) ? 'bytes' : v]))),
      ]),
    );
    return { names, text, rows, keyKinds: keys.map((k) => k.current.kind) };
  });
}

/** The rows of one table of the user's device database (emr-<userId>). */
const storeOf = (raw: RawDump, table: string) =>
  Object.entries(raw.rows).find(([store]) => store.startsWith('emr-') && store.endsWith(`/${table}`))?.[1] ?? [];

const isoDay = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'America/New_York' });

test('the device database holds no patient name in clear, only ids, dates, statuses and sealed bodies', async ({ page, request }) => {
  await signIn(page, EMAILS.clinician);
  await expect(page).toHaveURL(/\/my-schedule$/);
  const visits = page.getByRole('list', { name: /^Visits on / }).getByRole('listitem');
  await expect(visits.first()).toBeVisible();

  // The patients of the pack the device pulled (today − 1 … today + 7), as the server has them.
  const now = Date.now();
  const api = await serverApiAs(request, EMAILS.clinician);
  const { MySchedule } = await api.graphql<{
    MySchedule: { patients: { name: string; familyName: string; birthDate: string; address: { line: string[] } | null }[] };
  }>(
    'query ($from: String!, $to: String!) { MySchedule(from: $from, to: $to) { patients { name familyName birthDate address { line } } } }',
    {
      from: isoDay(new Date(now - 86_400_000)),
      to: isoDay(new Date(now + 7 * 86_400_000)),
    },
  );
  expect(MySchedule.patients.length).toBeGreaterThan(0);
  const shown = await visits.allTextContents();
  const onScreen = MySchedule.patients.filter((p) => shown.some((text) => text.includes(p.name)));
  expect(onScreen.length, 'the day on screen shows patients of the pack').toBeGreaterThan(0);

  // Wait until the pack is on the device (its patients table filled), then read it raw.
  await expect.poll(async () => storeOf(await readRawIndexedDb(page), 'patients').length).toBeGreaterThan(0);
  const raw = await readRawIndexedDb(page);

  for (const patient of MySchedule.patients) {
    expect(raw.text, `${patient.name} is not stored in clear`).not.toContain(patient.name);
    expect(raw.text).not.toContain(patient.familyName);
    expect(raw.text).not.toContain(patient.birthDate);
    for (const line of patient.address?.line ?? []) expect(raw.text).not.toContain(line);
  }
  for (const row of storeOf(raw, 'patients')) expect(Object.keys(row).sort()).toEqual(['$sealed', 'id']);
  for (const row of storeOf(raw, 'appointments'))
    expect(Object.keys(row).sort()).toEqual(['$sealed', 'date', 'encounterId', 'id', 'practitionerId']);

  // The key store: one key for the clinician, wrapped under the PIN or kept as a device key.
  expect(raw.names).toContain('emr.device-keys');
  expect(raw.keyKinds.length).toBeGreaterThan(0);
  for (const kind of raw.keyKinds) expect(['pin', 'device']).toContain(kind);
  expect(raw.text).not.toContain('extractable=true');
});
