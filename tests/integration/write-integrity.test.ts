// Writes a client cannot forge (SPEC §4, §8; DESIGN §4): a signature or an amendment is never
// recorded by createProvenance; a time the device gives is not in the future beyond the clock
// skew, not before the visit's day in the patient's zone, and a check-out is not before its
// check-in; a receipt answers only the payload it was stored for; and one malformed command of
// a batch fails alone. Visits are put on days before today, except a visit today (for times in the
// future) and one two days ahead (for a check-in before its day: tomorrow's would pass within the
// clock skew of midnight), so no case depends on the hour the suite runs at.
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import { SIGNATURE_PROVENANCE } from '../../server/modules/encounters/encounter-mutations.ts';
import { REUSED_ID, UNSTORABLE } from '../../server/modules/shared/mutation-runner.ts';
import { SEED_PLANS, SEED_QUESTIONNAIRES } from '../../server/seed/forms/index.ts';
import { CLOCK_SKEW_MS } from '../../src/domain/client-time.ts';
import { WORKFLOW_MESSAGES } from '../../src/domain/encounter-workflow.ts';
import { timeZoneForState } from '../../src/domain/time-zone.ts';
import {
  addAppointment,
  addPractitioner,
  type Clinic,
  cmid,
  ENCOUNTER,
  type EncounterResult,
  fails,
  historyCount,
  localDate,
  localInstant,
  M,
  ok,
  provenanceCount,
  Q,
  receiptOf,
} from './encounters-fixtures.ts';
import { INTERVAL, yes } from './forms-fixtures.ts';
import { kinds, makePatient, startServer, type TestServer } from './harness.ts';

const SYNC = `mutation($commands: [EncounterCommandInput!]!) {
  syncEncounterCommands(commands: $commands) {
    clientMutationId
    encounter { ${ENCOUNTER} }
    response { id versionId }
    error { code message field }
  } }`;

interface Outcome {
  clientMutationId: string;
  encounter: EncounterResult | null;
  response: { id: string; versionId: number } | null;
  error: { code: string; message: string; field: string | null } | null;
}

const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

describe.each(kinds)('write integrity on %s', (kind) => {
  let s: TestServer;
  let clinic: Clinic;
  let hour = 6;

  beforeAll(async () => {
    s = await startServer(kind);
    await stores.questionnaire.createMany(s.db, SEED_QUESTIONNAIRES, { authorId: null });
    await stores.planDefinition.createMany(s.db, SEED_PLANS, { authorId: null });
    clinic = await addPractitioner(s, 'FL', 'clinician');
  });
  afterAll(async () => {
    await s?.close();
  });

  /** A visit `daysAgo` days back (negative: ahead) at the next free hour, for a patient in `state`. */
  async function visit(daysAgo: number, state = 'FL'): Promise<{ appointmentId: string; zone: string; day: string }> {
    const zone = timeZoneForState(state);
    const [patient] = await s.addPatients([makePatient(`W${hour}`, 'Integrity', { state })]);
    if (!patient) throw new Error('no patient');
    const day = localDate(zone, -daysAgo);
    const wallClock = `${day} ${String(hour++).padStart(2, '0')}:00`;
    const appointmentId = await addAppointment(s, {
      patientId: patient.id,
      practitionerId: clinic.practitionerId,
      start: localInstant(zone, wallClock),
    });
    return { appointmentId, zone, day };
  }
  const create = (appointmentId: string) =>
    ok<EncounterResult>(s, 'clinician', M.create, { cmid: cmid(), encounter: { id: cmid(), appointmentId } });
  const start = (e: EncounterResult, recorded: string) =>
    ok<EncounterResult>(s, 'clinician', M.start, { cmid: cmid(), id: e.id, v: e.versionId, p: { recorded } });
  /** Back to planned (one visit in progress at a time, SPEC §8), so the next test can check in. */
  const undo = (e: EncounterResult) =>
    ok<EncounterResult>(s, 'clinician', M.undo, { cmid: cmid(), id: e.id, v: e.versionId, p: { recorded: new Date().toISOString() } });
  const footprint = async (e: EncounterResult) => ({
    history: await historyCount(s, e.id),
    provenance: await provenanceCount(s, e.id),
  });

  it('refuses e-sign and amend through createProvenance, writing nothing', async () => {
    const { appointmentId, zone, day } = await visit(1);
    const e = await create(appointmentId);
    const before = await footprint(e);
    for (const activity of ['e-sign', 'amend']) {
      const p = { recorded: localInstant(zone, `${day} 12:00`) };
      const error = await fails(s, 'clinician', M.provenance, { p, target: e.id, activity, cmid: cmid() });
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error.extensions?.field).toBe('activity');
      expect(error.message).toBe(SIGNATURE_PROVENANCE);
    }
    // Its recorded time is bounded like any other device time.
    const future = await fails(s, 'clinician', M.provenance, {
      p: { recorded: inFuture(60 * 60_000) },
      target: e.id,
      activity: 'check-in',
    });
    expect(future.message).toBe('Check in time cannot be in the future');
    const early = { recorded: localInstant(zone, `${localDate(zone, -2)} 12:00`) };
    const before2 = await fails(s, 'clinician', M.provenance, { p: early, target: e.id, activity: 'cancel' });
    expect(before2.message).toBe('Recorded time cannot be before the day of the visit');
    expect(await footprint(e)).toEqual(before);
    // A plain act is still recorded.
    await ok(s, 'clinician', M.provenance, { p: { recorded: localInstant(zone, `${day} 12:00`) }, target: e.id, activity: 'check-in' });
    expect((await footprint(e)).provenance).toBe(before.provenance + 1);
  });

  it('refuses a check-in in the future beyond the clock skew; a late sync of a past check-in is fine', async () => {
    const today = await create((await visit(0)).appointmentId);
    const before = await footprint(today);
    const error = await fails(s, 'clinician', M.start, {
      cmid: cmid(),
      id: today.id,
      v: 1,
      p: { recorded: inFuture(CLOCK_SKEW_MS + 60_000) },
    });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.field).toBe('provenance.recorded');
    expect(error.message).toBe('Check in time cannot be in the future');
    expect(await footprint(today)).toEqual(before);
    // A device clock a minute ahead is within the skew.
    await undo(await start(today, inFuture(60_000)));

    // Checked in offline yesterday, sent by the outbox only now: accepted as it happened.
    const { appointmentId, zone, day } = await visit(1);
    const checkInAt = localInstant(zone, `${day} 09:10`);
    const late = await start(await create(appointmentId), checkInAt);
    expect(late).toMatchObject({ status: 'in-progress', checkedInAt: checkInAt });
    await undo(late);
  });

  it("refuses a check-in before the appointment's day, in the patient's time zone", async () => {
    // Two days ahead: now is more than the clock skew before that day begins, whatever the hour.
    const ahead = await create((await visit(-2)).appointmentId);
    const error = await fails(s, 'clinician', M.start, { cmid: cmid(), id: ahead.id, v: 1, p: { recorded: new Date().toISOString() } });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.field).toBe('provenance.recorded');
    expect(error.message).toBe('Check in time cannot be before the day of the visit');
    expect(await ok(s, 'clinician', Q.encounter, { id: ahead.id })).toMatchObject({ versionId: 1, status: 'planned' });

    // A patient in California: 23:30 the evening before in Los Angeles is already the visit's
    // day in New York (where the clinician is), but not in the patient's zone.
    const { appointmentId, zone, day } = await visit(3, 'CA');
    const e = await create(appointmentId);
    const eve = dayjs(day).subtract(1, 'day').format('YYYY-MM-DD');
    const late = await fails(s, 'clinician', M.start, {
      cmid: cmid(),
      id: e.id,
      v: 1,
      p: { recorded: localInstant(zone, `${eve} 23:30`) },
    });
    expect(late.message).toBe('Check in time cannot be before the day of the visit');
    await undo(await start(e, localInstant(zone, `${day} 00:30`)));
  });

  it('refuses a check-out before the check-in, and one in the future', async () => {
    const { appointmentId, zone, day } = await visit(2);
    const started = await start(await create(appointmentId), localInstant(zone, `${day} 09:05`));
    const update = (checkedOutAt: string) => ({ cmid: cmid(), id: started.id, v: started.versionId, e: { checkedOutAt } });
    const before = await footprint(started);
    const early = await fails(s, 'clinician', M.update, update(localInstant(zone, `${day} 09:00`)));
    expect(early.extensions?.code).toBe('BAD_USER_INPUT');
    expect(early.extensions?.field).toBe('encounter.checkedOutAt');
    expect(early.message).toBe(WORKFLOW_MESSAGES.checkoutBeforeCheckin);
    const future = await fails(s, 'clinician', M.update, update(inFuture(60 * 60_000)));
    expect(future.message).toBe('Check out time cannot be in the future');
    expect(await footprint(started)).toEqual(before);
    const checkOutAt = localInstant(zone, `${day} 09:50`);
    expect(await ok(s, 'clinician', M.update, update(checkOutAt))).toMatchObject({ status: 'finished', checkedOutAt: checkOutAt });
  });

  it('refuses a clientMutationId reused with another payload; the same payload gets the stored result', async () => {
    const { appointmentId, zone, day } = await visit(1);
    const [a, b] = [await create(appointmentId), await create((await visit(1)).appointmentId)];
    const id = cmid();
    const recorded = localInstant(zone, `${day} 10:00`);
    const first = await ok<EncounterResult>(s, 'clinician', M.start, { cmid: id, id: a.id, v: 1, p: { recorded, device: 'tablet' } });
    const receipt = await receiptOf(s, id);
    expect(receipt?.payloadHash).toMatch(/^[0-9a-f]{64}$/);
    const before = { a: await footprint(a), b: await footprint(b) };

    // The same change, its fields in another order: the stored result, nothing written.
    const again = await ok<EncounterResult>(s, 'clinician', M.start, { p: { device: 'tablet', recorded }, v: 1, id: a.id, cmid: id });
    expect(again).toEqual(first);
    // Another device, another time, another encounter (which the change would have applied to),
    // another operation: refused, not answered with the old result.
    const changes: [string, Record<string, unknown>][] = [
      [M.start, { cmid: id, id: a.id, v: 1, p: { recorded, device: 'phone' } }],
      [M.start, { cmid: id, id: a.id, v: 1, p: { recorded: localInstant(zone, `${day} 10:01`), device: 'tablet' } }],
      [M.start, { cmid: id, id: b.id, v: 1, p: { recorded, device: 'tablet' } }],
      [M.undo, { cmid: id, id: a.id, v: 2, p: { recorded, device: 'tablet' } }],
    ];
    for (const [query, variables] of changes) {
      const error = await fails(s, 'clinician', query, variables);
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error.extensions?.field).toBe('clientMutationId');
      expect(error.message).toBe(REUSED_ID);
    }
    // In a batch too: the resend is answered, the altered one refused.
    const command = (device: string) => ({ startEncounter: { clientMutationId: id, encounterId: a.id, provenance: { recorded, device } } });
    const outcomes = await ok<Outcome[]>(s, 'clinician', SYNC, { commands: [command('tablet')] });
    expect(outcomes[0]?.encounter).toEqual(first);
    const altered = await ok<Outcome[]>(s, 'clinician', SYNC, { commands: [command('phone')] });
    expect(altered[0]?.error).toMatchObject({ code: 'BAD_USER_INPUT', message: REUSED_ID });
    expect({ a: await footprint(a), b: await footprint(b) }).toEqual(before);
    await undo(first);

    // A receipt stored before payloads were hashed: matched on its user and operation only.
    await s.db.update(schema.mutationReceipts).set({ payloadHash: null }).where(eq(schema.mutationReceipts.clientMutationId, id));
    expect(await ok(s, 'clinician', M.start, { cmid: id, id: a.id, v: 1, p: { recorded, device: 'phone' } })).toEqual(first);
    expect((await fails(s, 'clinician', M.undo, { cmid: id, id: a.id, v: 3, p: { recorded } })).message).toBe(REUSED_ID);
  });

  it('fails a malformed command of a batch alone and applies the others', async () => {
    const [one, two, three, four, five] = [await visit(1), await visit(1), await visit(1), await visit(1), await visit(1)];
    const [a, b, c, d, e] = [cmid(), cmid(), cmid(), cmid(), cmid()];
    type Visit = { appointmentId: string; day: string; zone: string };
    const at = (v: Visit, hhmm: string) => localInstant(v.zone, `${v.day} ${hhmm}`);
    const createCommand = (encounterId: string, v: Visit, device?: string) => ({
      createEncounter: {
        clientMutationId: cmid(),
        encounter: { id: encounterId, appointmentId: v.appointmentId },
        ...(device ? { provenance: { recorded: at(v, '08:00'), device } } : {}),
      },
    });
    const startCommand = (encounterId: string, recorded: string) => ({
      startEncounter: { clientMutationId: cmid(), encounterId, provenance: { recorded } },
    });
    /** Checked in and out offline. */
    const visitDone = (encounterId: string, v: Visit) => [
      createCommand(encounterId, v),
      startCommand(encounterId, at(v, '09:00')),
      { updateEncounter: { clientMutationId: cmid(), id: encounterId, encounter: { checkedOutAt: at(v, '09:40') } } },
    ];
    const saveCommand = (encounterId: string, authored: string, extra: Record<string, unknown> = {}) => ({
      saveQuestionnaireResponse: {
        clientMutationId: cmid(),
        encounterId,
        questionnaireCode: 'interval-history',
        answers: INTERVAL,
        authored,
        ...extra,
      },
    });
    const other = cmid();
    const outcomes = await ok<Outcome[]>(s, 'clinician', SYNC, {
      commands: [
        ...visitDone(a, one),
        // 3: names two operations.
        {
          cancelEncounter: { clientMutationId: cmid(), encounterId: other, baseVersion: 1 },
          esignEncounter: { clientMutationId: cmid(), encounterId: other, baseVersion: 1 },
        },
        // 5: a check-in in the future; its encounter's form save behind it is skipped.
        createCommand(b, two),
        startCommand(b, inFuture(60 * 60_000)),
        saveCommand(b, at(two, '09:10'), { baseVersion: 0 }),
        // 7: a NUL character in a text input.
        createCommand(c, three, 'tab\u0000let'),
        // 11: a form's time in the future, after a form saved in time.
        ...visitDone(d, four),
        saveCommand(d, at(four, '09:10'), { baseVersion: 0 }),
        saveCommand(d, inFuture(60 * 60_000)),
        // 15: a NUL character the database cannot store, in an answer.
        ...visitDone(e, five),
        saveCommand(e, at(five, '09:10'), {
          baseVersion: 0,
          answers: { ...INTERVAL, 'additional-treatments': [yes], 'additional-treatments-notes': ['compression\u0000wrap'] },
        }),
        // 16: a form code that is not one.
        saveCommand(cmid(), at(five, '09:10'), { questionnaireCode: 'NOT A CODE', baseVersion: 0 }),
      ],
    });
    expect(outcomes.map((o) => (o.error ? [o.error.code, o.error.message] : null))).toEqual([
      null,
      null,
      null,
      ['BAD_USER_INPUT', 'commands[3] must name exactly one operation'],
      null,
      ['BAD_USER_INPUT', 'Check in time cannot be in the future'],
      ['SKIPPED', expect.any(String)],
      ['BAD_USER_INPUT', 'provenance.device cannot contain a NUL character'],
      null,
      null,
      null,
      null,
      ['BAD_USER_INPUT', 'Authored time cannot be in the future'],
      null,
      null,
      null,
      ['BAD_USER_INPUT', UNSTORABLE],
      ['BAD_USER_INPUT', 'questionnaireCode is not a form code'],
    ]);
    expect(outcomes[3]?.clientMutationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(outcomes[11]?.response?.versionId).toBe(1);
    for (const id of [a, d, e]) expect(await ok(s, 'clinician', Q.encounter, { id })).toMatchObject({ stateText: 'checkedOut' });
    expect(await ok(s, 'clinician', Q.encounter, { id: b })).toMatchObject({ status: 'planned', versionId: 1 });
  });
});
