// SPEC §2 chart tab 'Alerts': the patient's alerts (active first), a new alert with its category,
// text and dates, and deactivating one (it ends on the patient's today). The chart counts the
// active ones (patients/patient-repository.ts chartCounts).
import type { SessionUser } from '../../../src/domain/access.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { type PageArgs, pagedList, parseTerm } from '../shared/paging.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { parseAlertStatus, parsePatientId } from './chart-record-input.ts';
import type { ChartRecordWrites } from './chart-record-operations.ts';
import { chartRecordRepository } from './chart-record-repository.ts';
import { toAlertView } from './chart-record-views.ts';

type Maybe<T> = T | null | undefined;

export function createAlertService(db: Database, pipeline: WritePipeline, writes: ChartRecordWrites) {
  return {
    async list(user: SessionUser | null, args: PageArgs & { patientId: string; status?: Maybe<string>; term?: Maybe<string> }) {
      const me = authorize(user, 'Query.PatientAlertList');
      const patientId = parsePatientId(args.patientId);
      const filter = { status: parseAlertStatus(args.status), term: parseTerm(args.term) };
      await assertCanReadPatient(db, me, patientId);
      return pagedList(args, (page) => chartRecordRepository.alerts(db, patientId, filter, page), toAlertView);
    },

    add: (user: SessionUser | null, input: unknown) => pipeline.run(writes.addPatientAlert, user, input).then(toAlertView),

    deactivate: (user: SessionUser | null, input: unknown) => pipeline.run(writes.deactivatePatientAlert, user, input).then(toAlertView),
  };
}
