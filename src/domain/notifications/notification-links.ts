// SPEC §2 'Notification clicks navigate to …': where a notification takes its reader, by event.
// Admission events open the patient's admissions; encounter events open My Schedule for a
// clinician (SPEC §6 clinician helpers) and the patient for anyone else; order events open the
// past order when the notification names it, else the patient's orders; a CCD document opens
// the document; a waiting-room request opens the waiting room. The card itself opens the patient.
// The event codes are the server's (SPEC §3 Event `_id`, notification-events.ts).
import { isClinician, type SessionUser } from '../access';
import { isNotificationEventCode } from './notification-events';

/** What a notification says about its subject (GraphQL Notification's event, meta, resource, resourceDetails). */
export interface NotificationSubject {
  code: string | null;
  patientId: string | null;
  admissionId: string | null;
  orderId: string | null;
  serviceRequestId: string | null;
  documentId: string | null;
}

const part = (id: string) => encodeURIComponent(id);

/** The card's own link (SPEC §2 'the notification card opens patients/{patientId}'); null without a patient. */
export const notificationCardLink = ({ patientId }: Pick<NotificationSubject, 'patientId'>): string | null =>
  patientId ? `/patients/${part(patientId)}` : null;

/** Where a click on the notification goes; the card's link when the event names too little, null when nothing fits. */
export function notificationLink(subject: NotificationSubject, user: SessionUser): string | null {
  const { code, patientId, admissionId, orderId, serviceRequestId, documentId } = subject;
  const patient = notificationCardLink(subject);
  // An event this client does not know yet (or a notification older than event codes) opens the patient.
  if (!code || !isNotificationEventCode(code)) return patient;
  switch (code) {
    case 'admission-status-changed':
      return patientId ? `${patient}/admissions` : null;
    case 'encounter-signed':
    case 'encounter-checked-in':
      return isClinician(user) ? '/my-schedule' : patient;
    case 'order-created':
      if (!patientId) return null;
      return orderId && serviceRequestId ? `${patient}/past-orders/${part(orderId)}/${part(serviceRequestId)}` : `${patient}/orders`;
    case 'ccd-document-ready':
      return patientId && admissionId && documentId
        ? `${patient}/admissions/${part(admissionId)}/ccd/documents/CCD/${part(documentId)}`
        : patient;
    case 'waiting-room-request':
      return '/waiting-room';
  }
}
