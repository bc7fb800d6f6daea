// The REST routes of patient files are rate-limited per user (DESIGN §5): document uploads at
// UPLOAD_RATE_LIMIT a minute, document downloads and face sheets at DOWNLOAD_RATE_LIMIT each;
// past it 429 with RATE_LIMITED and /graphql's words, a refused upload is not stored, another
// user keeps their own count, and a signed-out caller is counted by address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simplePdf } from '../../server/modules/documents/simple-pdf.ts';
import { kinds, makePatient, startServer, type TestServer } from './harness.ts';

const UPLOADS = 2;
const DOWNLOADS = 3;
const PDF = simplePdf(['Referral letter']);
const COUNT = 'query($patientId: ID!) { DocumentList(patientId: $patientId) { totalCount } }';
const TOO_MANY = /^Too many requests\. Please wait \d+ seconds and try again\.$/;

describe.each(kinds)('REST rate limits on %s', (kind) => {
  let s: TestServer;
  let patientId: string;

  const auth = async (key: string | null): Promise<Record<string, string>> =>
    key ? { authorization: `Bearer ${await s.token(key)}` } : {};

  async function upload(key: string | null) {
    const form = new FormData();
    form.set('category', 'referral');
    form.set('file', new Blob([Buffer.from(PDF)], { type: 'application/pdf' }), 'referral.pdf');
    return s.fetch(`/api/patients/${patientId}/documents`, { method: 'POST', body: form, headers: await auth(key) });
  }

  const get = async (key: string | null, url: string) => s.fetch(url, { headers: await auth(key) });

  /** A 429 in the app's error shape. */
  async function expectRefused(res: Response) {
    expect(res.status).toBe(429);
    const body = (await res.json()) as { code?: string; message?: string };
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.message).toMatch(TOO_MANY);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  }

  beforeAll(async () => {
    s = await startServer(kind, { env: { UPLOAD_RATE_LIMIT: String(UPLOADS), DOWNLOAD_RATE_LIMIT: String(DOWNLOADS) } });
    for (const key of ['fl', 'fl2'])
      await s.addUser({ key, roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'], markets: ['FL'] });
    const [row] = await s.addPatients([makePatient('Rita', 'Ratelimit', { state: 'FL' })]);
    if (!row) throw new Error('no patient');
    patientId = row.id;
  });
  afterAll(async () => {
    await s?.close();
  });

  it(`refuses upload ${UPLOADS + 1} of a minute and stores nothing of it; another user uploads on`, async () => {
    for (let i = 0; i < UPLOADS; i++) expect((await upload('fl')).status).toBe(201);
    await expectRefused(await upload('fl'));
    expect((await upload('fl2')).status).toBe(201);
    const listed = await s.gql<{ DocumentList: { totalCount: number } }>(COUNT, { patientId }, await s.token('fl'));
    expect(listed.body.data?.DocumentList.totalCount).toBe(UPLOADS + 1);
  });

  it(`refuses download ${DOWNLOADS + 1} of a minute; the face sheet keeps its own count`, async () => {
    const listed = await s.gql<{ DocumentList: { edges: { node: { attachment: { url: string } } }[] } }>(
      'query($patientId: ID!) { DocumentList(patientId: $patientId, first: 1) { edges { node { attachment { url } } } } }',
      { patientId },
      await s.token('fl'),
    );
    const url = listed.body.data?.DocumentList.edges[0]?.node.attachment.url;
    if (!url) throw new Error(JSON.stringify(listed.body));
    for (let i = 0; i < DOWNLOADS; i++) expect((await get('fl', url)).status).toBe(200);
    await expectRefused(await get('fl', url));
    expect((await get('fl2', url)).status).toBe(200);

    const faceSheet = `/api/patients/${patientId}/face-sheet`;
    for (let i = 0; i < DOWNLOADS; i++) expect((await get('fl', faceSheet)).status).toBe(200);
    await expectRefused(await get('fl', faceSheet));
  });

  it('counts a signed-out caller by address', async () => {
    const faceSheet = `/api/patients/${patientId}/face-sheet`;
    for (let i = 0; i < DOWNLOADS; i++) expect((await get(null, faceSheet)).status).toBe(401);
    await expectRefused(await get(null, faceSheet));
    // A signed-in user from the same address is counted as themselves.
    expect((await get('fl2', faceSheet)).status).toBe(200);
  });
});
