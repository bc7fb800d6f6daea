// A day's documentation through the outbox batch (syncEncounterCommands, DESIGN §4): form saves
// chain on the response's own versions, an e-sign after them signs with exactly those answers,
// a refused save skips the e-sign behind it, and amendment re-opens the forms. A batch reads each
// definition once (shared/batch-reads.ts); a questionnaire published after it is what the next reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { formsRepository } from '../../server/modules/forms/forms-repository.ts';
import { text } from '../../server/seed/forms/build.ts';
import { SEED_PLANS, SEED_QUESTIONNAIRES } from '../../server/seed/forms/index.ts';
import { addPractitioner, addVisit, type Clinic, cmid, deviceTime, ENCOUNTER, type EncounterResult, ok } from './encounters-fixtures.ts';
import { INTERVAL, WOUND } from './forms-fixtures.ts';
import { kinds, startServer, type TestServer } from './harness.ts';

const SYNC = `mutation($commands: [EncounterCommandInput!]!) {
  syncEncounterCommands(commands: $commands) {
    clientMutationId
    encounter { ${ENCOUNTER} }
    esign { signed missingAnswers { id conditions { id } } }
    response { id versionId questionnaireCode status answers }
    error { code message field currentVersion }
  } }`;

interface Outcome {
  encounter: EncounterResult | null;
  esign: { signed: boolean; missingAnswers: { id: string; conditions: { id: string }[] }[] } | null;
  response: { id: string; versionId: number; questionnaireCode: string; status: string; answers: Record<string, unknown[]> } | null;
  error: { code: string; message: string; currentVersion: number | null } | null;
}

const save = (encounterId: string, code: string, answers: object, extra: { baseVersion?: number; complete?: boolean } = {}) => ({
  saveQuestionnaireResponse: {
    clientMutationId: cmid(),
    encounterId,
    questionnaireCode: code,
    answers,
    authored: deviceTime(10),
    ...extra,
  },
});

describe.each(kinds)('forms through syncEncounterCommands on %s', (kind) => {
  let s: TestServer;
  let clinic: Clinic;

  const sync = (commands: unknown[]) => ok<Outcome[]>(s, 'clinician', SYNC, { commands });

  /** A follow-up visit checked in and out offline: create, start, check-out. */
  const visit = (encounterId: string, appointmentId: string) => [
    { createEncounter: { clientMutationId: cmid(), encounter: { id: encounterId, appointmentId } } },
    { startEncounter: { clientMutationId: cmid(), encounterId, provenance: { recorded: deviceTime(40) } } },
    { updateEncounter: { clientMutationId: cmid(), id: encounterId, encounter: { checkedOutAt: deviceTime(5) } } },
  ];

  beforeAll(async () => {
    s = await startServer(kind);
    await stores.questionnaire.createMany(s.db, SEED_QUESTIONNAIRES, { authorId: null });
    await stores.planDefinition.createMany(s.db, SEED_PLANS, { authorId: null });
    clinic = await addPractitioner(s, 'FL', 'clinician');
  });
  afterAll(() => s.close());

  it('signs a day documented offline: saves chained per form, then the e-sign, with exactly those answers', async () => {
    const id = cmid();
    const outcomes = await sync([
      ...visit(id, await addVisit(s, clinic, '08:00')),
      save(id, 'interval-history', INTERVAL, { baseVersion: 0, complete: true }),
      save(id, 'wound-assessment', { 'wound-count': [1] }, { baseVersion: 0 }),
      save(id, 'wound-assessment', WOUND), // chained: the draft's version
      save(id, 'wound-assessment', WOUND, { complete: true }),
      { esignEncounter: { clientMutationId: cmid(), encounterId: id, provenance: { recorded: deviceTime(4) } } },
    ]);
    expect(outcomes.map((o) => o.error)).toEqual(outcomes.map(() => null));
    expect(outcomes.slice(4, 7).map((o) => o.response?.versionId)).toEqual([1, 2, 3]);
    expect(outcomes[6]?.response).toMatchObject({ status: 'completed', answers: { ...WOUND, 'w1-area': [5] } });
    expect(outcomes[7]?.esign?.signed).toBe(true);
    expect(outcomes[7]?.encounter?.stateText).toBe('eSigned');

    // Amend: the forms open again; a changed answer and the re-sign, in one batch.
    const signedVersion = outcomes[7]?.encounter?.versionId;
    const amended = await sync([
      { amendEncounter: { clientMutationId: cmid(), encounterId: id, baseVersion: signedVersion, reason: 'Dressing corrected' } },
      save(id, 'wound-assessment', { ...WOUND, 'w1-primary-dressing': ['Foam'] }, { baseVersion: 3, complete: true }),
      { esignEncounter: { clientMutationId: cmid(), encounterId: id } },
    ]);
    expect(amended.map((o) => o.error)).toEqual([null, null, null]);
    expect(amended[0]?.encounter).toMatchObject({ stateText: 'amendmentInprogress', amendReason: 'Dressing corrected' });
    expect(amended[1]?.response).toMatchObject({ versionId: 4, status: 'amended' });
    expect(amended[2]?.esign?.signed).toBe(true);
  });

  it('e-sign with a required answer missing does not sign; a stale save is a conflict and skips the e-sign behind it', async () => {
    const id = cmid();
    const first = await sync([
      ...visit(id, await addVisit(s, clinic, '10:00')),
      save(id, 'interval-history', INTERVAL, { baseVersion: 0, complete: true }),
      { esignEncounter: { clientMutationId: cmid(), encounterId: id } },
    ]);
    expect(first[4]?.esign?.signed).toBe(false);
    expect(first[4]?.esign?.missingAnswers.map((m) => m.id)).toEqual(['wound-assessment']);
    expect(first[4]?.esign?.missingAnswers[0]?.conditions[0]).toEqual({ id: 'wound-count' });
    expect(first[4]?.encounter?.stateText).toBe('checkedOut');

    // The wound assessment was saved meanwhile from another device.
    const other = await sync([save(id, 'wound-assessment', WOUND, { baseVersion: 0 })]);
    expect(other[0]?.response?.versionId).toBe(1);
    const stale = await sync([
      save(id, 'wound-assessment', WOUND, { baseVersion: 0, complete: true }),
      { esignEncounter: { clientMutationId: cmid(), encounterId: id } },
    ]);
    expect(stale[0]?.error).toMatchObject({
      code: 'CONFLICT',
      message:
        'Another user has submitted an updated version of the form that you were trying to submit. Please refresh and submit your changes again.',
      currentVersion: 1,
    });
    expect(stale[1]?.error?.code).toBe('SKIPPED');
  });

  it('a new version of a questionnaire, published after a batch, is what the next command reads', async () => {
    const id = cmid();
    const first = await sync([
      ...visit(id, await addVisit(s, clinic, '12:00')),
      save(id, 'interval-history', INTERVAL, { baseVersion: 0, complete: true }),
    ]);
    expect(first.map((o) => o.error)).toEqual([null, null, null, null]);
    expect(first[3]?.response?.versionId).toBe(1);

    // Published: the form asks one more required question.
    const published = (await formsRepository.questionnairesByCode(s.db, ['interval-history'])).get('interval-history');
    if (!published) throw new Error('interval-history is seeded');
    const asked = text('follow-up-plan', 'Follow-up plan', { required: true });
    await stores.questionnaire.update(
      s.db,
      published.id,
      { ...published.content, items: [...published.content.items, asked] },
      published.versionId,
      {
        authorId: null,
      },
    );
    try {
      const refused = await sync([save(id, 'interval-history', INTERVAL, { baseVersion: 1, complete: true })]);
      expect(refused[0]?.error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Missing answers: Follow-up plan' });
      const answered = await sync([
        save(id, 'interval-history', { ...INTERVAL, 'follow-up-plan': ['Review in two weeks'] }, { baseVersion: 1, complete: true }),
      ]);
      expect(answered[0]?.error).toBeNull();
      expect(answered[0]?.response).toMatchObject({ versionId: 2, answers: { 'follow-up-plan': ['Review in two weeks'] } });
    } finally {
      // The seeded form again, for the other tests of this server.
      const now = (await formsRepository.questionnairesByCode(s.db, ['interval-history'])).get('interval-history');
      if (now) await stores.questionnaire.update(s.db, now.id, published.content, now.versionId, { authorId: null });
    }
  });
});
