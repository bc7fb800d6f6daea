// SPEC §2 chart tab 'Alerts': the patient's alerts (active first), a new alert with its category,
// text and dates, and deactivating one (it ends on the patient's today). The chart counts the
// active ones (patients/patient-repository.ts chartCounts).
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Flag } from '../../../src/domain/chart/chart-records.ts';
import { calendarDateIn } from '../../../src/domain/format.ts';
import { timeZoneForState } from '../../../src/domain/time-zone.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { badInput } from '../../errors.ts';
import { type PageArgs, pagedList, parseTerm } from '../shared/paging.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import { parseAlertInput, parseAlertStatus, parsePatientId, parseRecordVersion } from './chart-record-input.ts';
import { chartRecordRepository } from './chart-record-repository.ts';
import { toAlertView } from './chart-record-views.ts';
import { authorizeChange, authorOf, changeRecord, patientRef } from './chart-record-writes.ts';

type Maybe<T> = T | null | undefined;

export function createAlertService(db: Database) {
  return {
    async list(user: SessionUser | null, args: PageArgs & { patientId: string; status?: Maybe<string>; term?: Maybe<string> }) {
      const me = authorize(user, 'Query.PatientAlertList');
      const patientId = parsePatientId(args.patientId);
      const filter = { status: parseAlertStatus(args.status), term: parseTerm(args.term) };
      await assertCanReadPatient(db, me, patientId);
      return pagedList(args, (page) => chartRecordRepository.alerts(db, patientId, filter, page), toAlertView);
    },

    async add(user: SessionUser | null, input: unknown) {
      const me = authorizeChange(user, 'Mutation.addPatientAlert');
      const alert = parseAlertInput(input);
      await assertCanReadPatient(db, me, alert.patientId);
      const content: Flag = {
        status: 'active',
        subject: patientRef(alert.patientId),
        category: alert.category,
        text: alert.text,
        period: alert.end ? { start: alert.start, end: alert.end } : { start: alert.start },
        author: authorOf(me),
      };
      return toAlertView(await stores.flag.create(db, content, { authorId: me.id }));
    },

    async deactivate(user: SessionUser | null, input: unknown) {
      const me = authorizeChange(user, 'Mutation.deactivatePatientAlert');
      const { id, versionId } = parseRecordVersion(input);
      const saved = await changeRecord(db, me, {
        store: stores.flag,
        what: 'Alert',
        patientOf: (f) => f.subject,
        id,
        versionId,
        apply: async (flag, { tx, patientId }) => {
          if (flag.status !== 'active') throw badInput('This alert is already inactive.', 'status');
          // It ends on the patient's today (SPEC §9 time zone by state), or on its start when that is later.
          const state = await chartRecordRepository.patientState(tx, patientId);
          const today = calendarDateIn(new Date().toISOString(), timeZoneForState(state));
          const ended: Flag = {
            ...flag,
            status: 'inactive',
            period: { ...flag.period, end: today < flag.period.start ? flag.period.start : today },
          };
          return ended;
        },
      });
      return toAlertView(saved);
    },
  };
}
