// SPEC §3/§4 admission holds: put on hold with a reason, 'Resume Admission', 'Remove hold'. Each
// change checks the permission, the patient access rule on the admission's patient, the version
// the user saw (CONFLICT when someone changed it since), and the transition rule shared with the
// screen (src/domain/patients/admission-actions.ts); it closes the current status period and opens
// the next, and the store keeps the version with who and when (resource history).
import * as v from 'valibot';
import type { SessionUser } from '../../../src/domain/access.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import {
  ADMISSION_ACTIONS,
  admissionTransition,
  HOLD_REASON_CODES,
  type HoldReason,
} from '../../../src/domain/patients/admission-actions.ts';
import type { EpisodeOfCare } from '../../../src/domain/resources.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { ConflictError } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { AppError, badInput, notFound } from '../../errors.ts';
import { isId, parseId } from '../shared/ids.ts';
import { parseInput } from '../shared/input.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
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
});

export interface AdmissionChange {
  admissionId: string;
  versionId: number;
  action: string;
  reason?: string | null | undefined;
}

export function createAdmissionMutations(db: Database) {
  return {
    async change(user: SessionUser | null, input: AdmissionChange): Promise<AdmissionView> {
      const me = authorize(user, 'Mutation.changeAdmissionStatus');
      const parsed = parseInput(ChangeInput, input);
      const admissionId = parseId(parsed.admissionId, 'admissionId');
      return db.transaction(async (tx) => {
        const row = await stores.episodeOfCare.read(tx, admissionId, { forUpdate: true });
        if (!row) throw notFound('Admission');
        const patientId = row.content.patient.reference.split('/')[1] ?? '';
        if (!isId(patientId)) throw notFound('Admission');
        await assertCanReadPatient(tx, me, patientId);
        if (row.versionId !== parsed.versionId) throw conflict(row.versionId);
        const reason: HoldReason | null = parsed.action === 'hold' ? (parsed.reason ?? null) : null;
        const next = admissionTransition(row.content.status, parsed.action, reason);
        if (!next.ok) throw badInput(next.message, next.field);
        const now = new Date().toISOString();
        const history = row.content.statusHistory.map((h, i, all) =>
          i === all.length - 1 && !h.period.end ? { ...h, period: { ...h.period, end: now } } : h,
        );
        const content: EpisodeOfCare = {
          ...row.content,
          status: next.status,
          statusHistory: [...history, { status: next.status, period: { start: now } }],
        };
        if (reason) content.holdReason = reason;
        else delete content.holdReason;
        try {
          const saved = await stores.episodeOfCare.update(tx, admissionId, content, row.versionId, { authorId: me.id });
          return toAdmissionView(saved);
        } catch (error) {
          if (error instanceof ConflictError) throw conflict(error.currentVersion);
          throw error;
        }
      });
    },
  };
}

const conflict = (currentVersion: number) => new AppError(ERROR_CODES.CONFLICT, ADMISSION_CONFLICT, { currentVersion });

export type AdmissionMutations = ReturnType<typeof createAdmissionMutations>;
