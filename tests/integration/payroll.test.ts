// Pay periods (SPEC §3 Pay period, §7 GetPayPeriodEncounterHistory and GetPayPeriodEncounters): a
// clinician's two-week periods from their first visit to today, newest first, each with its Start
// of Care, follow-up and signed counts, and one period's encounters; the clinician's own, or a
// clinician payroll staff (financial) may read. Another clinician, staff without financial, payroll
// staff of another market, external and reviewer users are refused.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { payPeriodOf } from '../../src/domain/payroll/pay-periods.ts';
import type { Encounter } from '../../src/domain/resources.ts';
import { addPatient, addPractitioner, type Clinic, fails, ok } from './encounters-fixtures.ts';
import { kinds, startServer, type TestServer } from './harness.ts';

const HISTORY = `query ($p: ID!, $page: PayPeriodPageParams) { GetPayPeriodEncounterHistory(practitionerId: $p, pageParams: $page) {
  totalCount pageInfo { hasNextPage } edges { node { id start end current encounterStats { soc followUp signed } } } } }`;
const PERIOD = `query ($p: ID!, $id: ID!) { GetPayPeriodEncounters(practitionerId: $p, payPeriodId: $id) {
  practitionerName timeZone payPeriod { id start end current encounterStats { soc followUp signed } }
  encounters { id patientName type stateText status start } } }`;

const DAY = 86_400_000;

describe.each(kinds)('pay periods on %s', (kind) => {
  let s: TestServer;
  let clinic: Clinic;
  // Noon UTC is the same day in Florida.
  const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);
  const at = (day: string, hour = 16) => `${day}T${hour}:00:00.000Z`;

  beforeAll(async () => {
    s = await startServer(kind);
    clinic = await addPractitioner(s, 'FL', 'clinician');
    const patientId = await addPatient(s, 'Paula', 'Payday');
    const visit = async (
      day: string,
      type: Encounter['type'],
      stateText: NonNullable<Encounter['stateText']>,
      status: Encounter['status'] = 'finished',
      hour = 16,
    ) =>
      stores.encounter.create(
        s.db,
        {
          status,
          stateText,
          class: 'home',
          deliveryType: 'in-person',
          type,
          period: { start: at(day, hour) },
          ...(stateText === 'eSigned' ? { signedAt: at(day, hour) } : {}),
          subject: { reference: `Patient/${patientId}` },
          practitioner: { reference: `Practitioner/${clinic.practitionerId}` },
        },
        { authorId: null },
      );
    // Today's period: a signed Start of Care, a checked-out follow-up and a cancelled visit.
    await visit(daysAgo(0), 'soc-patient', 'eSigned', 'finished', 14);
    await visit(daysAgo(0), 'follow-up', 'checkedOut', 'finished', 15);
    await visit(daysAgo(0), 'follow-up', 'inProgress', 'cancelled');
    // Five weeks ago: two signed follow-ups.
    await visit(daysAgo(35), 'follow-up', 'eSigned');
    await visit(daysAgo(35), 'follow-up', 'eSigned');
    // Paid through ADP: sync on, employee id E012345 (ADP File # 012345).
    const row = await stores.practitioner.read(s.db, clinic.practitionerId);
    if (!row) throw new Error('no practitioner');
    await stores.practitioner.update(
      s.db,
      row.id,
      { ...row.content, adpSyncEnabled: true, identifier: [{ system: 'urn:demo:employee-id', value: 'E012345' }] },
      row.versionId,
      { authorId: null },
    );
    await s.addUser({ key: 'tx-billing', roles: ['staff'], jobFunctions: ['billing'], permissions: ['financial'], markets: ['TX'] });
  });
  afterAll(async () => {
    await s?.close();
  });

  it("lists the clinician's own periods newest first with their counts, and one period's encounters", async () => {
    const history = await ok<{
      totalCount: number;
      edges: { node: { id: string; current: boolean; encounterStats: Record<string, number> } }[];
    }>(s, 'clinician', HISTORY, { p: clinic.practitionerId });
    const current = payPeriodOf(daysAgo(0));
    const older = payPeriodOf(daysAgo(35));
    expect(history.totalCount).toBeGreaterThanOrEqual(3);
    const [first] = history.edges;
    expect(first?.node).toMatchObject({ id: current.id, current: true, encounterStats: { soc: 1, followUp: 1, signed: 1 } });
    expect(history.edges.find((e) => e.node.id === older.id)?.node).toMatchObject({
      current: false,
      encounterStats: { soc: 0, followUp: 2, signed: 2 },
    });
    // Every period between counts, visits or not, and pages as any list does.
    expect(history.edges).toHaveLength(history.totalCount);
    const page = await ok<{ edges: unknown[]; pageInfo: { hasNextPage: boolean } }>(s, 'clinician', HISTORY, {
      p: clinic.practitionerId,
      page: { first: 1 },
    });
    expect(page).toMatchObject({ edges: [expect.anything()], pageInfo: { hasNextPage: true } });

    const period = await ok<{ practitionerName: string; timeZone: string; encounters: { patientName: string; type: string }[] }>(
      s,
      'clinician',
      PERIOD,
      { p: clinic.practitionerId, id: current.id },
    );
    expect(period).toMatchObject({ practitionerName: 'Pat Practitioner FL', timeZone: 'America/New_York' });
    // The cancelled visit is not counted, nor listed.
    expect(period.encounters.map((e) => [e.patientName, e.type])).toEqual([
      ['Paula Payday', 'soc-patient'],
      ['Paula Payday', 'follow-up'],
    ]);
    // Payroll staff of the market read them too.
    expect(await ok(s, 'billing', PERIOD, { p: clinic.practitionerId, id: current.id })).toMatchObject({
      practitionerName: 'Pat Practitioner FL',
    });
  });

  it("Payroll Info: the period's counts of the clinicians with ADP sync on, and ADP's import file, field by field", async () => {
    const current = payPeriodOf(daysAgo(0));
    const info = await ok<{ payPeriod: { id: string; current: boolean }; clinicians: Record<string, unknown>[] }>(
      s,
      'billing',
      'query ($id: ID!) { PayrollInfo(payPeriodId: $id) { payPeriod { id current } clinicians { practitionerId name fileNumber encounterStats { soc followUp signed } } } }',
      { id: current.id },
    );
    expect(info.payPeriod).toEqual({ id: current.id, current: true });
    expect(info.clinicians).toEqual([
      {
        practitionerId: clinic.practitionerId,
        name: 'Pat Practitioner FL',
        fileNumber: '012345',
        encounterStats: { soc: 1, followUp: 1, signed: 1 },
      },
    ]);
    const csv = async (user: string) =>
      s.fetch(`/api/payroll/${current.id}/adp.csv`, { headers: { authorization: `Bearer ${await s.token(user)}` } });
    const file = await csv('billing');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect(file.headers.get('content-disposition')).toContain('PRWCEEPI.csv');
    expect(file.headers.get('cache-control')).toBe('no-store');
    const lines = (await file.text()).trim().split('\n');
    expect(lines).toEqual([
      'Co Code,Batch ID,File #,Hours 3 Code,Hours 3 Amount,Hours 4 Code,Hours 4 Amount,Hours 5 Code,Hours 5 Amount',
      `WCE,PP${current.start.slice(2).replaceAll('-', '')},012345,SOC,1,FU,1,SGN,1`,
    ]);
    // Payroll staff of another market get no clinician of Florida; without financial, nothing at all.
    expect((await (await csv('tx-billing')).text()).trim().split('\n')).toHaveLength(1);
    expect((await csv('clinician')).status).toBe(403);
    expect((await csv('coordinator')).status).toBe(403);
    expect((await s.fetch(`/api/payroll/${current.id}/adp.csv`)).status).toBe(401);
    const bad = await s.fetch('/api/payroll/2026-02-30/adp.csv', { headers: { authorization: `Bearer ${await s.token('billing')}` } });
    expect(bad.status).toBe(400);
  });

  it('refuses another clinician, staff without financial, payroll staff of another market, external and reviewer users; a bad period by name', async () => {
    const current = payPeriodOf(daysAgo(0)).id;
    for (const user of ['clinician2', 'coordinator', 'tx-billing', 'external', 'reviewer']) {
      for (const [query, variables] of [
        [HISTORY, { p: clinic.practitionerId }],
        [PERIOD, { p: clinic.practitionerId, id: current }],
      ] as const) {
        expect((await fails(s, user, query, variables)).extensions?.code, user).toBe('FORBIDDEN');
      }
    }
    const bad = await fails(s, 'clinician', PERIOD, { p: clinic.practitionerId, id: '2026-02-30' });
    expect(bad).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'payPeriodId' } });
    expect((await fails(s, 'billing', HISTORY, { p: randomUUID() })).extensions?.code).toBe('NOT_FOUND');
  });
});
