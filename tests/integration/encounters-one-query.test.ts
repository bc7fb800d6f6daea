// Reads inside one transaction run one after another (server/modules/README.md; DESIGN §5 one
// write pipeline): a PostgreSQL client runs one query at a time, and pg deprecates queuing a
// second one while the first runs (Promise.all on a transaction). Every encounter and form write,
// and the schedule pack's transaction, are run here on PostgreSQL while each client's queries are
// watched: none may start while another query of the same client is still running.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { SEED_PLANS, SEED_QUESTIONNAIRES } from '../../server/seed/forms/index.ts';
import { addPractitioner, addVisit, type Clinic, cmid, deviceTime, type EncounterResult, localDate, M, ok } from './encounters-fixtures.ts';
import { INTERVAL } from './forms-fixtures.ts';
import { startServer, type TestServer } from './harness.ts';

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

/** Watches every pg client's queries; `overlaps` lists the statements sent while their client was busy. */
function watchClients() {
  const original = pg.Client.prototype.query as unknown as Query;
  const running = new WeakMap<object, number>();
  const overlaps: string[] = [];
  const textOf = (arg: unknown) => (typeof arg === 'string' ? arg : ((arg as { text?: string } | null)?.text ?? '?')).slice(0, 80);
  const watched: Query = function (this: pg.Client, ...args) {
    const busy = running.get(this) ?? 0;
    if (busy > 0) overlaps.push(textOf(args[0]));
    running.set(this, busy + 1);
    const done = () => running.set(this, (running.get(this) ?? 1) - 1);
    const last = args.at(-1);
    if (typeof last === 'function') {
      // The callback form (pg.Pool's own query).
      args[args.length - 1] = (...result: unknown[]) => {
        done();
        return (last as (...r: unknown[]) => unknown)(...result);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, done);
    else done();
    return result;
  };
  (pg.Client.prototype as unknown as { query: Query }).query = watched;
  return {
    overlaps,
    restore: () => {
      (pg.Client.prototype as unknown as { query: Query }).query = original;
    },
  };
}

const SAVE = `mutation($cmid: ID!, $e: ID!, $q: String!, $v: Int!, $a: JSON!) {
  saveQuestionnaireResponse(clientMutationId: $cmid, encounterId: $e, questionnaireCode: $q, baseVersion: $v, answers: $a) { id versionId } }`;
const FORMS = 'mutation($e: ID!) { createEncounterForms(encounterId: $e) { questionnaireCode } }';
const FORM_LIST =
  'mutation($e: ID!, $codes: [String!]!) { updateEncounterQuestionnaireList(encounterId: $e, questionnaireCodes: $codes) { questionnaireCode } }';
const NARRATIVE = 'mutation($e: ID!) { generateEncounterNarrativePDF(encounterId: $e) { fileName } }';
const DISCARD = 'mutation($id: ID!) { discardQuestionnaireResponse(id: $id) }';
const SCHEDULE = 'query($from: String!, $to: String!) { MySchedule(from: $from, to: $to) { encounters { id } } }';

describe.skipIf(!process.env.DATABASE_URL)('one query at a time on a transaction’s client, on postgres', () => {
  let s: TestServer;
  let owner: Clinic;

  beforeAll(async () => {
    s = await startServer('postgres');
    await stores.questionnaire.createMany(s.db, SEED_QUESTIONNAIRES, { authorId: null });
    await stores.planDefinition.createMany(s.db, SEED_PLANS, { authorId: null });
    const clinician = s.user('clinician');
    // A covering colleague (same market): their changes run the covering check in the transaction.
    for (const key of ['owner', 'colleague']) {
      await s.addUser({
        key,
        roles: clinician.roles,
        jobFunctions: clinician.jobFunctions,
        permissions: clinician.permissions,
        markets: ['FL'],
      });
    }
    owner = await addPractitioner(s, 'FL', 'owner', ['Tampa Bay']);
    await addPractitioner(s, 'FL', 'colleague', ['Tampa Bay']);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('runs the encounter and form writes and the schedule pack without a second query on a busy client', async () => {
    const appointmentId = await addVisit(s, owner, '08:00', 1);
    const watch = watchClients();
    try {
      let e = await ok<EncounterResult>(s, 'owner', M.create, { cmid: cmid(), encounter: { id: cmid(), appointmentId } });
      e = await ok<EncounterResult>(s, 'colleague', M.start, { cmid: cmid(), id: e.id, v: e.versionId, p: { recorded: deviceTime(30) } });
      const forms = await ok<{ questionnaireCode: string }[]>(s, 'owner', FORMS, { e: e.id });
      await ok(s, 'owner', FORM_LIST, { e: e.id, codes: forms.map((f) => f.questionnaireCode) });
      const saved = await ok<{ id: string }>(s, 'owner', SAVE, { cmid: cmid(), e: e.id, q: 'interval-history', v: 0, a: INTERVAL });
      await ok(s, 'owner', DISCARD, { id: saved.id });
      e = await ok<EncounterResult>(s, 'owner', M.update, { cmid: cmid(), id: e.id, v: e.versionId, e: { checkedOutAt: deviceTime(5) } });
      // Refused for the missing answers: the forms are read in the signing transaction.
      const esign = await ok<{ signed: boolean }>(s, 'colleague', M.esign, { cmid: cmid(), id: e.id, v: e.versionId });
      expect(esign.signed).toBe(false);
      await ok(s, 'owner', NARRATIVE, { e: e.id });
      await ok(s, 'owner', M.provenance, { p: { recorded: deviceTime(1) }, target: e.id, activity: 'check-out', cmid: cmid() });
      await ok(s, 'owner', SCHEDULE, { from: localDate(owner.zone), to: localDate(owner.zone) });
    } finally {
      watch.restore();
    }
    expect(watch.overlaps).toEqual([]);
  });
});
