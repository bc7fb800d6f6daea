// The CCD (SPEC §3 'CCD request', §7 canGenenerateCCD and GetCCDRequestList): a request on an
// admission is generated in the background by the durable job queue into a C-CDA R2.1 CCD that is
// valid against the CDA schema (with SDTC) and has no C-CDA schematron SHALL error, stored as the
// patient's document (Medical Records / Admissions) with a readable rendering, and announced by
// 'CCD document ready' to whoever asked. Under the encounter area's access: another market,
// external and reviewer users are refused; a CCD is not listed to those barred from encounters.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { CCD_REFUSALS } from '../../src/domain/ccd/ccd-request.ts';
import type { Encounter } from '../../src/domain/resources.ts';
import { cdaSchemaErrors, schematronErrors } from '../support/cda-validation.ts';
import { addPractitioner, type Clinic, fails, ok } from './encounters-fixtures.ts';
import { kinds, makePatient, startServer, type TestServer } from './harness.ts';

const CAN = 'query ($id: ID!) { canGenenerateCCD(episodeOfCareId: $id) { canGenerate reason } }';
const REQUEST = `mutation ($id: ID!, $range: CCDDateRangeInput) { requestCCD(episodeOfCareId: $id, dateRange: $range) {
  id documentId requestDetails { status userName dateRange { start end } } } }`;
const LIST = `query ($f: CCDRequestFilters!) { GetCCDRequestList(filters: $f) { totalRecords
  requests { id documentId error completedAt requestDetails { status userName dateRange { start end } } } } }`;
const DOC = 'query ($id: ID!) { CCDDocument(documentId: $id) { id patientId episodeOfCareId title author fileName size html } }';
const NOTES =
  '{ GetNotificationList { edges { node { event { title } notify resource { admissionId } resourceDetails { documentId } meta { patientId } } } } }';

interface CcdRequest {
  id: string;
  documentId: string | null;
  error?: string | null;
  requestDetails: { status: string; userName: string; dateRange: { start: string | null; end: string | null } };
}

/** Waits for the request to leave 'queued' (the job queue polls every half second). */
async function settled(s: TestServer, admissionId: string, requestId: string): Promise<CcdRequest> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const list = await ok<{ requests: CcdRequest[] }>(s, 'coordinator', LIST, { f: { episodeOfCareId: admissionId } });
    const request = list.requests.find((r) => r.id === requestId);
    if (request && request.requestDetails.status !== 'queued') return request;
    if (Date.now() > deadline) throw new Error(`the CCD request is still ${request?.requestDetails.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(kinds)('the CCD on %s', (kind) => {
  let s: TestServer;
  let clinic: Clinic;
  let patientId: string;
  let admissionId: string;
  let emptyAdmissionId: string;

  const encounter = async (start: string, withWound: boolean, episodeOfCareId: string) => {
    const content: Encounter = {
      status: 'finished',
      stateText: 'eSigned',
      class: 'home',
      deliveryType: 'in-person',
      type: 'follow-up',
      period: { start, end: new Date(Date.parse(start) + 45 * 60_000).toISOString() },
      signedAt: new Date(Date.parse(start) + 60 * 60_000).toISOString(),
      subject: { reference: `Patient/${patientId}` },
      practitioner: { reference: `Practitioner/${clinic.practitionerId}`, display: 'Pat Practitioner FL' },
      episodeOfCare: { reference: `EpisodeOfCare/${episodeOfCareId}` },
    };
    const row = await stores.encounter.create(s.db, content, { authorId: null });
    if (!withWound) return;
    await stores.questionnaireResponse.create(
      s.db,
      {
        questionnaire: 'wound-assessment',
        questionnaireVersion: 1,
        encounter: { reference: `Encounter/${row.id}` },
        subject: { reference: `Patient/${patientId}` },
        author: { reference: `User/${s.user('clinician').id}` },
        authored: start,
        status: 'completed',
        answers: { 'wound-count': [1], 'w1-length': [{ value: 3.5, unit: 'cm' }], 'w1-width': [{ value: 2, unit: 'cm' }], 'w1-area': [7] },
      },
      { authorId: null },
    );
  };

  beforeAll(async () => {
    s = await startServer(kind, { env: { JOB_WORKERS: 'true' } });
    clinic = await addPractitioner(s, 'FL', 'clinician');
    const [patient] = await s.addPatients([makePatient('Cora', 'Continuity', { phone: '8135550100' })]);
    if (!patient) throw new Error('no patient');
    patientId = patient.id;
    const agency = await stores.organization.create(
      s.db,
      {
        active: true,
        name: 'Gulf Coast Home Health',
        type: 'home-health',
        address: [{ line: ['12 Bay St'], city: 'Tampa', state: 'FL', postalCode: '33602' }],
      } as never,
      { authorId: null },
    );
    const admission = (status: 'active' | 'planned') =>
      stores.episodeOfCare.create(
        s.db,
        {
          status,
          statusHistory: [{ status, period: { start: '2026-10-01T12:00:00.000Z' } }],
          patient: { reference: `Patient/${patientId}` },
          managingOrganization: { reference: `Organization/${agency.id}`, display: 'Gulf Coast Home Health' },
          period: { start: '2026-10-01T12:00:00.000Z' },
        },
        { authorId: null },
      );
    admissionId = (await admission('active')).id;
    emptyAdmissionId = (await admission('planned')).id;
    await encounter('2026-10-05T14:00:00.000Z', true, admissionId);
    await encounter('2026-10-19T14:00:00.000Z', true, admissionId);
    await encounter('2026-11-02T14:00:00.000Z', false, admissionId);
    await stores.condition.create(
      s.db,
      {
        clinicalStatus: 'active',
        subject: { reference: `Patient/${patientId}` },
        code: { code: 'L97.219', display: 'Ulcer of right calf' },
        recordedDate: '2026-10-01T12:00:00.000Z',
        rank: 1,
        onsetDate: '2026-09-15',
      },
      { authorId: null },
    );
    await s.addUser({ key: 'tx-coordinator', roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'], markets: ['TX'] });
    // An external user granted Florida: reads the patient's chart, never an encounter.
    await s.addUser({
      key: 'fl-external',
      userType: 'external',
      roles: ['external'],
      jobFunctions: ['other'],
      permissions: ['patient'],
      markets: ['FL'],
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('is asked for, generated in the background, valid C-CDA R2.1, stored as a document and announced', async () => {
    expect(await ok(s, 'coordinator', CAN, { id: admissionId })).toEqual({ canGenerate: true, reason: null });
    expect(await ok(s, 'coordinator', CAN, { id: emptyAdmissionId })).toEqual({ canGenerate: false, reason: CCD_REFUSALS.noEncounter });

    const started = Date.now();
    const asked = await ok<CcdRequest>(s, 'coordinator', REQUEST, { id: admissionId });
    expect(asked.requestDetails).toMatchObject({ status: 'queued', dateRange: { start: null, end: null } });
    expect(asked.requestDetails.userName).toBe(`${s.user('coordinator').givenName} ${s.user('coordinator').familyName}`);
    // One at a time: a second click while it is generated is refused in words.
    expect(await ok(s, 'coordinator', CAN, { id: admissionId })).toEqual({ canGenerate: false, reason: CCD_REFUSALS.pending });

    const done = await settled(s, admissionId, asked.id);
    const took = Date.now() - started;
    expect(done.requestDetails.status, done.error ?? '').toBe('completed');
    expect(took, 'request to stored document').toBeLessThan(10_000);
    const documentId = done.documentId ?? '';

    // The document: the chart's Documents tab lists it under Medical Records / Admissions.
    const listed = await ok<{ edges: { node: { id: string; category: string } }[] }>(
      s,
      'coordinator',
      'query ($p: ID!) { DocumentList(patientId: $p) { edges { node { id category } } } }',
      { p: patientId },
    );
    expect(listed.edges.map((e) => e.node)).toContainEqual({ id: documentId, category: 'medical-record' });

    const view = await ok<{ html: string; title: string; fileName: string; episodeOfCareId: string }>(s, 'coordinator', DOC, {
      id: documentId,
    });
    expect(view).toMatchObject({ episodeOfCareId: admissionId, title: 'Continuity of Care Document: Cora Continuity' });
    expect(view.fileName).toMatch(/^CCD \d{4}-\d{2}-\d{2}\.xml$/);
    expect(view.html).toContain('Ulcer of right calf');
    expect(view.html).toContain('Wound 1 measurements');

    const file = await s.fetch(`/api/documents/${documentId}/content`, {
      headers: { authorization: `Bearer ${await s.token('coordinator')}` },
    });
    expect(file.status).toBe(200);
    const xml = await file.text();
    expect(xml).toContain('<ClinicalDocument');
    expect(xml).toContain('2.16.840.1.113883.10.20.22.1.2');
    expect(await cdaSchemaErrors(xml)).toEqual([]);
    expect((await schematronErrors(xml)).errors).toEqual([]);

    // 'CCD document ready' reaches the one who asked, and its click opens the document.
    const notes = await ok<{ edges: { node: Record<string, unknown> }[] }>(s, 'coordinator', NOTES, {});
    expect(notes.edges.map((e) => e.node)).toContainEqual({
      event: { title: 'CCD document ready' },
      notify: 'requester',
      resource: { admissionId },
      resourceDetails: { documentId },
      meta: { patientId },
    });
  }, 90_000);

  it('takes a range of days, refuses an end before the start by name, and one admission CCD at a time', async () => {
    const bad = await fails(s, 'coordinator', REQUEST, { id: admissionId, range: { start: '2026-10-20', end: '2026-10-01' } });
    expect(bad.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.message).toContain('The end date must be on or after the start date.');
    const asked = await ok<CcdRequest>(s, 'coordinator', REQUEST, { id: admissionId, range: { start: '2026-10-10', end: '2026-10-31' } });
    expect(asked.requestDetails.dateRange).toEqual({ start: '2026-10-10', end: '2026-10-31' });
    const done = await settled(s, admissionId, asked.id);
    const view = await ok<{ html: string }>(s, 'coordinator', DOC, { id: done.documentId });
    // Only the visit of 19 October is in the range.
    expect(view.html).toContain('10/19/2026');
    expect(view.html).not.toContain('10/05/2026');
    const list = await ok<{ totalRecords: number }>(s, 'coordinator', LIST, { f: { episodeOfCareId: admissionId, status: 'completed' } });
    expect(list.totalRecords).toBe(2);
    const planned = await fails(s, 'coordinator', REQUEST, { id: emptyAdmissionId });
    expect(planned).toMatchObject({ message: CCD_REFUSALS.noEncounter, extensions: { code: 'BAD_USER_INPUT' } });
  }, 90_000);

  it('keeps to the encounter access: another market, external and reviewer users refused; a CCD is not listed to them', async () => {
    const { documentId } =
      (await ok<{ requests: CcdRequest[] }>(s, 'coordinator', LIST, { f: { episodeOfCareId: admissionId } })).requests[0] ?? {};
    for (const user of ['tx-coordinator', 'fl-external', 'external', 'reviewer']) {
      for (const [query, variables] of [
        [CAN, { id: admissionId }],
        [REQUEST, { id: admissionId }],
        [LIST, { f: { episodeOfCareId: admissionId } }],
        [DOC, { id: documentId }],
      ] as const) {
        const error = await fails(s, user, query, variables);
        expect(error.extensions?.code, `${user} ${query.slice(0, 40)}`).toBe('FORBIDDEN');
      }
    }
    // The external user reads the patient's documents, but not the CCD, nor its file.
    const listed = await ok<{ edges: { node: { id: string } }[] }>(
      s,
      'fl-external',
      'query ($p: ID!) { DocumentList(patientId: $p) { edges { node { id } } } }',
      { p: patientId },
    );
    expect(listed.edges.map((e) => e.node.id)).not.toContain(documentId);
    const file = await s.fetch(`/api/documents/${documentId}/content`, {
      headers: { authorization: `Bearer ${await s.token('fl-external')}` },
    });
    expect(file.status).toBe(404);
    expect((await fails(s, 'coordinator', CAN, { id: randomUUID() })).extensions?.code).toBe('NOT_FOUND');
    expect((await fails(s, 'coordinator', LIST, { f: { episodeOfCareId: 'nope' } })).extensions?.code).toBe('BAD_USER_INPUT');
  });
});
