// The dashboards (SPEC §2 /admin-dashboard, /report-dashboard, /cbr-dashboard) over HTTP: their
// numbers equal direct SQL counts of the same visits and encounters; a user of one market sees
// only that market's (DESIGN §8 'Access'); external and reviewer users are refused (SPEC §6);
// nobody without settings reads the admin dashboard; CBR keeps to its SPEC §2 rule; a device's
// report goes through the write pipeline; the CSV exports escape spreadsheet formulas. The records
// behind a number (visits; the documented visits behind 'signed within 24 h') are as many as it
// says, under the same filter and the same access.
import { randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { outcomeOf, VISIT_OUTCOMES, type VisitOutcome } from '../../src/domain/dashboards/visit-outcome.ts';
import type { AppointmentStatus, Encounter } from '../../src/domain/resources.ts';
import { addAppointment, addPractitioner, type Clinic, fails, localDate, localInstant, ok } from './encounters-fixtures.ts';
import { kinds, makePatient, startServer, type TestServer } from './harness.ts';

const COUNTS = 'scheduled made missed cancelled open missedRate cancelledRate';
const GROUP = `key label visits { ${COUNTS} } signing { documented signedWithin24h rate }`;
const ADMIN = `query ($f: DashboardFilter!) { AdminDashboard(filter: $f) { from to totals { ${GROUP} }
  days { day visits { ${COUNTS} } signing { documented signedWithin24h } } markets { ${GROUP} } clinicians { ${GROUP} }
  devices { deviceId userId userName pending stale syncAgeHours lastSyncedAt } staleDevices } }`;
const REPORT = `query ($f: DashboardFilter!) { ReportDashboard(filter: $f) { encounters { market total finished cancelled followUp soc } visits { ${GROUP} } } }`;
const CBR = `query ($f: DashboardFilter!) { CbrDashboard(filter: $f) { clinicians { ${GROUP} } totals { ${GROUP} } } }`;
const VISITS = `query ($f: DashboardFilter!, $day: String, $outcome: String) { DashboardVisits(filter: $f, day: $day, outcome: $outcome, first: 100) {
  totalCount edges { node { appointmentId patientName practitionerName day outcome market } } } }`;
const DOCUMENTED = `query ($f: DashboardFilter!, $day: String, $signing: String) { DashboardEncounters(filter: $f, day: $day, signing: $signing, first: 100) {
  totalCount edges { node { encounterId patientName practitionerId day market signedAt signing } } } }`;
const REPORT_SYNC = `mutation ($d: ID!, $p: Int!) { reportDeviceSync(deviceId: $d, pending: $p) { deviceId pending stale lastSyncedAt } }`;

interface Counts {
  scheduled: number;
  made: number;
  missed: number;
  cancelled: number;
  open: number;
  missedRate: number | null;
  cancelledRate: number | null;
}
interface Group {
  key: string;
  label: string;
  visits: Counts;
  signing: { documented: number; signedWithin24h: number; rate: number | null };
}

describe.each(kinds)('dashboards on %s', (kind) => {
  let s: TestServer;
  let fl: Clinic;
  let tx: Clinic;
  const zone = 'America/New_York';
  const from = localDate(zone, -10);
  const to = localDate(zone, 0);
  const filter = { from, to };

  /** A visit at noon of the clinician's day `daysAgo` days back, with its encounter when it was made (signed `signAfterHours` after its start). */
  async function visit(clinic: Clinic, patientId: string, daysAgo: number, status: AppointmentStatus, signAfterHours?: number) {
    const start = localInstant(clinic.zone, `${localDate(clinic.zone, -daysAgo)} 12:00`);
    const appointmentId = await addAppointment(s, { patientId, practitionerId: clinic.practitionerId, start, status });
    if (outcomeOf(status) !== 'made') return;
    const checkedOutAt = dayjs(start).add(45, 'minute').toISOString();
    const signed = signAfterHours === undefined ? null : dayjs(start).add(signAfterHours, 'hour').toISOString();
    const content: Encounter = {
      status: 'finished',
      stateText: signed ? 'eSigned' : 'checkedOut',
      class: 'home',
      deliveryType: 'in-person',
      type: 'follow-up',
      period: { start, end: checkedOutAt },
      checkedInAt: start,
      checkedOutAt,
      ...(signed ? { signedAt: signed } : {}),
      subject: { reference: `Patient/${patientId}` },
      practitioner: { reference: `Practitioner/${clinic.practitionerId}` },
      appointment: { reference: `Appointment/${appointmentId}` },
    };
    await stores.encounter.create(s.db, content, { authorId: null });
  }

  beforeAll(async () => {
    s = await startServer(kind);
    fl = await addPractitioner(s, 'FL', 'clinician');
    tx = await addPractitioner(s, 'TX');
    const [flPatient, flPatient2, txPatient] = await s.addPatients([
      makePatient('Flo', 'Rida'),
      makePatient('Flan', 'Ders'),
      makePatient('Tex', 'Ranger', { state: 'TX' }),
    ]);
    if (!flPatient || !flPatient2 || !txPatient) throw new Error('no patients');
    // Florida: 4 made (3 signed within 24 h, 1 after 30 h), 1 missed, 1 cancelled, 1 open, 1 rescheduled (not counted).
    await visit(fl, flPatient.id, 1, 'signed', 2);
    await visit(fl, flPatient.id, 2, 'signed', 20);
    await visit(fl, flPatient2.id, 2, 'fulfilled', 24);
    await visit(fl, flPatient2.id, 3, 'signed', 30);
    await visit(fl, flPatient.id, 4, 'noshow');
    await visit(fl, flPatient2.id, 5, 'cancelled');
    await visit(fl, flPatient.id, 0, 'booked');
    await visit(fl, flPatient2.id, 6, 'waitlist');
    // Texas: 2 made (1 unsigned), 2 missed; and one visit before the range.
    await visit(tx, txPatient.id, 1, 'checked-out');
    await visit(tx, txPatient.id, 2, 'signed', 1);
    await visit(tx, txPatient.id, 3, 'noshow');
    await visit(tx, txPatient.id, 4, 'noshow');
    await visit(tx, txPatient.id, 20, 'noshow');
    await s.addUser({
      key: 'fl-admin',
      roles: ['staff'],
      jobFunctions: ['other'],
      permissions: ['settings', 'create', 'patient'],
      markets: ['FL'],
    });
    await s.addUser({
      key: 'tx-admin',
      roles: ['staff'],
      jobFunctions: ['other'],
      permissions: ['settings', 'create', 'patient'],
      markets: ['TX'],
    });
    await s.addUser({
      key: 'reports-only',
      roles: ['staff'],
      jobFunctions: ['other'],
      permissions: ['create', 'patient'],
      markets: ['FL'],
    });
    await s.addUser({
      key: 'ext',
      roles: ['external'],
      jobFunctions: ['other'],
      permissions: ['settings', 'create', 'patient'],
      markets: ['FL'],
    });
    await s.addUser({
      key: 'rev',
      roles: ['reviewer-readonly'],
      jobFunctions: ['other'],
      permissions: ['settings', 'create', 'patient'],
      markets: ['FL'],
    });
    await s.addUser({ key: 'cbr', roles: ['staff', 'cbrbeta'], jobFunctions: ['other'], permissions: ['create'], markets: ['TX'] });
  });
  afterAll(async () => {
    await s?.close();
  });

  /** Visit outcomes counted straight from the appointment table (noon visits: the UTC window holds the same days). */
  async function directOutcomes(state?: string): Promise<Record<VisitOutcome, number>> {
    const lo = localInstant(zone, `${from} 00:00`);
    const hi = localInstant('America/Chicago', `${dayjs(to).add(1, 'day').format('YYYY-MM-DD')} 00:00`);
    const result = await s.db.execute(sql`
      select a.status, count(*)::int as n from appointment a join patient p on p.id = a.patient_id
      where not a.deleted and a.start >= ${lo}::timestamptz and a.start < ${hi}::timestamptz ${state ? sql`and p.state = ${state}` : sql``}
      group by a.status`);
    const out = Object.fromEntries(VISIT_OUTCOMES.map((o) => [o, 0])) as Record<VisitOutcome, number>;
    for (const r of (result as unknown as { rows: { status: string; n: number }[] }).rows) {
      const o = outcomeOf(r.status);
      if (o) out[o] += Number(r.n);
    }
    return out;
  }

  async function directSigning(state?: string): Promise<{ documented: number; signedWithin24h: number }> {
    const result = await s.db.execute(sql`
      select count(*)::int as documented,
        count(*) filter (where e.signed_at <= e.period_start + interval '24 hours')::int as signed
      from encounter e join patient p on p.id = e.patient_id
      where e.status = 'finished' and not e.deleted and e.period_start >= ${localInstant(zone, `${from} 00:00`)}::timestamptz
        ${state ? sql`and p.state = ${state}` : sql``}`);
    const [row] = (result as unknown as { rows: { documented: number; signed: number }[] }).rows;
    return { documented: Number(row?.documented), signedWithin24h: Number(row?.signed) };
  }

  it("the admin dashboard's numbers equal direct counts, in total, per day, per market and per clinician", async () => {
    const d = await ok<{ totals: Group; days: { day: string; visits: Counts }[]; markets: Group[]; clinicians: Group[] }>(
      s,
      'admin',
      ADMIN,
      {
        f: filter,
      },
    );
    const direct = await directOutcomes();
    expect(d.totals.visits).toMatchObject(direct);
    expect(direct).toEqual({ made: 6, missed: 3, cancelled: 1, open: 1 });
    expect(d.totals.visits.scheduled).toBe(11);
    expect(d.totals.visits.missedRate).toBeCloseTo(3 / 11);
    expect(d.totals.signing).toMatchObject(await directSigning());
    expect(d.totals.signing).toMatchObject({ documented: 6, signedWithin24h: 4 });
    // Every day of the range, zeros included, adding up to the totals.
    expect(d.days.map((x) => x.day)).toEqual(Array.from({ length: 11 }, (_, i) => dayjs(from).add(i, 'day').format('YYYY-MM-DD')));
    expect(d.days.reduce((n, x) => n + x.visits.made, 0)).toBe(6);
    expect(d.days.find((x) => x.day === localDate(fl.zone, -2))?.visits.made).toBe(3);
    const market = (key: string) => d.markets.find((m) => m.key === key);
    expect(market('FL')?.visits).toMatchObject(await directOutcomes('FL'));
    expect(market('TX')?.visits).toMatchObject(await directOutcomes('TX'));
    expect(market('TX')?.signing).toMatchObject(await directSigning('TX'));
    const clinician = d.clinicians.find((c) => c.key === fl.practitionerId);
    expect(clinician).toMatchObject({ label: 'Pat Practitioner FL', visits: { made: 4, missed: 1, cancelled: 1, open: 1 } });
    expect(clinician?.signing).toMatchObject({ documented: 4, signedWithin24h: 3, rate: 0.75 });
  });

  it('a market and a clinician narrow every number; the visits behind a number are those counted', async () => {
    const d = await ok<{ totals: Group; markets: Group[] }>(s, 'admin', ADMIN, { f: { ...filter, market: 'TX' } });
    expect(d.totals.visits).toMatchObject(await directOutcomes('TX'));
    expect(d.markets.map((m) => m.key)).toEqual(['TX']);
    const byClinician = await ok<{ totals: Group }>(s, 'admin', ADMIN, { f: { ...filter, practitionerId: fl.practitionerId } });
    expect(byClinician.totals.visits).toMatchObject({ made: 4, missed: 1, cancelled: 1, open: 1 });
    const missed = await ok<{ totalCount: number; edges: { node: { outcome: string; market: string } }[] }>(s, 'admin', VISITS, {
      f: filter,
      outcome: 'missed',
    });
    expect(missed.totalCount).toBe(3);
    expect(missed.edges.every((e) => e.node.outcome === 'missed')).toBe(true);
    const day = await ok<{ totalCount: number }>(s, 'admin', VISITS, { f: filter, day: localDate(fl.zone, -2), outcome: 'made' });
    expect(day.totalCount).toBe(3);
  });

  it("a user of one market sees only that market's numbers; another market's clinician gives zeros", async () => {
    const d = await ok<{ totals: Group; markets: Group[]; clinicians: Group[] }>(s, 'fl-admin', ADMIN, { f: filter });
    expect(d.totals.visits).toMatchObject(await directOutcomes('FL'));
    expect(d.markets.map((m) => m.key)).toEqual(['FL']);
    expect(d.clinicians.map((c) => c.key)).toEqual([fl.practitionerId]);
    const other = await ok<{ totals: Group }>(s, 'fl-admin', ADMIN, { f: { ...filter, practitionerId: tx.practitionerId } });
    expect(other.totals.visits.scheduled).toBe(0);
    const visits = await ok<{ totalCount: number; edges: { node: { market: string } }[] }>(s, 'fl-admin', VISITS, { f: filter });
    expect(visits.edges.every((e) => e.node.market === 'FL')).toBe(true);
    expect(visits.totalCount).toBe(7);
    const cbr = await ok<{ totals: Group }>(s, 'cbr', CBR, { f: filter });
    expect(cbr.totals.visits).toMatchObject(await directOutcomes('TX'));
  });

  interface Documented {
    totalCount: number;
    edges: {
      node: { encounterId: string; practitionerId: string | null; day: string; market: string; signedAt: string | null; signing: string };
    }[];
  }

  it("the encounters behind 'signed within 24 h' are those the number counts, in total, per market, clinician and day", async () => {
    const d = await ok<{
      totals: Group;
      days: { day: string; signing: { documented: number; signedWithin24h: number } }[];
      markets: Group[];
    }>(s, 'admin', ADMIN, { f: filter });
    const signed = await ok<Documented>(s, 'admin', DOCUMENTED, { f: filter, signing: 'within24h' });
    expect(signed.totalCount).toBe(d.totals.signing.signedWithin24h);
    expect(signed.edges).toHaveLength(4);
    expect(signed.edges.every((e) => e.node.signing === 'within24h' && e.node.signedAt !== null)).toBe(true);
    const all = await ok<Documented>(s, 'admin', DOCUMENTED, { f: filter });
    expect(all.totalCount).toBe(d.totals.signing.documented);
    expect(new Set(all.edges.map((e) => e.node.encounterId)).size).toBe(6);
    // Those not signed within 24 h: one signed after 30 h (Florida), one not signed (Texas).
    const late = await ok<Documented>(s, 'admin', DOCUMENTED, { f: filter, signing: 'late' });
    const unsigned = await ok<Documented>(s, 'admin', DOCUMENTED, { f: filter, signing: 'unsigned' });
    expect(late.edges.map((e) => e.node.market)).toEqual(['FL']);
    expect(unsigned.edges.map((e) => [e.node.market, e.node.signedAt])).toEqual([['TX', null]]);
    expect(signed.totalCount + late.totalCount + unsigned.totalCount).toBe(all.totalCount);
    for (const m of d.markets) {
      const behind = await ok<Documented>(s, 'admin', DOCUMENTED, { f: { ...filter, market: m.key }, signing: 'within24h' });
      expect(behind.totalCount, m.key).toBe(m.signing.signedWithin24h);
      expect(behind.edges.every((e) => e.node.market === m.key)).toBe(true);
    }
    const clinician = await ok<Documented>(s, 'admin', DOCUMENTED, { f: { ...filter, practitionerId: fl.practitionerId } });
    expect(clinician.totalCount).toBe(4);
    expect(clinician.edges.every((e) => e.node.practitionerId === fl.practitionerId)).toBe(true);
    const day = localDate(fl.zone, -2);
    const ofDay = await ok<Documented>(s, 'admin', DOCUMENTED, { f: filter, day, signing: 'within24h' });
    expect(ofDay.totalCount).toBe(d.days.find((x) => x.day === day)?.signing.signedWithin24h);
    expect(ofDay.edges.every((e) => e.node.day === day)).toBe(true);
    // Reports reads them too (create), as it reads the visits behind its numbers.
    expect((await ok<Documented>(s, 'reports-only', DOCUMENTED, { f: filter })).totalCount).toBe(4);
  });

  it("a user of another market reads none of a market's encounters behind 'signed within 24 h'", async () => {
    const florida = await ok<Documented>(s, 'fl-admin', DOCUMENTED, { f: filter });
    expect(florida.totalCount).toBe((await directSigning('FL')).documented);
    expect(florida.edges.every((e) => e.node.market === 'FL')).toBe(true);
    // Naming Texas, or Texas' clinician, in the filter finds nothing of Texas for a Florida user.
    expect((await ok<Documented>(s, 'fl-admin', DOCUMENTED, { f: { ...filter, market: 'TX' } })).totalCount).toBe(0);
    expect((await ok<Documented>(s, 'fl-admin', DOCUMENTED, { f: { ...filter, practitionerId: tx.practitionerId } })).totalCount).toBe(0);
    const texas = await ok<Documented>(s, 'tx-admin', DOCUMENTED, { f: { ...filter, market: 'FL' }, signing: 'within24h' });
    expect(texas).toMatchObject({ totalCount: 0, edges: [] });
    const anonymous = await s.gql(DOCUMENTED, { f: filter });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('nobody without settings reads the admin dashboard; external and reviewer users read no dashboard', async () => {
    expect((await fails(s, 'reports-only', ADMIN, { f: filter })).extensions?.code).toBe('FORBIDDEN');
    for (const user of ['ext', 'rev', 'external', 'reviewer']) {
      for (const query of [ADMIN, REPORT, CBR, VISITS, DOCUMENTED])
        expect((await fails(s, user, query, { f: filter })).extensions?.code).toBe('FORBIDDEN');
    }
    const report = await ok<{ encounters: { market: string; total: number }[] }>(s, 'reports-only', REPORT, { f: filter });
    expect(report.encounters.map((r) => r.market)).toEqual(['FL', 'All markets']);
    expect(report.encounters[0]?.total).toBe(4);
    // CBR: not for a user without cbrbeta, whatever their permissions (administrators: with EnableCBRReport, on in the demo).
    expect((await fails(s, 'fl-admin', CBR, { f: filter })).extensions?.code).toBe('FORBIDDEN');
    await ok(s, 'admin', CBR, { f: filter });
    const anonymous = await s.gql(ADMIN, { f: filter });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('bad filters are BAD_USER_INPUT naming the field, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ from: to, to: from }, 'filter.to'],
      [{ from: '2020-01-01', to }, 'filter.to'],
      [{ from: 'yesterday', to }, 'filter.from'],
      [{ ...filter, market: 'ZZ' }, 'filter.market'],
      [{ ...filter, practitionerId: 'nope' }, 'filter.practitionerId'],
    ];
    for (const [f, field] of cases) {
      const error = await fails(s, 'admin', ADMIN, { f });
      expect(error.extensions, JSON.stringify(f)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    expect((await fails(s, 'admin', VISITS, { f: filter, outcome: 'lost' })).extensions).toMatchObject({ field: 'outcome' });
    expect((await fails(s, 'admin', VISITS, { f: filter, day: '1999-01-01' })).extensions).toMatchObject({ field: 'day' });
    expect((await fails(s, 'admin', DOCUMENTED, { f: filter, signing: 'soon' })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'signing',
    });
    expect((await fails(s, 'admin', DOCUMENTED, { f: filter, day: '1999-01-01' })).extensions).toMatchObject({ field: 'day' });
    expect((await fails(s, 'clinician', REPORT_SYNC, { d: randomUUID(), p: -1 })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'pending',
    });
  });

  it("a device's report is its user's own row; the admin dashboard lists it with its age, and stale after a day", async () => {
    const deviceId = randomUUID();
    const first = await ok<{ pending: number; stale: boolean; lastSyncedAt: string | null }>(s, 'clinician', REPORT_SYNC, {
      d: deviceId,
      p: 2,
    });
    expect(first).toMatchObject({ pending: 2, stale: false, lastSyncedAt: null });
    const synced = await ok<{ lastSyncedAt: string | null }>(s, 'clinician', REPORT_SYNC, { d: deviceId, p: 0 });
    expect(synced.lastSyncedAt).not.toBeNull();
    // Another user's report of the same device id is their own row: it changes nothing of the clinician's.
    await ok(s, 'coordinator', REPORT_SYNC, { d: deviceId, p: 5 });
    await s.db.execute(
      sql`update device_sync set last_synced_at = now() - interval '30 hours' where device_id = ${deviceId} and pending = 0`,
    );
    const d = await ok<{
      devices: { deviceId: string; userId: string; userName: string; pending: number; stale: boolean }[];
      staleDevices: number;
    }>(s, 'admin', ADMIN, { f: filter });
    const mine = d.devices.filter((x) => x.deviceId === deviceId);
    expect(mine).toHaveLength(2);
    // Each row names its user (a row opens them in user administration, SPEC §2 /users/:userId).
    expect(mine.map((x) => x.userId).sort()).toEqual([s.user('clinician').id, s.user('coordinator').id].sort());
    expect(mine.find((x) => x.pending === 0)?.stale).toBe(true);
    expect(d.staleDevices).toBe(1);
    // A Texas administrator does not see the Florida clinician's device.
    const texas = await ok<{ devices: { deviceId: string }[] }>(s, 'tx-admin', ADMIN, { f: filter });
    expect(texas.devices).toEqual([]);
  });

  it('CSV exports: the report and CBR as files, formulas escaped, refused like the queries', async () => {
    const evil = await addPractitioner(s, 'FL');
    const row = await stores.practitioner.read(s.db, evil.practitionerId);
    if (!row) throw new Error('no practitioner');
    await stores.practitioner.update(
      s.db,
      row.id,
      { ...row.content, name: [{ use: 'official', given: ['=HYPERLINK("x")'], family: 'Evil' }] },
      row.versionId,
      {
        authorId: null,
      },
    );
    const [patient] = await s.addPatients([makePatient('Csv', 'Case')]);
    if (!patient) throw new Error('no patient');
    await visit(evil, patient.id, 1, 'noshow');
    const get = async (path: string, user: string) => s.fetch(path, { headers: { authorization: `Bearer ${await s.token(user)}` } });
    const cbr = await get(`/api/dashboards/cbr.csv?from=${from}&to=${to}`, 'admin');
    expect(cbr.status).toBe(200);
    expect(cbr.headers.get('content-type')).toContain('text/csv');
    expect(cbr.headers.get('content-disposition')).toContain(`cbr-benchmark-${from}-to-${to}.csv`);
    const text = await cbr.text();
    expect(text.split('\n')[0]).toBe(
      'Clinician,Scheduled,Made,Missed,Missed rate,Canceled,Canceled rate,Documented,Signed within 24 h,Signed within 24 h rate',
    );
    expect(text).toContain(`"'=HYPERLINK(""x"") Evil",1,0,1,100.0 %`);
    expect(text).toContain('Pat Practitioner FL,7,4,1,14.3 %,1,14.3 %,4,3,75.0 %');
    const report = await get(`/api/dashboards/report.csv?from=${from}&to=${to}&market=TX`, 'reports-only');
    expect(report.status).toBe(200);
    expect((await report.text()).trim().split('\n')).toEqual([
      'Market,Encounters,Planned,In progress,Finished,Canceled,SOC,EVL/EO,RE/RA,FU',
      'All markets,0,0,0,0,0,0,0,0,0',
    ]);
    expect((await get(`/api/dashboards/report.csv?from=${from}&to=${to}`, 'ext')).status).toBe(403);
    expect((await get(`/api/dashboards/cbr.csv?from=${from}&to=${to}`, 'reports-only')).status).toBe(403);
    const bad = await get(`/api/dashboards/report.csv?from=${to}&to=${from}`, 'admin');
    expect(bad.status).toBe(400);
  });
});
