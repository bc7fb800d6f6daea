// Clinical Rounds over GraphQL (SPEC §2 /manage-session; only case manager or lead clinician): a
// session of a day covers the patients seen in the two weeks up to it by the clinicians a lead
// leads, or in a case manager's markets, each with the latest encounter, open orders, active
// problems and the wound measurements over time; a saved session keeps its date, note and
// decision per patient; an empty one has no patients ('No Session data found for requested').
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import type { Encounter } from '../../src/domain/resources.ts';
import { addPractitioner, type Clinic, fails, ok } from './encounters-fixtures.ts';
import { kinds, makePatient, startServer, type TestServer } from './harness.ts';

const SESSION = `query($d: String!) { RoundsSession(date: $d) { date versionId savedAt patients { patientId name note decision openOrders problems
  latestEncounter { id type stateText clinicianName } woundProgress { encounterId wound lengthCm widthCm areaCm2 } } } }`;
const SAVE = `mutation($d: String!, $v: Int!, $e: [RoundsEntryInput!]!) { saveRoundsSession(date: $d, versionId: $v, entries: $e) {
  date versionId patients { patientId note decision } } }`;
const DATES = 'query { RoundsSessionDates }';
const DAY = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

describe.each(kinds)('clinical rounds on %s', (kind) => {
  let s: TestServer;
  let clinic: Clinic;
  let florida: string;
  let texas: string;
  let lastVisit: string;

  interface Session {
    versionId: number;
    patients: {
      patientId: string;
      note: string | null;
      decision: string | null;
      openOrders: string[];
      problems: string[];
      latestEncounter: { id: string; clinicianName: string } | null;
      woundProgress: { wound: number; lengthCm: number; areaCm2: number }[];
    }[];
  }
  const session = (who: string, d = today) => ok<Session>(s, who, SESSION, { d });
  const mine = (x: Session, patientId: string) => x.patients.find((p) => p.patientId === patientId);

  const visit = async (patientId: string, at: string, wound: { length: number; width: number } | null) => {
    const content: Encounter = {
      status: 'finished',
      stateText: 'eSigned',
      class: 'home',
      deliveryType: 'in-person',
      type: 'follow-up',
      period: { start: at },
      subject: { reference: `Patient/${patientId}` },
      practitioner: { reference: `Practitioner/${clinic.practitionerId}` },
    };
    const encounter = await stores.encounter.create(s.db, content, { authorId: null });
    if (wound) {
      await stores.questionnaireResponse.create(
        s.db,
        {
          questionnaire: 'wound-assessment',
          questionnaireVersion: 1,
          encounter: { reference: `Encounter/${encounter.id}` },
          subject: { reference: `Patient/${patientId}` },
          author: { reference: `User/${s.user('clinician').id}` },
          authored: at,
          status: 'completed',
          answers: {
            'wound-count': [1],
            'w1-length': [{ value: wound.length, unit: 'cm' }],
            'w1-width': [{ value: wound.width, unit: 'cm' }],
          },
        },
        { authorId: null },
      );
    }
    return encounter.id;
  };

  beforeAll(async () => {
    s = await startServer(kind);
    clinic = await addPractitioner(s, 'FL', 'clinician');
    const [fl, tx] = await s.addPatients([makePatient('Rounds', 'Florida'), makePatient('Rounds', 'Texas', { state: 'TX' })]);
    if (!fl || !tx) throw new Error('no patients');
    florida = fl.id;
    texas = tx.id;
    await visit(florida, daysAgo(30), { length: 5, width: 4 });
    await visit(florida, daysAgo(10), { length: 4, width: 3 });
    lastVisit = await visit(florida, daysAgo(3), { length: 3, width: 2 });
    await visit(texas, daysAgo(2), null);
    await stores.serviceRequest.create(
      s.db,
      { status: 'active', category: 'order', subject: { reference: `Patient/${florida}` }, authoredOn: daysAgo(5), text: 'Wound culture' },
      { authorId: null },
    );
    await stores.condition.create(
      s.db,
      {
        clinicalStatus: 'active',
        subject: { reference: `Patient/${florida}` },
        code: { code: 'L97.219', display: 'Ulcer of right calf' },
        recordedDate: daysAgo(30),
        rank: 1,
      },
      { authorId: null },
    );
    await s.db
      .insert(schema.coverageConfigs)
      .values({ kind: 'lead', userId: s.user('leadclin').id, clinicianIds: [clinic.practitionerId], updatedAt: new Date() });
  });
  afterAll(async () => {
    await s?.close();
  });

  it("covers a case manager's markets and a lead's clinicians, with each patient's encounter, orders, problems and wounds", async () => {
    const cm = await session('casemanager');
    expect(cm.versionId).toBe(0);
    expect(mine(cm, texas)).toBeUndefined();
    expect(mine(cm, florida)).toMatchObject({
      latestEncounter: { id: lastVisit, clinicianName: 'Pat Practitioner FL' },
      openOrders: ['Wound culture'],
      problems: ['L97.219 Ulcer of right calf'],
      note: null,
      decision: null,
    });
    // The wound over the three visits, the latest ten at most, oldest first.
    expect(mine(cm, florida)?.woundProgress.map((w) => [w.wound, w.lengthCm, w.areaCm2])).toEqual([
      [1, 5, 20],
      [1, 4, 12],
      [1, 3, 6],
    ]);
    expect(mine(await session('leadclin'), florida)).toBeDefined();
    // Nobody was seen then: SPEC §8 'No Session data found for requested' on the screen.
    expect((await session('casemanager', '2020-01-06')).patients).toEqual([]);
  });

  it('saves a note and a decision per patient under the session date, and refuses what is not its own', async () => {
    const saved = await ok<Session>(s, 'casemanager', SAVE, {
      d: today,
      v: 0,
      e: [{ patientId: florida, note: '  Wound shrinking; keep alginate.  ', decision: 'continue' }],
    });
    expect(saved.versionId).toBe(1);
    expect(mine(saved, florida)).toMatchObject({ note: 'Wound shrinking; keep alginate.', decision: 'continue' });
    expect(mine(await session('casemanager'), florida)).toMatchObject({ note: 'Wound shrinking; keep alginate.', decision: 'continue' });
    expect(await ok(s, 'casemanager', DATES, {})).toEqual([today]);
    // Another user's session of the same day is their own.
    expect(mine(await session('leadclin'), florida)).toMatchObject({ note: null, decision: null });

    const stale = await fails(s, 'casemanager', SAVE, { d: today, v: 0, e: [{ patientId: florida, decision: 'escalate' }] });
    expect(stale.extensions?.code).toBe('CONFLICT');
    for (const [entries, field] of [
      [[{ patientId: texas, decision: 'continue' }], 'entries.0.patientId'],
      [[{ patientId: randomUUID(), decision: 'continue' }], 'entries.0.patientId'],
      [[{ patientId: florida, decision: 'maybe' }], 'entries.0.decision'],
      [[{ patientId: florida, note: 'x'.repeat(2_001) }], 'entries.0.note'],
    ] as const) {
      expect((await fails(s, 'casemanager', SAVE, { d: today, v: 1, e: entries })).extensions, field).toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
      });
    }
    expect((await fails(s, 'casemanager', SESSION, { d: '2026-02-30' })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'date',
    });
  });

  it('is only for case managers and lead clinicians', async () => {
    for (const who of ['clinician', 'coordinator', 'external', 'reviewer', 'pcc']) {
      expect((await fails(s, who, SESSION, { d: today })).extensions?.code, who).toBe('FORBIDDEN');
      expect((await fails(s, who, SAVE, { d: today, v: 0, e: [] })).extensions?.code, who).toBe('FORBIDDEN');
    }
  });
});
