// SPEC §2 'Face Sheet': GET /api/patients/{patientId}/face-sheet is a real PDF of the patient's
// demographics (SPEC §2 labels and empty messages), availability, admissions (SPEC §4 labels) and
// coverages (primary first), never cached; refused without a session, to a caller without the
// patient permission, to a user of another market and to an external user; an unknown patient is
// Not Found and a malformed id is refused by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { kinds, makePatient, startServer, type TestServer, unknownId } from './harness.ts';
import { pdfText } from './pdf-text.ts';

describe.each(kinds)('the Face Sheet on %s', (kind) => {
  let s: TestServer;
  let patientId: string;
  let bare: string;

  const get = async (id: string, user?: string) =>
    s.fetch(`/api/patients/${id}/face-sheet`, user ? { headers: { authorization: `Bearer ${await s.token(user)}` } } : {});

  beforeAll(async () => {
    s = await startServer(kind);
    const patient = makePatient('Fiona', 'Facesheet', { state: 'FL', birthDate: '1950-03-04', phone: '8135550142' });
    patient.maritalStatus = 'Widowed';
    patient.identifier = [
      { system: 'urn:demo:mrn', value: 'MRN424242', use: 'usual' },
      { system: 'http://hl7.org/fhir/sid/us-ssn', value: '123-45-6789', use: 'official', type: { coding: [{ code: 'SB' }] } },
    ];
    patient.contact = [
      { kind: 'emergency', name: 'Eric Facesheet', relationship: 'Son', phone: '8135550199' },
      { kind: 'caregiver', name: 'Carla Care', relationship: 'Neighbor' },
    ];
    patient.availability = {
      type: 'GENERAL_AVAILABLE',
      weekdays: [{ day: 2, ranges: [{ start: '09:00', end: '12:00' }] }],
      dates: [],
    };
    const [other] = await s.addPatients([makePatient('Barry', 'Bare', { state: 'FL' })]);
    const [row] = await s.addPatients([patient]);
    if (!row || !other) throw new Error('no patient');
    patientId = row.id;
    bare = other.id;
    await stores.episodeOfCare.create(
      s.db,
      {
        status: 'onhold-active',
        statusHistory: [{ status: 'onhold-active', period: { start: '2026-02-01T12:00:00.000Z' } }],
        patient: { reference: `Patient/${patientId}` },
        period: { start: '2026-01-15T12:00:00.000Z' },
        holdReason: 'patient-unavailable',
      },
      { authorId: null },
    );
    const insurer = await stores.organization.create(s.db, { active: true, name: 'Sunshine Health Plan', type: 'ins' }, { authorId: null });
    await stores.coverage.create(
      s.db,
      { status: 'active', beneficiary: { reference: `Patient/${patientId}` }, order: 2, planName: 'Silver PPO', subscriberId: 'W77' },
      { authorId: null },
    );
    await stores.coverage.create(
      s.db,
      {
        status: 'active',
        beneficiary: { reference: `Patient/${patientId}` },
        order: 1,
        payor: { reference: `Organization/${insurer.id}` },
        subscriberId: 'M12345',
        groupNumber: 'G-900',
      },
      { authorId: null },
    );
    await s.addUser({ key: 'tx-coordinator', roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'], markets: ['TX'] });
  });
  afterAll(async () => {
    await s?.close();
  });

  it("is a PDF of the chart: SPEC §2's labels, the availability, the admissions and the coverages by priority; never cached", async () => {
    const res = await get(patientId, 'coordinator');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toContain('face-sheet-MRN424242.pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const words of [
      'Face Sheet',
      'Fiona Facesheet',
      'Full Name',
      'Date of Birth 03/04/1950',
      'Marital Status Widowed',
      'External Patient Number MRN424242',
      'SSN - Last 4 Digits XXX-XX-6789',
      'Emergency Contact Eric Facesheet (Son) (813) 555-0199',
      'Caregivers Carla Care (Neighbor)',
      'Time Zone America/New_York',
      'Appointment Available Time',
      'Tuesday 09:00 AM – 12:00 PM',
      'Admissions',
      '01/15/2026 – ongoing Active - on hold (on hold: Unavailable)',
      'Insurance',
      'Primary Sunshine Health Plan · Member ID M12345 · Group Number G-900',
      'Secondary Not Available · Member ID W77 · Plan Silver PPO',
    ]) {
      expect(text, words).toContain(words);
    }
    // Never the whole SSN.
    expect(text).not.toContain('123-45');
    expect(text.indexOf('Primary Sunshine')).toBeLessThan(text.indexOf('Secondary'));
  });

  it("a chart with nothing to list says so (SPEC §2 empty messages, SPEC §8 'No data found to display')", async () => {
    const text = await pdfText(new Uint8Array(await (await get(bare, 'admin')).arrayBuffer()));
    expect(text).toContain('No emergency contact specified for the patient');
    expect(text).toContain('No Caregiver info available');
    expect(text).toMatch(/Appointment Available Time\s+Not Available/);
    expect(text).toMatch(/Admissions\s+No data found to display/);
    expect(text).toMatch(/Insurance\s+No data found to display/);
  });

  it('refuses no session, no patient permission, another market and an external user; unknown is Not Found, a bad id by name', async () => {
    expect((await get(patientId)).status).toBe(401);
    const nobody = await get(patientId, 'nobody');
    expect(nobody.status).toBe(403);
    for (const user of ['tx-coordinator', 'external']) {
      const res = await get(patientId, user);
      expect(res.status, user).toBe(403);
      const body = (await res.json()) as { code: string };
      expect(body.code, user).toBe('FORBIDDEN');
      expect(res.headers.get('content-type')).not.toContain('pdf');
    }
    // A reviewer reads the chart, so the Face Sheet too.
    expect((await get(patientId, 'reviewer')).status).toBe(200);
    expect((await get(unknownId(), 'coordinator')).status).toBe(404);
    const bad = await get('not-an-id', 'coordinator');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'BAD_USER_INPUT', message: 'patientId is not a valid id', field: 'patientId' });
  });
});
