// The Documents tab's server side (SPEC §2 chart tab 9, §3 Document reference, §5/§9 uploads,
// §8 delete confirmation; DESIGN §8 'Files'), over HTTP, with the files on disk (DATA_DIR) and in
// an S3-compatible bucket (s3rver in this process): upload (multipart), DocumentList, the file's
// download and deleteDocument; the patient access rule (another market: FORBIDDEN), reviewer-
// readonly and external users (read, never write), anonymous and permission-less callers; the
// 1,048,000-byte limit (413), the type sniffed from the bytes (a spoofed type is refused, a
// mislabelled image is stored as what it is), and the file served with Cache-Control: no-store.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { demoDocumentBytes, demoStorageKey } from '../../server/modules/documents/demo-documents.ts';
import { simplePdf } from '../../server/modules/documents/simple-pdf.ts';
import { UPLOAD_MAX_FILE_SIZE } from '../../src/domain/upload/upload-rules.ts';
import { type StoredFile, startS3, type TestS3 } from '../s3-server.ts';
import { type GqlError, kinds, makePatient, startServer, type TestServer } from './harness.ts';
import { pdfText } from './pdf-text.ts';

const LIST = `query($patientId: ID!, $category: String, $first: Int, $after: String) {
  DocumentList(patientId: $patientId, category: $category, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id versionId patientId status docStatus category categoryLabel description date author
      attachment { id title contentType size creation url } } }
  }
}`;
const DELETE = `mutation($id: ID!, $versionId: Int!) { deleteDocument(id: $id, versionId: $versionId) { id versionId status docStatus } }`;
const CHART = `query($id: ID!) { PatientChart(id: $id) { tabs { key count } } }`;

interface DocumentNode {
  id: string;
  versionId: number;
  patientId: string;
  status: string;
  docStatus: string;
  category: string;
  categoryLabel: string;
  description: string | null;
  date: string;
  author: string | null;
  attachment: { id: string; title: string; contentType: string; size: number; creation: string; url: string };
}
interface ListAnswer {
  DocumentList: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: DocumentNode }[] };
}

const PDF = simplePdf(['Referral letter', 'Dr. Rivera']);
const PNG = Uint8Array.from(Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'));
const HTML = new TextEncoder().encode('<!doctype html><html><body><script>alert(1)</script></body></html>');
const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, ...new Array(120).fill(0)]);

interface Upload {
  category?: string;
  description?: string;
  file?: { name: string; bytes: Uint8Array; type?: string };
}

const STORAGES = ['disk', 's3'] as const;

describe.each(kinds.flatMap((kind) => STORAGES.map((storage) => [kind, storage] as const)))(
  'documents on %s, files on %s',
  (kind, storage) => {
    let s: TestServer;
    let s3: TestS3 | null = null;
    let fl: string;
    let tx: string;

    const token = (key: string) => s.token(key);
    const auth = async (key: string | null): Promise<Record<string, string>> =>
      key ? { authorization: `Bearer ${await token(key)}` } : {};

    async function upload(key: string | null, patientId: string, u: Upload) {
      const form = new FormData();
      if (u.category !== undefined) form.set('category', u.category);
      if (u.description !== undefined) form.set('description', u.description);
      if (u.file) form.set('file', new Blob([Buffer.from(u.file.bytes)], { type: u.file.type ?? 'application/pdf' }), u.file.name);
      const res = await s.fetch(`/api/patients/${patientId}/documents`, { method: 'POST', body: form, headers: await auth(key) });
      return {
        status: res.status,
        headers: res.headers,
        body: (await res.json()) as DocumentNode & { code?: string; message?: string; field?: string },
      };
    }

    async function list(key: string, variables: Record<string, unknown>) {
      const res = await s.gql<ListAnswer>(LIST, variables, await token(key));
      return res;
    }

    async function download(key: string | null, url: string) {
      const res = await s.fetch(url, { headers: await auth(key) });
      return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
    }

    /** What the storage holds under the document's key (the key never leaves the server). */
    async function stored(documentId: string): Promise<StoredFile | null> {
      const row = await stores.documentReference.read(s.db, documentId, { includeDeleted: true });
      const key = row?.content.content[0]?.attachment.storageKey;
      if (!key) return null;
      if (s3) return s3.object(key);
      const file = path.join(s.dataDir, 'documents', ...key.split('/'));
      return existsSync(file) ? { bytes: new Uint8Array(readFileSync(file)), contentType: undefined } : null;
    }

    const codes = (errors: readonly GqlError[] | undefined) => (errors ?? []).map((e) => e.extensions?.code);

    beforeAll(async () => {
      if (storage === 's3') s3 = await startS3();
      s = await startServer(kind, { env: s3?.env ?? {} });
      await s.addUser({
        key: 'fl',
        givenName: 'Fiona',
        familyName: 'Florida',
        roles: ['staff'],
        jobFunctions: ['other'],
        permissions: ['patient'],
        markets: ['FL'],
      });
      await s.addUser({ key: 'tx', roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'], markets: ['TX'] });
      await s.addUser({ key: 'ro', roles: ['reviewer-readonly'], jobFunctions: ['other'], permissions: ['patient'], markets: ['FL'] });
      await s.addUser({
        key: 'ext',
        userType: 'external',
        roles: ['external'],
        jobFunctions: ['other'],
        permissions: ['patient'],
        markets: ['FL'],
      });
      const [a, b] = await s.addPatients([makePatient('Dora', 'Docs', { state: 'FL' }), makePatient('Tex', 'Files', { state: 'TX' })]);
      if (!a || !b) throw new Error('no patients');
      fl = a.id;
      tx = b.id;
    });

    afterAll(async () => {
      await s?.close();
      await s3?.close();
    });

    it('stores an upload, lists it, counts it on the chart and serves the file with no-store', async () => {
      const up = await upload('fl', fl, {
        category: 'referral',
        description: '  Signed   referral ',
        file: { name: 'C:\\scans\\referral.pdf', bytes: PDF },
      });
      expect(up.status, JSON.stringify(up.body)).toBe(201);
      expect(up.body).toMatchObject({
        patientId: fl,
        status: 'current',
        docStatus: 'final',
        category: 'referral',
        categoryLabel: 'Referrals',
        description: 'Signed referral',
        author: 'Fiona Florida',
        versionId: 1,
        attachment: { title: 'referral.pdf', contentType: 'application/pdf', size: PDF.byteLength },
      });
      expect(up.body.attachment.url).toBe(`/api/documents/${up.body.id}/content`);
      expect(JSON.stringify(up.body)).not.toContain('storageKey');

      const file = await stored(up.body.id);
      expect(file?.bytes).toEqual(PDF);
      if (s3) expect(file?.contentType).toBe('application/pdf');

      const listed = await list('fl', { patientId: fl });
      expect(listed.body.errors).toBeUndefined();
      expect(listed.body.data?.DocumentList.totalCount).toBe(1);
      expect(listed.body.data?.DocumentList.edges[0]?.node).toEqual(up.body);

      const chart = await s.gql<{ PatientChart: { tabs: { key: string; count: number }[] } }>(CHART, { id: fl }, await token('fl'));
      expect(chart.body.data?.PatientChart.tabs.find((t) => t.key === 'documents')?.count).toBe(1);

      const got = await download('fl', up.body.attachment.url);
      expect(got.status).toBe(200);
      expect(got.bytes).toEqual(PDF);
      expect(got.headers.get('content-type')).toBe('application/pdf');
      expect(got.headers.get('cache-control')).toBe('no-store');
      expect(got.headers.get('content-disposition')).toBe(`attachment; filename="referral.pdf"; filename*=UTF-8''referral.pdf`);
      expect(got.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await pdfText(got.bytes)).toContain('Referral letter');
      const inline = await download('fl', `${up.body.attachment.url}?disposition=inline`);
      expect(inline.headers.get('content-disposition')).toMatch(/^inline; /);
    });

    it('filters by category and pages newest first', async () => {
      for (const category of ['insurance', 'insurance', 'letter']) {
        expect((await upload('fl', fl, { category, file: { name: `${category}.pdf`, bytes: PDF } })).status).toBe(201);
      }
      const insurance = await list('fl', { patientId: fl, category: 'insurance' });
      expect(insurance.body.data?.DocumentList.totalCount).toBe(2);
      expect(insurance.body.data?.DocumentList.edges.every((e) => e.node.categoryLabel === 'Insurances')).toBe(true);
      const first = await list('fl', { patientId: fl, first: 2 });
      const page = first.body.data?.DocumentList;
      expect(page?.totalCount).toBe(4);
      expect(page?.pageInfo.hasNextPage).toBe(true);
      const rest = await list('fl', { patientId: fl, first: 2, after: page?.pageInfo.endCursor });
      const all = [...(page?.edges ?? []), ...(rest.body.data?.DocumentList.edges ?? [])].map((e) => e.node);
      expect(all.map((d) => d.date)).toEqual([...all.map((d) => d.date)].sort().reverse());
      expect(all.at(0)?.category).toBe('letter');
      const bad = await list('fl', { patientId: fl, category: 'Insurances' });
      expect(codes(bad.body.errors)).toEqual(['BAD_USER_INPUT']);
      expect(bad.body.errors?.[0]?.extensions?.field).toBe('category');
    });

    it('decides the type from the bytes: a page or a program named .pdf is refused, a mislabelled image is stored as an image', async () => {
      const before = (await list('fl', { patientId: fl })).body.data?.DocumentList.totalCount;
      for (const bytes of [HTML, EXE, new TextEncoder().encode('just some text')]) {
        const refused = await upload('fl', fl, { category: 'letter', file: { name: 'letter.pdf', bytes, type: 'application/pdf' } });
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({
          code: 'BAD_USER_INPUT',
          field: 'file',
          message: 'This type of file is not allowed: upload a PDF, PNG, JPEG, TIFF, HEIC or Word (DOCX) file',
        });
      }
      expect((await list('fl', { patientId: fl })).body.data?.DocumentList.totalCount).toBe(before);

      const image = await upload('fl', fl, {
        category: 'medical-record',
        file: { name: 'wound.pdf', bytes: PNG, type: 'application/pdf' },
      });
      expect(image.status).toBe(201);
      expect(image.body.attachment.contentType).toBe('image/png');
      const got = await download('fl', image.body.attachment.url);
      expect(got.headers.get('content-type')).toBe('image/png');
    });

    it("refuses a file above SPEC §9's 1,048,000 bytes with 413, and takes one of exactly that size", async () => {
      const tooBig = simplePdf(['big'], { padTo: UPLOAD_MAX_FILE_SIZE + 2000 });
      expect(tooBig.byteLength).toBeGreaterThan(UPLOAD_MAX_FILE_SIZE);
      const refused = await upload('fl', fl, { category: 'letter', file: { name: 'big.pdf', bytes: tooBig } });
      expect(refused.status).toBe(413);
      expect(refused.body).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The file is too large (max 1,048,000 bytes)',
        field: 'file',
      });

      const exact = new Uint8Array(UPLOAD_MAX_FILE_SIZE);
      exact.set(PDF.subarray(0, 64));
      const taken = await upload('fl', fl, { category: 'letter', file: { name: 'exact.pdf', bytes: exact } });
      expect(taken.status, JSON.stringify(taken.body)).toBe(201);
      expect(taken.body.attachment.size).toBe(UPLOAD_MAX_FILE_SIZE);
      expect((await stored(taken.body.id))?.bytes.byteLength).toBe(UPLOAD_MAX_FILE_SIZE);
    });

    it('names the field of a bad upload: no document type, an unknown one, no file, an empty file, not multipart', async () => {
      const noType = await upload('fl', fl, { file: { name: 'a.pdf', bytes: PDF } });
      expect(noType).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', field: 'category', message: 'This field is required' } });
      const unknown = await upload('fl', fl, { category: 'recipes', file: { name: 'a.pdf', bytes: PDF } });
      expect(unknown).toMatchObject({ status: 400, body: { field: 'category' } });
      expect((await upload('fl', fl, { category: 'letter' })).body).toMatchObject({ field: 'file', message: 'Choose a file to upload' });
      expect((await upload('fl', fl, { category: 'letter', file: { name: 'e.pdf', bytes: new Uint8Array() } })).body).toMatchObject({
        field: 'file',
        message: 'The file is empty',
      });
      const json = await s.fetch(`/api/patients/${fl}/documents`, {
        method: 'POST',
        headers: { ...(await auth('fl')), 'content-type': 'application/json' },
        body: JSON.stringify({ category: 'letter' }),
      });
      expect(json.status).toBe(400);
      const two = new FormData();
      two.set('category', 'letter');
      two.append('file', new Blob([Buffer.from(PDF)], { type: 'application/pdf' }), 'one.pdf');
      two.append('file', new Blob([Buffer.from(PDF)], { type: 'application/pdf' }), 'two.pdf');
      const both = await s.fetch(`/api/patients/${fl}/documents`, { method: 'POST', body: two, headers: await auth('fl') });
      expect(both.status).toBe(400);
      expect(await both.json()).toMatchObject({ field: 'file', message: 'Send one file at a time' });
      const bad = await upload('fl', 'not-an-id', { category: 'letter', file: { name: 'a.pdf', bytes: PDF } });
      expect(bad).toMatchObject({ status: 400, body: { field: 'patientId' } });
    });

    it('keeps to the patient access rule and the roles: anonymous, no permission, another market, reviewer, external', async () => {
      const mine = await upload('fl', fl, { category: 'consent', file: { name: 'consent.pdf', bytes: PDF } });
      expect(mine.status).toBe(201);
      const file = { category: 'letter', file: { name: 'x.pdf', bytes: PDF } };

      expect((await upload(null, fl, file)).body.code).toBe('UNAUTHENTICATED');
      expect((await upload('nobody', fl, file)).body.code).toBe('FORBIDDEN');
      expect((await upload('tx', fl, file)).body.code).toBe('FORBIDDEN');
      expect((await upload('ro', fl, file)).body.code).toBe('FORBIDDEN');
      expect((await upload('ext', fl, file)).body.code).toBe('FORBIDDEN');
      expect((await upload('fl', tx, file)).body.code).toBe('FORBIDDEN');
      expect((await upload('fl', '6f1c2f7e-3d7a-4c7e-9f1a-1b2c3d4e5f60', file)).body.code).toBe('NOT_FOUND');

      expect(codes((await list('tx', { patientId: fl })).body.errors)).toEqual(['FORBIDDEN']);
      expect(codes((await list('nobody', { patientId: fl })).body.errors)).toEqual(['FORBIDDEN']);
      expect((await download(null, mine.body.attachment.url)).status).toBe(401);
      expect((await download('nobody', mine.body.attachment.url)).status).toBe(403);
      const other = await download('tx', mine.body.attachment.url);
      expect(other.status).toBe(403);
      expect(new TextDecoder().decode(other.bytes)).not.toContain('%PDF');

      // Reviewer-readonly and an external user of the market read the chart's documents, never change them.
      for (const who of ['ro', 'ext']) {
        expect((await list(who, { patientId: fl })).body.data?.DocumentList.totalCount, who).toBeGreaterThan(0);
        expect((await download(who, mine.body.attachment.url)).status, who).toBe(200);
        const refused = await s.gql(DELETE, { id: mine.body.id, versionId: 1 }, await token(who));
        expect(codes(refused.body.errors), who).toEqual(['FORBIDDEN']);
      }
      expect(codes((await s.gql(DELETE, { id: mine.body.id, versionId: 1 }, await token('tx'))).body.errors)).toEqual(['FORBIDDEN']);
      expect((await stores.documentReference.read(s.db, mine.body.id))?.versionId).toBe(1);
    });

    it("deletes as a new version of the one the user saw (SPEC §8 'Are you sure you want to Delete this Document?' is the screen's)", async () => {
      const doc = await upload('fl', fl, { category: 'order', file: { name: 'order.pdf', bytes: PDF } });
      const stale = await s.gql(DELETE, { id: doc.body.id, versionId: 2 }, await token('fl'));
      expect(codes(stale.body.errors)).toEqual(['CONFLICT']);
      expect(stale.body.errors?.[0]?.extensions?.currentVersion).toBe(1);

      const done = await s.gql<{ deleteDocument: { id: string; versionId: number; status: string; docStatus: string } }>(
        DELETE,
        { id: doc.body.id, versionId: 1 },
        await token('fl'),
      );
      expect(done.body.data?.deleteDocument).toEqual({
        id: doc.body.id,
        versionId: 2,
        status: 'entered-in-error',
        docStatus: 'entered-in-error',
      });
      const listed = await list('fl', { patientId: fl, category: 'order' });
      expect(listed.body.data?.DocumentList.totalCount).toBe(0);
      expect((await download('fl', doc.body.attachment.url)).status).toBe(404);
      expect(codes((await s.gql(DELETE, { id: doc.body.id, versionId: 2 }, await token('fl'))).body.errors)).toEqual(['NOT_FOUND']);

      const history = await stores.documentReference.history(s.db, doc.body.id);
      expect(history.map((h) => [h.versionId, h.content.status, h.authorId])).toEqual([
        [1, 'current', s.user('fl').id],
        [2, 'entered-in-error', s.user('fl').id],
      ]);
      // The file stays with the record's history.
      expect((await stored(doc.body.id))?.bytes).toEqual(PDF);
    });
    it("writes the demo documents' missing files, made from their records (the seed has no storage)", async () => {
      const date = new Date().toISOString();
      const record = { category: 'consent' as const, date, description: 'Signed at the first visit' };
      const size = demoDocumentBytes(record, 'Consent to treat.pdf').byteLength;
      const attachmentId = '0b6f3c1e-8d2a-4f55-9c7e-2a1b3c4d5e6f';
      const demo = await stores.documentReference.create(
        s.db,
        {
          status: 'current',
          docStatus: 'final',
          subject: { reference: `Patient/${fl}` },
          ...record,
          author: { reference: `User/${s.user('fl').id}`, display: 'Fiona Florida' },
          content: [
            {
              attachment: {
                id: attachmentId,
                title: 'Consent to treat.pdf',
                contentType: 'application/pdf',
                size,
                creation: date,
                storageKey: demoStorageKey(attachmentId),
              },
            },
          ],
        },
        { authorId: null },
      );
      expect((await download('fl', `/api/documents/${demo.id}/content`)).status).toBe(404);
      expect(await s.built.services.documents.writeDemoFiles()).toBe(1);
      expect(await s.built.services.documents.writeDemoFiles()).toBe(0);
      const got = await download('fl', `/api/documents/${demo.id}/content`);
      expect(got.status).toBe(200);
      expect(got.bytes.byteLength).toBe(size);
      const text = await pdfText(got.bytes);
      expect(text).toContain('Consent to treat.pdf');
      expect(text).toContain('Category: Consent');
    });
  },
);
