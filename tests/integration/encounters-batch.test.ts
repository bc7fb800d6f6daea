// syncEncounterCommands (DESIGN §4): a device's outbox in one request. Each command applies as
// its own mutation would, in order; chained commands take the version their predecessor made;
// a failure skips the encounter's later commands and nothing else; a resent batch answers from
// the receipts and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPractitioner,
  addVisit,
  type Clinic,
  cmid,
  deviceTime,
  type EncounterResult,
  fails,
  historyCount,
  M,
  ok,
  provenanceCount,
  SYNC,
  type SyncOutcome,
} from './encounters-fixtures.ts';
import { kinds, startServer, type TestServer } from './harness.ts';

/** The four commands of a visit done offline: check in (create + start), check out, e-sign. */
function visitCommands(encounterId: string, appointmentId: string) {
  return [
    { createEncounter: { clientMutationId: cmid(), encounter: { id: encounterId, appointmentId } } },
    { startEncounter: { clientMutationId: cmid(), encounterId, provenance: { recorded: deviceTime(30), device: 'tablet' } } },
    { updateEncounter: { clientMutationId: cmid(), id: encounterId, encounter: { checkedOutAt: deviceTime(5) } } },
    { esignEncounter: { clientMutationId: cmid(), encounterId, provenance: { recorded: deviceTime(4) } } },
  ];
}

describe.each(kinds)('syncEncounterCommands on %s', (kind) => {
  let s: TestServer;
  let mine: Clinic;

  beforeAll(async () => {
    s = await startServer(kind);
    mine = await addPractitioner(s, 'FL', 'clinician');
    await addPractitioner(s, 'FL', 'clinician2');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('applies two visits of chained commands in order, once, and a resend writes nothing', async () => {
    const a = cmid();
    const b = cmid();
    const commands = [...visitCommands(a, await addVisit(s, mine, '08:00', 1)), ...visitCommands(b, await addVisit(s, mine, '09:00', 2))];
    const outcomes = await ok<SyncOutcome[]>(s, 'clinician', SYNC, { commands });
    expect(outcomes.map((o) => o.error)).toEqual(Array(8).fill(null));
    expect(outcomes.map((o) => o.clientMutationId)).toEqual(commands.map((c) => Object.values(c)[0]?.clientMutationId));
    expect(outcomes.map((o) => [o.encounter?.id, o.encounter?.versionId, o.encounter?.stateText])).toEqual([
      [a, 1, null],
      [a, 2, 'Checked-in'],
      [a, 3, 'checkedOut'],
      [a, 4, 'eSigned'],
      [b, 1, null],
      [b, 2, 'Checked-in'],
      [b, 3, 'checkedOut'],
      [b, 4, 'eSigned'],
    ]);
    expect(outcomes[3]?.esign).toEqual({ signed: true, missingAnswers: [] });
    for (const id of [a, b]) {
      expect(await historyCount(s, id)).toBe(4);
      expect(await provenanceCount(s, id)).toBe(4);
    }

    const resent = await ok<SyncOutcome[]>(s, 'clinician', SYNC, { commands });
    expect(resent).toEqual(outcomes);
    for (const id of [a, b]) {
      expect(await historyCount(s, id)).toBe(4);
      expect(await provenanceCount(s, id)).toBe(4);
    }
  });

  it('a batch resent after a partial drain applies nothing twice: the applied part answers from its receipts, the rest applies once', async () => {
    const a = cmid();
    const b = cmid();
    const commands = [...visitCommands(a, await addVisit(s, mine, '12:00', 5)), ...visitCommands(b, await addVisit(s, mine, '13:00', 6))];
    // The connection dropped after the server had applied the first five (a's visit and b's check-in):
    // the device never saw the answer, so its outbox still holds all eight.
    const partial = await ok<SyncOutcome[]>(s, 'clinician', SYNC, { commands: commands.slice(0, 5) });
    expect(partial.map((o) => o.error)).toEqual(Array(5).fill(null));

    const resent = await ok<SyncOutcome[]>(s, 'clinician', SYNC, { commands });
    expect(resent.map((o) => o.error)).toEqual(Array(8).fill(null));
    expect(resent.slice(0, 5)).toEqual(partial);
    expect(resent.map((o) => [o.encounter?.id, o.encounter?.versionId])).toEqual([
      [a, 1],
      [a, 2],
      [a, 3],
      [a, 4],
      [b, 1],
      [b, 2],
      [b, 3],
      [b, 4],
    ]);
    for (const id of [a, b]) {
      expect(await historyCount(s, id)).toBe(4);
      expect(await provenanceCount(s, id)).toBe(4);
    }
  });

  it("skips an encounter's later commands after one fails, and goes on with the others", async () => {
    const a = cmid();
    const b = cmid();
    const aAppointment = await addVisit(s, mine, '10:00', 3);
    await ok(s, 'clinician', M.create, { cmid: cmid(), encounter: { id: a, appointmentId: aAppointment } });
    const bCommands = visitCommands(b, await addVisit(s, mine, '11:00', 4));
    const commands = [
      // A stale base version (the encounter is at version 1).
      { startEncounter: { clientMutationId: cmid(), encounterId: a, baseVersion: 7, provenance: { recorded: deviceTime(3) } } },
      { updateEncounter: { clientMutationId: cmid(), id: a, encounter: { checkedOutAt: deviceTime(1) } } },
      ...bCommands,
    ];
    const outcomes = await ok<SyncOutcome[]>(s, 'clinician', SYNC, { commands });
    expect(outcomes[0]?.error).toMatchObject({ code: 'CONFLICT', currentVersion: 1 });
    expect(outcomes[1]?.error).toMatchObject({ code: 'SKIPPED' });
    expect(outcomes.slice(2).map((o) => [o.error, o.encounter?.versionId])).toEqual([
      [null, 1],
      [null, 2],
      [null, 3],
      [null, 4],
    ]);
    expect(await historyCount(s, a)).toBe(1);
    // The skipped command was not claimed: sent again later (after the device refreshed), it applies.
    const skipped = (commands[1] as { updateEncounter: { clientMutationId: string } }).updateEncounter.clientMutationId;
    const started = await ok<EncounterResult>(s, 'clinician', M.start, { cmid: cmid(), id: a, v: 1, p: { recorded: deviceTime(3) } });
    const later = await ok<SyncOutcome[]>(s, 'clinician', SYNC, {
      commands: [
        {
          updateEncounter: { clientMutationId: skipped, id: a, baseVersion: started.versionId, encounter: { checkedOutAt: deviceTime(1) } },
        },
      ],
    });
    expect(later[0]).toMatchObject({ error: null, encounter: { id: a, versionId: 3, stateText: 'checkedOut' } });
  });

  it("answers a CONFLICT on createEncounter with the appointment's existing encounter", async () => {
    const appointmentId = await addVisit(s, mine, '12:00', 5);
    const existing = await ok<EncounterResult>(s, 'clinician', M.create, { cmid: cmid(), encounter: { id: cmid(), appointmentId } });
    const [outcome] = await ok<SyncOutcome[]>(s, 'clinician', SYNC, {
      commands: [{ createEncounter: { clientMutationId: cmid(), encounter: { id: cmid(), appointmentId } } }],
    });
    expect(outcome?.error).toMatchObject({ code: 'CONFLICT', encounterId: existing.id, currentVersion: 1 });
  });

  it("refuses an encounter id already used by another visit's encounter, writing nothing", async () => {
    const id = cmid();
    await ok(s, 'clinician', M.create, { cmid: cmid(), encounter: { id, appointmentId: await addVisit(s, mine, '16:00', 9) } });
    const other = await addVisit(s, mine, '17:00', 10);
    const [outcome] = await ok<SyncOutcome[]>(s, 'clinician', SYNC, {
      commands: [{ createEncounter: { clientMutationId: cmid(), encounter: { id, appointmentId: other } } }],
    });
    expect(outcome?.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'encounter.id', message: 'encounter.id is already in use' });
    expect(await historyCount(s, id)).toBe(1);
  });

  it('refuses a left-out baseVersion with nothing before it, per command', async () => {
    const appointmentId = await addVisit(s, mine, '13:00', 6);
    const id = cmid();
    await ok(s, 'clinician', M.create, { cmid: cmid(), encounter: { id, appointmentId } });
    const [outcome] = await ok<SyncOutcome[]>(s, 'clinician', SYNC, {
      commands: [{ startEncounter: { clientMutationId: cmid(), encounterId: id, provenance: { recorded: deviceTime(1) } } }],
    });
    expect(outcome?.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'baseVersion' });
    expect(await historyCount(s, id)).toBe(1);
  });

  it("refuses another clinician's commands per command (FORBIDDEN), writing nothing", async () => {
    const appointmentId = await addVisit(s, mine, '14:00', 7);
    const id = cmid();
    await ok(s, 'clinician', M.create, { cmid: cmid(), encounter: { id, appointmentId } });
    const outcomes = await ok<SyncOutcome[]>(s, 'clinician2', SYNC, {
      commands: [
        { startEncounter: { clientMutationId: cmid(), encounterId: id, baseVersion: 1, provenance: { recorded: deviceTime(1) } } },
        { esignEncounter: { clientMutationId: cmid(), encounterId: id } },
      ],
    });
    expect(outcomes.map((o) => o.error?.code)).toEqual(['FORBIDDEN', 'SKIPPED']);
    expect(await historyCount(s, id)).toBe(1);
  });

  it.each([
    ['no operation', () => ({})],
    [
      'two operations',
      () => ({
        esignEncounter: { clientMutationId: cmid(), encounterId: cmid(), baseVersion: 1 },
        cancelEncounter: { clientMutationId: cmid(), encounterId: cmid(), baseVersion: 1 },
      }),
    ],
  ])('refuses a command with %s alone (BAD_USER_INPUT); the next command is still tried', async (_name, command) => {
    const next = { esignEncounter: { clientMutationId: cmid(), encounterId: cmid(), baseVersion: 1 } };
    const outcomes = await ok<SyncOutcome[]>(s, 'clinician', SYNC, { commands: [command(), next] });
    expect(outcomes[0]?.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'commands',
      message: 'commands[0] must name exactly one operation',
    });
    expect(outcomes[1]?.error?.code).toBe('NOT_FOUND');
  });

  it("skips the later commands of the encounters a two-operation command names; another encounter's command is applied", async () => {
    const [a, b, c] = [cmid(), cmid(), cmid()];
    await ok(s, 'clinician', M.create, { cmid: cmid(), encounter: { id: a, appointmentId: await addVisit(s, mine, '18:00', 11) } });
    await ok(s, 'clinician', M.create, { cmid: cmid(), encounter: { id: b, appointmentId: await addVisit(s, mine, '19:00', 12) } });
    const cAppointment = await addVisit(s, mine, '20:00', 13);
    // Each would apply on its own: both encounters are planned, at version 1.
    const startA = {
      startEncounter: { clientMutationId: cmid(), encounterId: a, baseVersion: 1, provenance: { recorded: deviceTime(2) } },
    };
    const cancelB = { cancelEncounter: { clientMutationId: cmid(), encounterId: b, baseVersion: 1 } };
    const outcomes = await ok<SyncOutcome[]>(s, 'clinician', SYNC, {
      commands: [
        {
          startEncounter: { clientMutationId: cmid(), encounterId: a, baseVersion: 1, provenance: { recorded: deviceTime(3) } },
          cancelEncounter: { clientMutationId: cmid(), encounterId: b, baseVersion: 1 },
        },
        startA,
        cancelB,
        { createEncounter: { clientMutationId: cmid(), encounter: { id: c, appointmentId: cAppointment } } },
      ],
    });
    expect(outcomes.map((o) => o.error?.code ?? null)).toEqual(['BAD_USER_INPUT', 'SKIPPED', 'SKIPPED', null]);
    expect(outcomes[0]?.error?.message).toBe('commands[0] must name exactly one operation');
    expect(outcomes[3]?.encounter).toMatchObject({ id: c, versionId: 1, appointmentId: cAppointment });
    expect(await historyCount(s, a)).toBe(1);
    expect(await historyCount(s, b)).toBe(1);

    // Nothing of theirs was applied or claimed: sent again without the malformed command, both apply.
    const later = await ok<SyncOutcome[]>(s, 'clinician', SYNC, { commands: [startA, cancelB] });
    expect(later.map((o) => [o.error, o.encounter?.id, o.encounter?.status])).toEqual([
      [null, a, 'in-progress'],
      [null, b, 'cancelled'],
    ]);
  });

  it("answers a resend from the receipts, but never another user's receipt, and a malformed id per command", async () => {
    const appointmentId = await addVisit(s, mine, '15:00', 8);
    const id = cmid();
    const create = { createEncounter: { clientMutationId: cmid(), encounter: { id, appointmentId } } };
    const [first] = await ok<SyncOutcome[]>(s, 'clinician', SYNC, { commands: [create] });
    expect(first?.error).toBeNull();
    const [again] = await ok<SyncOutcome[]>(s, 'clinician', SYNC, { commands: [create] });
    expect(again).toEqual(first);
    const outcomes = await ok<SyncOutcome[]>(s, 'clinician2', SYNC, {
      commands: [create, { esignEncounter: { clientMutationId: 'not-a-uuid', encounterId: cmid(), baseVersion: 1 } }],
    });
    expect(outcomes.map((o) => [o.error?.code, o.error?.message])).toEqual([
      ['BAD_USER_INPUT', 'clientMutationId has already been used for another change'],
      ['BAD_USER_INPUT', 'clientMutationId is not a valid id'],
    ]);
    expect(await historyCount(s, id)).toBe(1);
  });

  it('refuses more than 100 commands at once', async () => {
    const commands = Array.from({ length: 101 }, () => ({
      esignEncounter: { clientMutationId: cmid(), encounterId: cmid(), baseVersion: 1 },
    }));
    const error = await fails(s, 'clinician', SYNC, { commands });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('At most 100 commands can be sent at once');
  });
});
