// SPEC §2 tab 4 'Insurance, Eligibility & Authorizations' over GraphQL: coverages added, edited
// and inactivated as versions with who and when (a stale version is CONFLICT), authorizations
// under a coverage, the insurer picker, and the individual eligibility check behind its feature
// flag writing the result and the SPEC §9 task for PCC. Refused: a caller without the
// permission, a user of another market, an external user and a reviewer (writes), bad input by
// field name, and the check with the flag off.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import { ELIGIBILITY_TASK_NOTE } from '../../src/domain/coverage/eligibility.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { fails, ok } from './encounters-fixtures.ts';
import { kinds, makePatient, startServer, type TestServer, unknownId } from './harness.ts';

const COVERAGE_FIELDS = `id versionId patientId status order insurerId insurerName memberId groupNumber groupName type planName planType
  copay deductible coinsurance effectiveDate terminationDate subscriberName subscriberRelationship approval`;
const CREATE = `mutation($patientId: ID!, $input: CoverageInput!) { createCoverage(patientId: $patientId, input: $input) { ${COVERAGE_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $versionId: Int!, $input: CoverageInput!) { updateCoverage(id: $id, versionId: $versionId, input: $input) { ${COVERAGE_FIELDS} } }`;
const INACTIVATE = `mutation($id: ID!, $versionId: Int!) { inactivateCoverage(id: $id, versionId: $versionId) { id versionId status } }`;
const OVERVIEW = `query($patientId: ID!) { PatientCoverages(patientId: $patientId) {
  coverages { id order status memberId insurerName }
  authorizations { id number status coverageId periodStart periodEnd visitsAllowed visitsUsed }
  eligibilityResults { id outcome inforce memberId checkedBy identifiers { code label value } errors { code display } taskId }
} }`;
const AUTH_FIELDS = 'id versionId patientId coverageId number status periodStart periodEnd visitsAllowed visitsUsed unitsAllowed';
const CREATE_AUTH = `mutation($input: PriorAuthorizationInput!) { createPriorAuthorization(input: $input) { ${AUTH_FIELDS} } }`;
const UPDATE_AUTH = `mutation($id: ID!, $versionId: Int!, $input: PriorAuthorizationInput!) { updatePriorAuthorization(id: $id, versionId: $versionId, input: $input) { ${AUTH_FIELDS} } }`;
const CHECK = `mutation($coverageId: ID!) { checkEligibility(coverageId: $coverageId) {
  taskId note taskOwner
  result { id coverageId outcome inforce memberId payerName insurerId planName planType copay deductible coinsurance patientResponsibility
    labCompany effectiveDate terminationDate contactNumber state address checkedAt checkedBy identifiers { code label value } errors { code display } taskId }
} }`;
const INSURERS = 'query($term: String, $state: String) { CoverageInsurerList(term: $term, state: $state) { id name state payerId } }';

interface CoverageOut {
  id: string;
  versionId: number;
  status: string;
  order: number;
  memberId: string;
  [key: string]: unknown;
}

describe.each(kinds)('coverages on %s', (kind) => {
  let s: TestServer;
  let patientId: string;
  let otherPatientId: string;
  let txPatientId: string;
  let insurerId: string;
  let otherInsurerId: string;
  let inactiveInsurerId: string;
  let pcpId: string;

  const input = (over: Record<string, unknown> = {}) => ({
    insurerId,
    memberId: 'ABC123456',
    order: 1,
    status: 'active',
    approval: 'approved',
    type: 'medicare-advantage',
    planType: 'HMO',
    groupNumber: 'GRP-100',
    groupName: 'Retired Teachers',
    planName: 'Summit Gold HMO',
    copay: 25,
    deductible: 500,
    coinsurance: 20,
    effectiveDate: '01/01/2026',
    terminationDate: null,
    subscriberName: 'Hana Cover',
    subscriberRelationship: 'self',
    ...over,
  });
  const create = (user: string, over: Record<string, unknown> = {}, patient = patientId) =>
    ok<CoverageOut>(s, user, CREATE, { patientId: patient, input: input(over) });

  const org = async (type: 'ins' | 'pcp', name: string, state: string, active = true) =>
    (
      await stores.organization.create(
        s.db,
        {
          active,
          name,
          type,
          address: [{ line: ['1 Payer Way'], city: 'Tampa', state, postalCode: '33601' }],
          identifier: [{ system: 'urn:demo:availity-payer-id', value: '12345' }],
        },
        { authorId: null },
      )
    ).id;

  beforeAll(async () => {
    s = await startServer(kind);
    const [patient, other, inTx] = await s.addPatients([
      makePatient('Hana', 'Cover', { state: 'FL' }),
      makePatient('Otto', 'Other', { state: 'FL' }),
      makePatient('Tex', 'Cover', { state: 'TX' }),
    ]);
    if (!patient || !other || !inTx) throw new Error('no patients');
    patientId = patient.id;
    otherPatientId = other.id;
    txPatientId = inTx.id;
    insurerId = await org('ins', 'Summit Health of Florida', 'FL');
    otherInsurerId = await org('ins', 'Harbor Health Plan of Texas', 'TX');
    inactiveInsurerId = await org('ins', 'Closed Insurance of Florida', 'FL', false);
    pcpId = await org('pcp', 'Tampa Primary Care', 'FL');
    await s.addUser({ key: 'tx-coordinator', roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'], markets: ['TX'] });
    await s.addUser({
      key: 'fl-external',
      userType: 'external',
      roles: ['external'],
      jobFunctions: ['other'],
      permissions: ['patient'],
      markets: ['FL'],
    });
    // SPEC §6 'individual eligibility check': off by default, on for the coordinator and PCC (as the demo seed).
    await s.db.insert(schema.featureFlags).values({ key: 'individual-eligibility-check', description: 'check', defaultValue: false });
    await s.db.insert(schema.featureFlagOverrides).values([
      { flagKey: 'individual-eligibility-check', scope: 'user', scopeValue: s.user('coordinator').id, value: true },
      { flagKey: 'individual-eligibility-check', scope: 'role', scopeValue: 'reviewer-readonly', value: true },
      { flagKey: 'individual-eligibility-check', scope: 'role', scopeValue: 'external', value: true },
    ]);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('adds a coverage with every SPEC §3 field, edits it and inactivates it; each step is a version with who and when', async () => {
    const added = await create('coordinator');
    expect(added).toMatchObject({
      versionId: 1,
      patientId,
      status: 'active',
      order: 1,
      insurerId,
      insurerName: 'Summit Health of Florida',
      memberId: 'ABC123456',
      groupNumber: 'GRP-100',
      groupName: 'Retired Teachers',
      type: 'medicare-advantage',
      planName: 'Summit Gold HMO',
      planType: 'HMO',
      copay: 25,
      deductible: 500,
      coinsurance: 20,
      effectiveDate: '2026-01-01',
      terminationDate: null,
      subscriberName: 'Hana Cover',
      subscriberRelationship: 'self',
      approval: 'approved',
    });

    const edited = await ok<CoverageOut>(s, 'coordinator', UPDATE, {
      id: added.id,
      versionId: 1,
      input: input({ memberId: 'ABC999', approval: 'pending', copay: null, terminationDate: '2026-12-31' }),
    });
    expect(edited).toMatchObject({ versionId: 2, memberId: 'ABC999', approval: 'pending', copay: null, terminationDate: '2026-12-31' });

    const stale = await fails(s, 'admin', UPDATE, { id: added.id, versionId: 1, input: input() });
    expect(stale).toMatchObject({ message: MESSAGES.conflict, extensions: { code: 'CONFLICT', currentVersion: 2 } });

    const inactive = await ok<CoverageOut>(s, 'coordinator', INACTIVATE, { id: added.id, versionId: 2 });
    expect(inactive).toMatchObject({ versionId: 3, status: 'draft' });

    const history = await s.db
      .select({ versionId: schema.resourceHistory.versionId, authorId: schema.resourceHistory.authorId })
      .from(schema.resourceHistory)
      .where(and(eq(schema.resourceHistory.resourceType, 'Coverage'), eq(schema.resourceHistory.id, added.id)));
    const coordinator = s.user('coordinator').id;
    expect(history.map((h) => [h.versionId, h.authorId]).sort()).toEqual([
      [1, coordinator],
      [2, coordinator],
      [3, coordinator],
    ]);
  });

  it('lists the coverages lowest priority number first; billing (financial) reads them too', async () => {
    const secondary = await create('coordinator', { memberId: 'SEC2', order: 2 }, otherPatientId);
    const primary = await create('coordinator', { memberId: 'PRI1', order: 1 }, otherPatientId);
    const read = await ok<{ coverages: CoverageOut[] }>(s, 'billing', OVERVIEW, { patientId: otherPatientId });
    expect(read.coverages.map((c) => c.id)).toEqual([primary.id, secondary.id]);
  });

  it('refuses bad input by field name, an insurer that is not an active payer of type ins, and unknown records', async () => {
    const required = await fails(s, 'coordinator', CREATE, { patientId, input: input({ memberId: '' }) });
    expect(required).toMatchObject({ message: MESSAGES.required, extensions: { code: 'BAD_USER_INPUT', field: 'memberId' } });
    const order = await fails(s, 'coordinator', CREATE, { patientId, input: input({ order: 3 }) });
    expect(order.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'order' });
    const range = await fails(s, 'coordinator', CREATE, { patientId, input: input({ terminationDate: '12/31/2025' }) });
    expect(range).toMatchObject({ message: 'Invalid date range', extensions: { field: 'terminationDate' } });
    for (const bad of [pcpId, inactiveInsurerId, unknownId()]) {
      const error = await fails(s, 'coordinator', CREATE, { patientId, input: input({ insurerId: bad }) });
      expect(error.extensions, bad).toMatchObject({ code: 'BAD_USER_INPUT', field: 'insurerId' });
    }
    expect((await fails(s, 'coordinator', CREATE, { patientId: 'x', input: input() })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'patientId',
    });
    expect((await fails(s, 'coordinator', CREATE, { patientId: unknownId(), input: input() })).extensions?.code).toBe('NOT_FOUND');
    expect((await fails(s, 'coordinator', UPDATE, { id: unknownId(), versionId: 1, input: input() })).extensions?.code).toBe('NOT_FOUND');
    expect((await fails(s, 'coordinator', INACTIVATE, { id: unknownId(), versionId: 0 })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'versionId',
    });
    expect((await fails(s, 'coordinator', OVERVIEW, { patientId: 'nope' })).extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a user of another market, an external user and a reviewer, and a caller without the permission; nothing changes', async () => {
    const added = await create('admin', { memberId: 'KEEP1' });
    for (const user of ['tx-coordinator', 'fl-external', 'reviewer', 'nobody', 'external']) {
      expect((await fails(s, user, CREATE, { patientId, input: input() })).extensions?.code, user).toBe('FORBIDDEN');
      expect((await fails(s, user, UPDATE, { id: added.id, versionId: 1, input: input() })).extensions?.code, user).toBe('FORBIDDEN');
      expect((await fails(s, user, INACTIVATE, { id: added.id, versionId: 1 })).extensions?.code, user).toBe('FORBIDDEN');
      expect((await fails(s, user, CHECK, { coverageId: added.id })).extensions?.code, user).toBe('FORBIDDEN');
    }
    // Reads: another market, an external user granted no market and no permission are refused;
    // the FL external user and the reviewer read.
    for (const user of ['tx-coordinator', 'external', 'nobody']) {
      expect((await fails(s, user, OVERVIEW, { patientId })).extensions?.code, user).toBe('FORBIDDEN');
    }
    for (const user of ['fl-external', 'reviewer']) {
      const read = await ok<{ coverages: CoverageOut[] }>(s, user, OVERVIEW, { patientId });
      expect(read.coverages.map((c) => c.id)).toContain(added.id);
    }
    expect((await stores.coverage.read(s.db, added.id))?.versionId).toBe(1);
    expect((await ok<{ coverages: CoverageOut[] }>(s, 'tx-coordinator', OVERVIEW, { patientId: txPatientId })).coverages).toEqual([]);
  });

  it('keeps authorizations under a coverage of the same patient, versioned', async () => {
    const coverage = await create('coordinator', { memberId: 'AUTHCOV1' });
    const authInput = (over: Record<string, unknown> = {}) => ({
      number: 'AUTH-1001',
      coverageId: coverage.id,
      status: 'active',
      periodStart: '2026-03-01',
      periodEnd: '2026-05-31',
      visitsAllowed: 12,
      visitsUsed: 2,
      ...over,
    });
    const added = await ok<{ id: string; versionId: number }>(s, 'coordinator', CREATE_AUTH, { input: authInput() });
    expect(added).toMatchObject({
      versionId: 1,
      patientId,
      coverageId: coverage.id,
      number: 'AUTH-1001',
      status: 'active',
      periodStart: '2026-03-01',
      periodEnd: '2026-05-31',
      visitsAllowed: 12,
      visitsUsed: 2,
      unitsAllowed: null,
    });
    const edited = await ok(s, 'coordinator', UPDATE_AUTH, {
      id: added.id,
      versionId: 1,
      input: authInput({ visitsUsed: 3, periodEnd: null }),
    });
    expect(edited).toMatchObject({ versionId: 2, visitsUsed: 3, periodEnd: null });
    expect((await fails(s, 'coordinator', UPDATE_AUTH, { id: added.id, versionId: 1, input: authInput() })).extensions?.code).toBe(
      'CONFLICT',
    );

    // Another patient's coverage is not this authorization's; an unknown coverage is Not Found.
    const foreign = await create('coordinator', { memberId: 'FOREIGN1' }, otherPatientId);
    expect(
      (await fails(s, 'coordinator', UPDATE_AUTH, { id: added.id, versionId: 2, input: authInput({ coverageId: foreign.id }) })).extensions,
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'coverageId' });
    expect((await fails(s, 'coordinator', CREATE_AUTH, { input: authInput({ coverageId: unknownId() }) })).extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await fails(s, 'coordinator', CREATE_AUTH, { input: authInput({ periodEnd: '2026-01-01' }) })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'periodEnd',
    });
    for (const user of ['tx-coordinator', 'fl-external', 'reviewer']) {
      expect((await fails(s, user, CREATE_AUTH, { input: authInput() })).extensions?.code, user).toBe('FORBIDDEN');
      expect((await fails(s, user, UPDATE_AUTH, { id: added.id, versionId: 2, input: authInput() })).extensions?.code, user).toBe(
        'FORBIDDEN',
      );
    }
    const read = await ok<{ authorizations: { id: string; visitsUsed: number }[] }>(s, 'coordinator', OVERVIEW, { patientId });
    expect(read.authorizations.find((a) => a.id === added.id)?.visitsUsed).toBe(3);
  });

  it('lists active insurers for the picker, those of the state first, by name fragment', async () => {
    const all = await ok<{ id: string; name: string; state: string }[]>(s, 'coordinator', INSURERS, { state: 'TX' });
    expect(all.map((i) => i.id)).toEqual([otherInsurerId, insurerId]);
    expect(all.map((i) => i.id)).not.toContain(inactiveInsurerId);
    expect(all.map((i) => i.id)).not.toContain(pcpId);
    expect((await ok<{ id: string }[]>(s, 'billing', INSURERS, { term: 'summit' })).map((i) => i.id)).toEqual([insurerId]);
    expect((await fails(s, 'coordinator', INSURERS, { state: 'Texas' })).extensions).toMatchObject({ field: 'state' });
    expect((await fails(s, 'nobody', INSURERS, {})).extensions?.code).toBe('FORBIDDEN');
  });

  describe('the individual eligibility check', () => {
    it('with the flag on: writes the result and the SPEC §9 task for PCC, in the same request', async () => {
      const coverage = await create('coordinator', { memberId: 'ELIG12345' });
      const before = await s.db.select().from(schema.tasks).where(eq(schema.tasks.patientId, patientId));
      const checked = await ok<{
        taskId: string;
        note: string;
        taskOwner: string | null;
        result: Record<string, unknown> & { id: string; identifiers: { code: string; label: string }[] };
      }>(s, 'coordinator', CHECK, { coverageId: coverage.id });
      expect(checked.note).toBe(ELIGIBILITY_TASK_NOTE);
      expect(checked.taskOwner).toBe('Parker Care');
      expect(checked.result).toMatchObject({
        coverageId: coverage.id,
        outcome: 'complete',
        inforce: true,
        memberId: 'ELIG12345',
        payerName: 'Summit Health of Florida',
        insurerId: '12345',
        state: 'FL',
        checkedBy: 'Morgan Coordinator',
        taskId: checked.taskId,
        errors: [],
      });
      for (const field of [
        'planName',
        'planType',
        'copay',
        'deductible',
        'coinsurance',
        'patientResponsibility',
        'labCompany',
        'contactNumber',
        'address',
      ])
        expect(checked.result[field], field).not.toBeNull();
      expect(checked.result.identifiers.map((i) => i.code)).toEqual(
        expect.arrayContaining(['RN', 'PCPNPI', 'PCPFIRSTNAME', 'PCPLASTNAME', 'NPI', 'TAX']),
      );
      expect(checked.result.identifiers.find((i) => i.code === 'RN')?.label).toBe('Reference Number');

      const task = await stores.task.read(s.db, checked.taskId);
      expect(task?.content).toMatchObject({
        status: 'requested',
        for: { reference: `Patient/${patientId}` },
        title: 'New task created for PCC (with results of the last eligibility check)',
        owner: { reference: `User/${s.user('pcc').id}` },
        requester: { reference: `User/${s.user('coordinator').id}` },
        focus: { reference: `CoverageEligibilityResponse/${checked.result.id}` },
      });
      const after = await s.db.select().from(schema.tasks).where(eq(schema.tasks.patientId, patientId));
      expect(after.length).toBe(before.length + 1);
      const stored = await stores.eligibilityResponse.read(s.db, checked.result.id);
      expect(stored?.content.task).toEqual({ reference: `Task/${checked.taskId}` });

      // The tab lists it, newest first.
      const read = await ok<{ eligibilityResults: { id: string; taskId: string }[] }>(s, 'coordinator', OVERVIEW, { patientId });
      expect(read.eligibilityResults[0]).toMatchObject({ id: checked.result.id, taskId: checked.taskId });
    });

    it('a member id the payer does not find: an error result with its code, still noted for PCC', async () => {
      const coverage = await create('coordinator', { memberId: 'MISSING000' });
      const checked = await ok<{ result: { outcome: string; errors: { code: string; display: string }[] } }>(s, 'coordinator', CHECK, {
        coverageId: coverage.id,
      });
      expect(checked.result).toMatchObject({ outcome: 'error', errors: [{ code: '75', display: 'Error: subscriber/insured not found' }] });
    });

    it('with the flag off: refused, and nothing is written', async () => {
      const coverage = await create('coordinator', { memberId: 'NOFLAG1' });
      const before = await s.db.select().from(schema.eligibilityResponses).where(eq(schema.eligibilityResponses.patientId, patientId));
      for (const user of ['clinician', 'admin', 'billing']) {
        const error = await fails(s, user, CHECK, { coverageId: coverage.id });
        expect(error, user).toMatchObject({
          message: 'The individual eligibility check is not enabled for you.',
          extensions: { code: 'FORBIDDEN' },
        });
      }
      const after = await s.db.select().from(schema.eligibilityResponses).where(eq(schema.eligibilityResponses.patientId, patientId));
      expect(after.length).toBe(before.length);
      expect((await fails(s, 'coordinator', CHECK, { coverageId: unknownId() })).extensions?.code).toBe('NOT_FOUND');
      expect((await fails(s, 'coordinator', CHECK, { coverageId: 'x' })).extensions).toMatchObject({ field: 'coverageId' });
    });
  });
});
