// SPEC §3/§4 admission holds: put on hold with a reason (a hospitalized patient's hospital kept
// as the admission's contained organization), 'Resume Admission', 'Remove hold'; and 'Readmit' of
// a discharged admission with its readmit reason (SPEC §3 'readmit with other-text'). Each
// change checks the permission, the patient access rule on the admission's patient, the version
// the user saw (CONFLICT when someone changed it since), and the transition rule shared with the
// screen (src/domain/patients/admission-actions.ts); it closes the current status period and opens
// the next, and the store keeps the version with who and when (resource history). Each change
// raises 'admission-status-changed' (SPEC §3 Event) in its transaction, published after commit.
import * as v from 'valibot';
import type { SessionUser } from '../../../src/domain/access.ts';
import { mayChangeChart } from '../../../src/domain/chart/chart-record-access.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import {
  ADMISSION_ACTIONS,
  admissionTransition,
  HOLD_REASON_CODES,
  HOSPITAL_ID,
  HOSPITAL_NAME_MAX,
  type HoldReason,
  READMIT_REASON_CODES,
  READMIT_TEXT_MAX,
} from '../../../src/domain/patients/admission-actions.ts';
import { withAdmissionStatus } from '../../../src/domain/patients/admission-history.ts';
import type { EpisodeOfCare } from '../../../src/domain/resources.ts';
import { textField } from '../../../src/domain/validation/fields.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { ConflictError } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { AppError, badInput, forbidden, notFound } from '../../errors.ts';
import type { RaiseNotification } from '../notifications/notification-fanout.ts';
import { isId, parseId } from '../shared/ids.ts';
import { parseInput } from '../shared/input.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import { admissionChanged } from './admission-notification.ts';
import { type AdmissionView, toAdmissionView } from './patient-views.ts';

export const ADMISSION_CONFLICT = 'This admission was changed by someone else. Refresh to see the change, then try again.';

const ChangeInput = v.object({
  admissionId: v.string(),
  versionId: v.pipe(
    v.number('versionId must be a number'),
    v.integer('versionId must be a whole number'),
    v.minValue(1, 'versionId must be at least 1'),
  ),
  action: v.picklist(ADMISSION_ACTIONS, `action must be one of ${ADMISSION_ACTIONS.join(', ')}`),
  reason: v.nullish(v.picklist(HOLD_REASON_CODES, `reason must be one of ${HOLD_REASON_CODES.join(', ')}`)),
  readmitReason: v.nullish(v.picklist(READMIT_REASON_CODES, `readmitReason must be one of ${READMIT_REASON_CODES.join(', ')}`)),
  readmitText: v.nullish(textField({ max: READMIT_TEXT_MAX }), ''),
  hospitalName: v.nullish(textField({ max: HOSPITAL_NAME_MAX }), ''),
});

export interface AdmissionChange {
  admissionId: string;
  versionId: number;
  action: string;
  reason?: string | null | undefined;
  readmitReason?: string | null | undefined;
  readmitText?: string | null | undefined;
  hospitalName?: string | null | undefined;
}

export function createAdmissionMutations(db: Database, raise: RaiseNotification) {
  return {
    async change(user: SessionUser | null, input: AdmissionChange): Promise<AdmissionView> {
      const me = authorize(user, 'Mutation.changeAdmissionStatus');
      // External users may be shown a chart but never change it (SPEC §6).
      if (!mayChangeChart(me, 'Mutation.changeAdmissionStatus')) throw forbidden();
      const parsed = parseInput(ChangeInput, input);
      const admissionId = parseId(parsed.admissionId, 'admissionId');
      const { view, publish } = await db.transaction(async (tx) => {
        const row = await stores.episodeOfCare.read(tx, admissionId, { forUpdate: true });
        if (!row) throw notFound('Admission');
        const patientId = row.content.patient.reference.split('/')[1] ?? '';
        if (!isId(patientId)) throw notFound('Admission');
        await assertCanReadPatient(tx, me, patientId);
        if (row.versionId !== parsed.versionId) throw conflict(row.versionId);
        const reason: HoldReason | null = parsed.action === 'hold' ? (parsed.reason ?? null) : null;
        const readmit = parsed.action === 'readmit' ? { code: parsed.readmitReason ?? null, text: parsed.readmitText } : null;
        const next = admissionTransition(row.content.status, parsed.action, {
          reason,
          readmitReason: readmit?.code ?? null,
          readmitText: readmit?.text ?? null,
        });
        if (!next.ok) throw badInput(next.message, next.field);
        const content: EpisodeOfCare = withAdmissionStatus(row.content, next.status, new Date().toISOString());
        if (reason) content.holdReason = reason;
        else delete content.holdReason;
        // The hospital belongs to a hospitalized hold: kept while it lasts, named when given.
        const hospital = reason === 'hospitalized' ? parsed.hospitalName : '';
        const others = (content.contained ?? []).filter((c) => c.id !== HOSPITAL_ID);
        content.contained = hospital ? [...others, { resourceType: 'Organization', id: HOSPITAL_ID, name: hospital }] : others;
        if (content.contained.length === 0) delete content.contained;
        if (readmit?.code) {
          // A readmitted admission is open again (planned), with why.
          content.readmitReason =
            readmit.code === 'other' && readmit.text ? { code: readmit.code, text: readmit.text } : { code: readmit.code };
          content.period = { start: content.period.start };
        }
        try {
          const now = new Date();
          const saved = await stores.episodeOfCare.update(tx, admissionId, content, row.versionId, { authorId: me.id, now });
          const notified = await raise(tx, admissionChanged(patientId, admissionId, next.status, me.id), now);
          return { view: toAdmissionView(saved), publish: notified };
        } catch (error) {
          if (error instanceof ConflictError) throw conflict(error.currentVersion);
          throw error;
        }
      });
      await publish();
      return view;
    },
  };
}

const conflict = (currentVersion: number) => new AppError(ERROR_CODES.CONFLICT, ADMISSION_CONFLICT, { currentVersion });

export type AdmissionMutations = ReturnType<typeof createAdmissionMutations>;
