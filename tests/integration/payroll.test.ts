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
  const at = (day: string) => `${day}T16:00:00.000Z`;

  beforeAll(async () => {
    s = await startServer(kind);
    clinic = await addPractitioner(s, 'FL', 'clinician');
    const patientId = await addPatient(s, 'Paula', 'Payday');
    const visit = async (
      day: string,
      type: Encounter['type'],
      stateText: Encounter['stateText'],
      status: Encounter['status'] = 'finished',
    ) =>
      stores.encounter.create(
        s.db,
        {
          status,
          stateText,
          class: 'home',
          deliveryType: 'in-person',
          type,
          period: { start: at(day) },
          ...(stateText === 'eSigned' ? { signedAt: at(day) } : {}),
          subject: { reference: `Patient/${patientId}` },
          practitioner: { reference: `Practitioner/${clinic.practitionerId}` },
        },
        { authorId: null },
      );
    // Today's period: a signed Start of Care, a checked-out follow-up and a cancelled visit.
    await visit(daysAgo(0), 'soc-patient', 'eSigned');
    await visit(daysAgo(0), 'follow-up', 'checkedOut');
    await visit(daysAgo(0), 'follow-up', 'cancelled', 'cancelled');
    // Five weeks ago: two signed follow-ups.
    await visit(daysAgo(35), 'follow-up', 'eSigned');
    await visit(daysAgo(35), 'follow-up', 'eSigned');
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
