// The access holes seen on main, each refused over the real server (DESIGN §5 'Access is granted in
// one place'; src/domain/administration/grant-rule.ts):
//   - the clinician screen: billing moving a Florida clinician's address to Texas let the linked
//     clinician read Texas patients; an address is an address, it grants nothing;
//   - PCC coverage: a settings user who is a PCC of Florida saved Texas into their own PCC states,
//     or into another PCC's, and read Texas patients; nor may they configure an administrator;
//   - a security administrator who is not an administrator created a user with markets they do not
//     hold, linked themselves to a Texas practitioner (and read its Texas visits), and deactivated
//     the administrator (also: reactivate, re-invite, reset a password or PIN, change them);
//   - updateUser and updateCoverageConfig took no version: a stale form silently restored a
//     permission another administrator had just revoked; now it is a CONFLICT.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import {
  ADMINISTRATOR_ONLY_MESSAGE,
  notHeldMessage,
  SELF_LOCKOUT_MESSAGE,
  selfChangeMessage,
} from '../../src/domain/administration/grant-rule.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { addAppointment, addPractitioner, fails, ok, todayAt } from './encounters-fixtures.ts';
import { kinds, makePatient, startServer, type TestServer } from './harness.ts';

const PATIENTS = 'query { PatientList(first: 100) { totalCount edges { node { id state } } } }';
const PATIENT = 'query($id: ID!) { Patient(id: $id) { id } }';
const CLINICIAN = 'query($id: ID!) { Clinician(id: $id) { id versionId state markets } }';
const UPDATE_CLINICIAN = `mutation($id: ID!, $versionId: Int!, $clinician: ClinicianInput!) {
  updateClinician(id: $id, versionId: $versionId, clinician: $clinician) { id state } }`;
const USER = 'query($id: ID!) { User(id: $id) { id versionId status permissions roles markets practitionerId } }';
const CREATE_USER = 'mutation($user: UserInput!) { createUser(user: $user) }';
const UPDATE_USER = 'mutation($id: ID!, $versionId: Int!, $user: UserInput!) { updateUser(id: $id, versionId: $versionId, user: $user) }';
const DEACTIVATE = 'mutation($id: ID!) { deactivateUser(id: $id) }';
const REACTIVATE = 'mutation($id: ID!) { reactivateUser(id: $id) }';
const REINVITE = 'mutation($id: ID!) { reinviteUser(id: $id) }';
const RESET_PASSWORD = 'mutation($id: ID!) { resetUserPassword(id: $id) }';
const RESET_PIN = 'mutation($email: String!) { resetUserPin(email: $email) }';
const COVERAGE = 'query($kind: String!, $userId: ID!) { CoverageConfig(kind: $kind, userId: $userId) { config { versionId states } } }';
const UPDATE_COVERAGE = `mutation($kind: String!, $userId: ID!, $versionId: Int!, $input: CoverageConfigInput!) {
  updateCoverageConfig(kind: $kind, userId: $userId, versionId: $versionId, input: $input) { versionId states clinicians { id } } }`;

interface UserNode {
  id: string;
  versionId: number;
  status: string;
  permissions: string[];
  roles: string[];
  markets: string[];
  practitionerId: string | null;
}
interface Patients {
  totalCount: number;
  edges: { node: { id: string; state: string } }[];
}

describe.each(kinds)('access holes on %s', (kind) => {
  let s: TestServer;
  let flPatient: string;
  let txPatient: string;

  const statesRead = async (key: string) => (await ok<Patients>(s, key, PATIENTS, {})).edges.map((e) => e.node.state).sort();
  const userRow = async (id: string) => (await s.db.select().from(schema.users).where(eq(schema.users.id, id)))[0];
  const pccRow = async (userId: string) =>
    (
      await s.db
        .select()
        .from(schema.coverageConfigs)
        .where(and(eq(schema.coverageConfigs.kind, 'pcc'), eq(schema.coverageConfigs.userId, userId)))
    )[0];
  /** A full UserInput of a user as stored, with `over` applied (what the form would send). */
  const formOf = async (id: string, over: Record<string, unknown> = {}) => {
    const row = await userRow(id);
    if (!row) throw new Error('no user');
    return {
      email: row.email,
      givenName: row.givenName,
      familyName: row.familyName,
      userType: row.userType,
      roles: row.roles,
      permissions: row.permissions,
      jobFunctions: row.jobFunctions,
      markets: row.markets,
      practitionerId: row.practitionerId,
      ...over,
    };
  };
  const saveCoverage = async (key: string, kind: 'pcc' | 'lead', userId: string, input: Record<string, unknown>) =>
    s.gql<{ updateCoverageConfig: { versionId: number } }>(
      UPDATE_COVERAGE,
      { kind, userId, versionId: (await pccRowOf(kind, userId))?.version ?? 0, input },
      await s.token(key),
    );
  const pccRowOf = async (kind: 'pcc' | 'lead', userId: string) =>
    (
      await s.db
        .select()
        .from(schema.coverageConfigs)
        .where(and(eq(schema.coverageConfigs.kind, kind), eq(schema.coverageConfigs.userId, userId)))
    )[0];

  beforeAll(async () => {
    s = await startServer(kind);
    for (const [name, state] of [
      ['Tampa Bay', 'FL'],
      ['Houston', 'TX'],
    ] as const) {
      await stores.organization.create(
        s.db,
        { active: true, name, type: 'market', address: [{ line: [], city: name, state, postalCode: '' }] },
        { authorId: null },
      );
    }
    const [fl, tx] = await s.addPatients([makePatient('Flo', 'Rida', { state: 'FL' }), makePatient('Tex', 'Ann', { state: 'TX' })]);
    if (!fl || !tx) throw new Error('no patients');
    flPatient = fl.id;
    txPatient = tx.id;
  });
  afterAll(async () => {
    await s?.close();
  });

  describe('the clinician screen changes an address, not who reads what', () => {
    it("billing moving a Florida clinician's address to Texas does not let the linked clinician read Texas", async () => {
      await s.addUser({ key: 'clin-fl', roles: ['staff'], jobFunctions: ['clin'], permissions: ['patient'], markets: ['FL'] });
      const { practitionerId } = await addPractitioner(s, 'FL', 'clin-fl', ['Tampa Bay']);
      expect(await statesRead('clin-fl')).toEqual(['FL']);

      const before = await ok<{ versionId: number }>(s, 'billing', CLINICIAN, { id: practitionerId });
      const moved = await ok<{ state: string }>(s, 'billing', UPDATE_CLINICIAN, {
        id: practitionerId,
        versionId: before.versionId,
        clinician: {
          address: { line1: '1 Main St', city: 'Houston', state: 'TX', postalCode: '77001' },
          markets: ['Tampa Bay'],
        },
      });
      expect(moved.state).toBe('TX');
      // The address changed; what the clinician reads did not.
      expect(await statesRead('clin-fl')).toEqual(['FL']);
      expect((await fails(s, 'clin-fl', PATIENT, { id: txPatient })).extensions?.code).toBe('FORBIDDEN');
    });

    it("a linked clinician reads no state by their practitioner's address (only what user administration grants)", async () => {
      await s.addUser({ key: 'clin-nomarket', roles: ['staff'], jobFunctions: ['clin'], permissions: ['patient'] });
      await addPractitioner(s, 'FL', 'clin-nomarket', ['Tampa Bay']);
      expect(await statesRead('clin-nomarket')).toEqual([]);
      expect((await fails(s, 'clin-nomarket', PATIENT, { id: flPatient })).extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('PCC and telehealth coverage', () => {
    beforeAll(async () => {
      // A settings user who is a PCC of Florida (their coverage, granted by the administrator), another PCC,
      // a lead with settings, and an administrator who is a PCC too.
      await s.addUser({
        key: 'pcc-settings',
        givenName: 'Paula',
        familyName: 'Settings',
        roles: ['staff'],
        jobFunctions: ['pons'],
        permissions: ['settings', 'patient'],
      });
      await s.addUser({ key: 'pcc-other', roles: ['staff'], jobFunctions: ['pons'], permissions: ['patient'] });
      await s.addUser({ key: 'lead-settings', roles: ['staff'], jobFunctions: ['leadclin'], permissions: ['settings'], markets: ['FL'] });
      await s.addUser({ key: 'admin-pcc', roles: ['administrator'], jobFunctions: ['pons'], permissions: ['patient'] });
      const res = await saveCoverage('admin', 'pcc', s.user('pcc-settings').id, { states: ['FL'] });
      expect(res.body.errors).toBeUndefined();
    });

    it('a PCC of Florida cannot save Texas into their own PCC states, and reads no Texas patient', async () => {
      expect(await statesRead('pcc-settings')).toEqual(['FL']);
      const res = await saveCoverage('pcc-settings', 'pcc', s.user('pcc-settings').id, { states: ['FL', 'TX'] });
      expect(res.body.errors?.[0]).toMatchObject({
        message: selfChangeMessage('coverageState'),
        extensions: { code: 'BAD_USER_INPUT', field: 'input.states' },
      });
      expect((await pccRow(s.user('pcc-settings').id))?.states).toEqual(['FL']);
      expect(await statesRead('pcc-settings')).toEqual(['FL']);
    });

    it("nor into another PCC's: they grant only the states they hold", async () => {
      const other = s.user('pcc-other').id;
      const res = await saveCoverage('pcc-settings', 'pcc', other, { states: ['TX'] });
      expect(res.body.errors?.[0]).toMatchObject({
        message: notHeldMessage('coverageState', ['TX']),
        extensions: { code: 'BAD_USER_INPUT', field: 'input.states' },
      });
      expect(await pccRow(other)).toBeUndefined();
      expect(await statesRead('pcc-other')).toEqual([]);
      // A market of Texas says Texas too.
      const houston = (await s.db.select().from(schema.organizations).where(eq(schema.organizations.nameSearch, 'houston')))[0]?.id;
      const byMarket = await saveCoverage('pcc-settings', 'pcc', other, { states: ['FL'], marketIds: [houston] });
      expect(byMarket.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.marketIds' });
      // Florida, which they hold, they may give.
      expect((await saveCoverage('pcc-settings', 'pcc', other, { states: ['FL'] })).body.errors).toBeUndefined();
      expect(await statesRead('pcc-other')).toEqual(['FL']);
    });

    it('a lead cannot choose the clinicians they lead themselves', async () => {
      const { practitionerId } = await addPractitioner(s, 'FL', undefined, ['Tampa Bay']);
      const res = await saveCoverage('lead-settings', 'lead', s.user('lead-settings').id, { clinicianIds: [practitionerId] });
      expect(res.body.errors?.[0]).toMatchObject({
        message: selfChangeMessage('leadLink'),
        extensions: { code: 'BAD_USER_INPUT', field: 'input.clinicianIds' },
      });
    });

    it("only an administrator configures an administrator's coverage", async () => {
      const res = await saveCoverage('pcc-settings', 'pcc', s.user('admin-pcc').id, { states: ['FL'] });
      expect(res.body.errors?.[0]).toMatchObject({ message: ADMINISTRATOR_ONLY_MESSAGE, extensions: { code: 'FORBIDDEN' } });
      expect(await pccRow(s.user('admin-pcc').id)).toBeUndefined();
    });
  });

  describe('a security administrator who is not an administrator', () => {
    let texan: string;

    beforeAll(async () => {
      await s.addUser({
        key: 'sec-fl',
        givenName: 'Sam',
        familyName: 'Secure',
        roles: ['security-admin'],
        jobFunctions: ['other', 'clin'],
        permissions: ['security', 'patient'],
        markets: ['FL'],
      });
      texan = (await addPractitioner(s, 'TX', undefined, ['Houston'])).practitionerId;
      await addAppointment(s, { patientId: txPatient, practitionerId: texan, start: todayAt('America/Chicago', '10:00') });
    });

    const newUser = (email: string, over: Record<string, unknown> = {}) => ({
      email,
      givenName: 'Nina',
      familyName: 'New',
      userType: 'internal',
      roles: ['staff'],
      permissions: ['patient'],
      jobFunctions: ['clin'],
      ...over,
    });

    it('cannot create a user with markets (or a role) they do not hold', async () => {
      expect(await fails(s, 'sec-fl', CREATE_USER, { user: newUser('tx.reader@holes.test', { markets: ['FL', 'TX'] }) })).toMatchObject({
        message: notHeldMessage('market', ['TX']),
        extensions: { code: 'BAD_USER_INPUT', field: 'user.markets' },
      });
      expect(await fails(s, 'sec-fl', CREATE_USER, { user: newUser('boss@holes.test', { roles: ['administrator'] }) })).toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', field: 'user.roles' },
      });
      expect(s.mail('tx.reader@holes.test')).toHaveLength(0);
      const [row] = await s.db.select().from(schema.users).where(eq(schema.users.email, 'tx.reader@holes.test'));
      expect(row).toBeUndefined();
      // What they hold they may give.
      expect(await ok<string>(s, 'sec-fl', CREATE_USER, { user: newUser('fl.reader@holes.test', { markets: ['FL'] }) })).toEqual(
        expect.any(String),
      );
    });

    it('cannot link themselves to a Texas practitioner, nor anyone else, and so reads no Texas visit', async () => {
      const me = s.user('sec-fl').id;
      expect(await statesRead('sec-fl')).toEqual(['FL']);
      const self = await fails(s, 'sec-fl', UPDATE_USER, {
        id: me,
        versionId: (await userRow(me))?.version,
        user: await formOf(me, { practitionerId: texan }),
      });
      expect(self).toMatchObject({
        message: selfChangeMessage('practitioner'),
        extensions: { code: 'BAD_USER_INPUT', field: 'user.practitionerId' },
      });
      expect((await userRow(me))?.practitionerId).toBeNull();
      expect((await fails(s, 'sec-fl', PATIENT, { id: txPatient })).extensions?.code).toBe('FORBIDDEN');

      const other = await s.addUser({
        key: 'linked-by-sec',
        givenName: 'Lina',
        familyName: 'Linked',
        jobFunctions: ['clin'],
        roles: ['staff'],
      });
      const linking = await fails(s, 'sec-fl', UPDATE_USER, {
        id: other.id,
        versionId: (await userRow(other.id))?.version,
        user: await formOf(other.id, { practitionerId: texan }),
      });
      expect(linking).toMatchObject({
        message: notHeldMessage('practitioner', [texan]),
        extensions: { code: 'BAD_USER_INPUT', field: 'user.practitionerId' },
      });
      // Nor widen their own markets.
      const widen = await fails(s, 'sec-fl', UPDATE_USER, {
        id: me,
        versionId: (await userRow(me))?.version,
        user: await formOf(me, { markets: ['FL', 'TX'] }),
      });
      expect(widen).toMatchObject({ message: selfChangeMessage('market'), extensions: { field: 'user.markets' } });
    });

    it('cannot deactivate, reactivate, re-invite, reset or change the administrator (FORBIDDEN), and the administrator stays active', async () => {
      const admin = s.user('admin');
      const calls: [string, string, Record<string, unknown>][] = [
        ['deactivateUser', DEACTIVATE, { id: admin.id }],
        ['reactivateUser', REACTIVATE, { id: admin.id }],
        ['reinviteUser', REINVITE, { id: admin.id }],
        ['resetUserPassword', RESET_PASSWORD, { id: admin.id }],
        ['resetUserPin', RESET_PIN, { email: admin.email }],
        [
          'updateUser',
          UPDATE_USER,
          { id: admin.id, versionId: (await userRow(admin.id))?.version, user: await formOf(admin.id, { permissions: ['patient'] }) },
        ],
      ];
      for (const [name, query, variables] of calls) {
        expect(await fails(s, 'sec-fl', query, variables), name).toMatchObject({
          message: ADMINISTRATOR_ONLY_MESSAGE,
          extensions: { code: 'FORBIDDEN' },
        });
      }
      const row = await userRow(admin.id);
      expect(row).toMatchObject({ status: 'active', permissions: admin.permissions });
      expect(s.mail(admin.email)).toHaveLength(0);
      // The administrator's own session still works.
      expect((await ok<UserNode>(s, 'admin', USER, { id: admin.id })).status).toBe('active');
    });

    it('an administrator still acts on another administrator, but not on their own access', async () => {
      const other = await s.addUser({
        key: 'admin-two',
        givenName: 'Ada',
        familyName: 'Two',
        roles: ['administrator'],
        permissions: ['security'],
      });
      expect(await ok(s, 'admin', DEACTIVATE, { id: other.id })).toBe(other.id);
      const me = s.user('admin').id;
      expect(
        await fails(s, 'admin', UPDATE_USER, {
          id: me,
          versionId: (await userRow(me))?.version,
          user: await formOf(me, { permissions: ['patient'] }),
        }),
      ).toMatchObject({ message: SELF_LOCKOUT_MESSAGE, extensions: { code: 'BAD_USER_INPUT', field: 'user.permissions' } });
    });
  });

  describe('a stale form is a CONFLICT, not a silent restore', () => {
    it('updateUser: a form read before another administrator revoked a permission cannot give it back', async () => {
      const user = await s.addUser({
        key: 'revoked',
        givenName: 'Rae',
        familyName: 'Voked',
        roles: ['staff'],
        jobFunctions: ['billing'],
        permissions: ['patient', 'financial'],
      });
      const read = await ok<UserNode>(s, 'admin', USER, { id: user.id });
      const staleForm = await formOf(user.id);
      // Another administrator revokes 'financial' meanwhile.
      expect(
        await ok(s, 'admin', UPDATE_USER, {
          id: user.id,
          versionId: read.versionId,
          user: await formOf(user.id, { permissions: ['patient'] }),
        }),
      ).toBe(user.id);
      const stale = await fails(s, 'admin', UPDATE_USER, {
        id: user.id,
        versionId: read.versionId,
        user: { ...staleForm, givenName: 'Raye' },
      });
      expect(stale).toMatchObject({ message: MESSAGES.conflict, extensions: { code: 'CONFLICT', currentVersion: read.versionId + 1 } });
      expect((await userRow(user.id))?.permissions).toEqual(['patient']);
      expect((await userRow(user.id))?.givenName).toBe('Rae');
      // A deactivation is a new version too.
      await ok(s, 'admin', DEACTIVATE, { id: user.id });
      await ok(s, 'admin', REACTIVATE, { id: user.id });
      expect((await ok<UserNode>(s, 'admin', USER, { id: user.id })).versionId).toBe(read.versionId + 3);
    });

    it('updateCoverageConfig: a form read before another save cannot restore what it took away', async () => {
      await s.addUser({ key: 'pcc-versioned', roles: ['staff'], jobFunctions: ['pons'], permissions: ['patient'] });
      const userId = s.user('pcc-versioned').id;
      const first = await ok<{ config: { versionId: number } }>(s, 'admin', COVERAGE, { kind: 'pcc', userId });
      expect(first.config.versionId).toBe(0);
      const saved = await ok<{ versionId: number }>(s, 'admin', UPDATE_COVERAGE, {
        kind: 'pcc',
        userId,
        versionId: 0,
        input: { states: ['FL', 'TX'] },
      });
      expect(saved.versionId).toBe(1);
      // Another administrator takes Texas away; a form still showing version 1 then saves it back.
      await ok(s, 'admin', UPDATE_COVERAGE, { kind: 'pcc', userId, versionId: 1, input: { states: ['FL'] } });
      const stale = await fails(s, 'admin', UPDATE_COVERAGE, { kind: 'pcc', userId, versionId: 1, input: { states: ['FL', 'TX'] } });
      expect(stale).toMatchObject({ message: MESSAGES.conflict, extensions: { code: 'CONFLICT', currentVersion: 2 } });
      // A first save over one that came first is stale too.
      expect((await fails(s, 'admin', UPDATE_COVERAGE, { kind: 'pcc', userId, versionId: 0, input: {} })).extensions).toMatchObject({
        code: 'CONFLICT',
        currentVersion: 2,
      });
      expect((await pccRow(userId))?.states).toEqual(['FL']);
      expect(await statesRead('pcc-versioned')).toEqual(['FL']);
      // A version that is not one is bad input on its field, never a 500.
      expect((await fails(s, 'admin', UPDATE_COVERAGE, { kind: 'pcc', userId, versionId: -1, input: {} })).extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'versionId',
      });
    });
  });
});
