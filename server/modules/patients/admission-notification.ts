// SPEC §3 Event 'admission-status-changed': what an admission's status change raises (holds,
// resume, readmit: admission-mutations.ts; discharge ordered, discharged, back to active:
// discharge-request-service.ts). The one who changed it is not told.
import { admissionLabel } from '../../../src/domain/patients/admission-status.ts';
import type { EpisodeOfCare } from '../../../src/domain/resources.ts';
import type { RaisedEvent } from '../notifications/notification-fanout.ts';

export const admissionChanged = (
  patientId: string,
  admissionId: string,
  status: EpisodeOfCare['status'],
  byUserId: string,
): RaisedEvent => ({
  eventCode: 'admission-status-changed',
  patientId,
  admissionId,
  resourceType: 'EpisodeOfCare',
  resourceId: admissionId,
  description: `The admission is now ${admissionLabel(status)}.`,
  excludeUserIds: [byUserId],
});
