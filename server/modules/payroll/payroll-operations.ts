// The pay periods' reads (SPEC §7 GetPayPeriodEncounterHistory, GetPayPeriodEncounters), declared
// for the reader (DESIGN §5). Whose: a clinician's own pay periods (/account/pay-period-history),
// or, to payroll staff (permission financial), those of the clinicians whose records they may read
// (shared/encounter-access.ts); anyone else is refused (FORBIDDEN), an unknown clinician NOT_FOUND.
// A period's days are the clinician's (their time zone).
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { hasPermission, type SessionUser } from '../../../src/domain/access.ts';
import type { OperationName } from '../../../src/domain/operation-permissions.ts';
import { adpFileNumber } from '../../../src/domain/payroll/adp-export.ts';
import { encounterStats, type PayPeriodDays, payPeriodHistory, payPeriodOf } from '../../../src/domain/payroll/pay-periods.ts';
import { displayName, type Practitioner } from '../../../src/domain/resources.ts';
import { timeZoneForState } from '../../../src/domain/time-zone.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { forbidden, notFound } from '../../errors.ts';
import { assertCanReadPractitionerRecords } from '../shared/encounter-access.ts';
import { pagedList } from '../shared/paging.ts';
import { defineQuery, type WriteTarget } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { type HistoryInput, type PeriodInput, parseHistory, parsePayrollPeriod, parsePeriod } from './payroll-input.ts';
import { type PayEncounterRow, payrollRepository } from './payroll-repository.ts';

/** GET /api/payroll/{payPeriodId}/adp.csv (Payroll Info's export). */
export const ADP_EXPORT_OPERATION = 'GET /api/payroll/:payPeriodId/adp.csv' satisfies OperationName;

/** Where a clinician's employee id is (their ADP file number's digits). */
const EMPLOYEE_ID_SYSTEM = 'urn:demo:employee-id';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The clinician whose pay periods are read: the caller's own, or one payroll staff may read. */
const payClinician: WriteTarget<{ practitionerId: string }, ResourceRow<Practitioner>> = {
  kind: 'clinician',
  async resolve(db: Executor, me: SessionUser, { practitionerId }) {
    // An unknown clinician is NOT_FOUND; one that exists but is not the caller's to read, FORBIDDEN.
    const row = await stores.practitioner.read(db, practitionerId);
    if (!row) throw notFound('Practitioner');
    if (practitionerId !== me.practitionerId) {
      if (!hasPermission(me, 'financial')) throw forbidden();
      await assertCanReadPractitionerRecords(db, me, practitionerId);
    }
    return row;
  },
};

const zoneOf = (clinician: ResourceRow<Practitioner>) => timeZoneForState(clinician.content.address[0]?.state);
const localDay = (at: Date, zone: string) => dayjs(at).tz(zone).format('YYYY-MM-DD');
/** The instants of a run of the clinician's days: from the first's midnight to the midnight after the last. */
const window = (first: string, last: string, zone: string) => ({
  from: dayjs.tz(first, zone).toDate(),
  to: dayjs.tz(dayjs.utc(last).add(1, 'day').format('YYYY-MM-DD'), zone).toDate(),
});

const periodView = (period: PayPeriodDays, today: string, visits: readonly PayEncounterRow[]) => ({
  ...period,
  current: today >= period.start && today <= period.end,
  encounterStats: encounterStats(visits),
});

/**
 * The clinicians with ADP sync on the caller may read, each with the period's counts (their own
 * days): the visits of all of them are read in one statement, over the span of every clinician's
 * window, and each clinician keeps those inside their own.
 */
async function adpCounts(db: Executor, me: SessionUser, period: PayPeriodDays) {
  const readable: { clinician: ResourceRow<Practitioner>; from: Date; to: Date }[] = [];
  for (const clinician of await payrollRepository.adpClinicians(db)) {
    const may = await assertCanReadPractitionerRecords(db, me, clinician.id).then(
      () => true,
      () => false,
    );
    if (may) readable.push({ clinician, ...window(period.start, period.end, zoneOf(clinician)) });
  }
  if (readable.length === 0) return [];
  const from = new Date(Math.min(...readable.map((r) => r.from.getTime())));
  const to = new Date(Math.max(...readable.map((r) => r.to.getTime())));
  const visits = await payrollRepository.visitsOfMany(
    db,
    readable.map((r) => r.clinician.id),
    from,
    to,
  );
  return readable.map(({ clinician, from: start, to: end }) => {
    const own = (visits.get(clinician.id) ?? []).filter((v) => v.periodStart && v.periodStart >= start && v.periodStart < end);
    return { clinician, stats: encounterStats(own) };
  });
}

const employeeId = (p: Practitioner) => p.identifier?.find((i) => i.system === EMPLOYEE_ID_SYSTEM)?.value ?? null;

export const payrollQueries = {
  /** Payroll Info (SPEC §2 /payroll-info): a period's counts of every clinician with ADP sync on the caller may read. */
  info: defineQuery({
    operation: 'Query.PayrollInfo',
    input: parsePayrollPeriod,
    target: noTarget,
    read: async ({ db, me, input }) => {
      const today = dayjs().tz(timeZoneForState(null)).format('YYYY-MM-DD');
      const rows = await adpCounts(db, me, input.period);
      return {
        payPeriod: periodView(input.period, today, []),
        clinicians: rows
          .map(({ clinician, stats }) => ({
            practitionerId: clinician.id,
            name: displayName(clinician.content.name),
            fileNumber: adpFileNumber(employeeId(clinician.content)),
            encounterStats: stats,
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      };
    },
  }),

  /** GET /api/payroll/{payPeriodId}/adp.csv: the same counts, as ADP's import file (src/domain/payroll/adp-export.ts). */
  adpExport: defineQuery({
    operation: ADP_EXPORT_OPERATION,
    input: parsePayrollPeriod,
    target: noTarget,
    read: async ({ db, me, input }) => {
      const rows = await adpCounts(db, me, input.period);
      return rows.flatMap(({ clinician, stats }) => {
        const fileNumber = adpFileNumber(employeeId(clinician.content));
        return fileNumber ? [{ fileNumber, stats }] : [];
      });
    },
  }),

  history: defineQuery({
    operation: 'Query.GetPayPeriodEncounterHistory',
    input: parseHistory,
    target: payClinician,
    read: ({ db, input, target }: { db: Executor; input: HistoryInput; target: ResourceRow<Practitioner> }) => {
      const zone = zoneOf(target);
      const today = localDay(new Date(), zone);
      return pagedList(
        input.page,
        async ({ offset, limit }) => {
          const first = await payrollRepository.firstVisit(db, target.id);
          const { periods, total } = payPeriodHistory(first ? localDay(first, zone) : null, today, offset, limit);
          const oldest = periods.at(-1);
          const newest = periods[0];
          const span = oldest && newest ? window(oldest.start, newest.end, zone) : null;
          const visits = span ? await payrollRepository.visitsBetween(db, target.id, span.from, span.to) : [];
          const byPeriod = new Map<string, PayEncounterRow[]>();
          for (const v of visits) {
            if (!v.periodStart) continue;
            const id = payPeriodOf(localDay(v.periodStart, zone)).id;
            byPeriod.set(id, [...(byPeriod.get(id) ?? []), v]);
          }
          return { rows: periods.map((p) => periodView(p, today, byPeriod.get(p.id) ?? [])), totalCount: total };
        },
        (row) => row,
      );
    },
  }),

  encounters: defineQuery({
    operation: 'Query.GetPayPeriodEncounters',
    input: parsePeriod,
    target: payClinician,
    read: async ({ db, input, target }: { db: Executor; input: PeriodInput; target: ResourceRow<Practitioner> }) => {
      const zone = zoneOf(target);
      const { from, to } = window(input.period.start, input.period.end, zone);
      const visits = await payrollRepository.visitsBetween(db, target.id, from, to);
      return {
        payPeriod: periodView(input.period, localDay(new Date(), zone), visits),
        practitionerId: target.id,
        practitionerName: displayName(target.content.name),
        timeZone: zone,
        encounters: visits
          .filter((v) => v.status !== 'cancelled')
          .map((v) => ({
            id: v.id,
            appointmentId: v.appointmentId,
            patientId: v.patientId,
            patientName: displayName(v.patientNames ?? []),
            start: v.periodStart?.toISOString() ?? null,
            type: v.type,
            status: v.status,
            stateText: v.stateText,
          })),
      };
    },
  }),
};
