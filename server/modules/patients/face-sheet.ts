// GET /api/patients/{patientId}/face-sheet (SPEC §2 'Face Sheet'): the patient's demographics,
// availability, admissions and coverages as a printable PDF. Guarded like every patient read:
// the operation's permission (patient), then the patient access rule (NOT_FOUND / FORBIDDEN);
// the route sends it with Cache-Control: no-store (patient data).
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { SessionUser } from '../../../src/domain/access.ts';
import type { OperationName } from '../../../src/domain/operation-permissions.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { notFound } from '../../errors.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import { faceSheetSections } from './face-sheet-content.ts';
import { renderFaceSheet } from './face-sheet-pdf.ts';
import { faceSheetRepository } from './face-sheet-repository.ts';
import { parsePatientId } from './patient-input.ts';
import { patientRepository } from './patient-repository.ts';
import { toAdmissionView, toDemographicsView } from './patient-views.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export const FACE_SHEET_OPERATION = 'GET /api/patients/:patientId/face-sheet' satisfies OperationName;

export interface FaceSheetFile {
  fileName: string;
  bytes: Buffer;
}

export function createFaceSheet(db: Database) {
  return {
    async render(user: SessionUser | null, patientIdArg: string, now = new Date()): Promise<FaceSheetFile> {
      const me = authorize(user, FACE_SHEET_OPERATION);
      const patientId = parsePatientId(patientIdArg, 'patientId');
      await assertCanReadPatient(db, me, patientId);
      const row = await patientRepository.read(db, patientId);
      if (!row) throw notFound('Patient');
      const [admissions, coverages] = [
        await patientRepository.admissions(db, patientId),
        await faceSheetRepository.coverages(db, patientId),
      ];
      const payorIds = [...new Set(coverages.flatMap((c) => c.content.payor?.reference.split('/')[1] ?? []))];
      const insurers = await stores.organization.readMany(db, payorIds);
      const today = dayjs(now);
      const demographics = toDemographicsView(row.content, today);
      const sections = faceSheetSections({
        demographics,
        availability: row.content.availability,
        marketName: row.marketName,
        payerName: row.content.payerName ?? null,
        admissions: admissions.map(toAdmissionView),
        coverages,
        insurerNames: new Map(insurers.map((o) => [o.id, o.content.name])),
      });
      const zone = demographics.timeZone;
      const zoneName =
        new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
          .formatToParts(now)
          .find((p) => p.type === 'timeZoneName')?.value ?? '';
      const bytes = await renderFaceSheet({
        patientName: demographics.fullName,
        sections,
        generatedAt: `${today.tz(zone).format('MM/DD/YYYY hh:mm A')} ${zoneName}`.trim(),
      });
      const number = demographics.externalNumber?.replace(/[^A-Za-z0-9-]/g, '');
      return { fileName: `face-sheet-${number || patientId}.pdf`, bytes };
    },
  };
}

export type FaceSheetService = ReturnType<typeof createFaceSheet>;
