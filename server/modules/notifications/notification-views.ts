// Rows → the GraphQL shapes of SPEC §3 Notification, Event and Job function record (plain JSON:
// a notification also travels over pub/sub as onNotificationAdded).

import type { EventRow, JobFunctionRow } from './job-function-repository.ts';
import type { NotificationRow } from './notification-repository.ts';

export interface NotificationView {
  _id: string;
  /** The replay cursor (DESIGN §8 'Realtime'): the row's seq. */
  cursor: string;
  viewed: boolean;
  createdAt: string;
  event: { code: string | null; title: string; description: string };
  resource: { admissionId: string | null };
  meta: { patientId: string | null; patientName: string | null; practitionerId: string | null; practitionerName: string | null };
  resourceDetails: {
    resourceType: string | null;
    id: string | null;
    instantiatesCanonical: string | null;
    orderId: string | null;
    serviceRequestId: string | null;
    documentId: string | null;
  };
  notify: string | null;
}

export const toNotificationView = (r: NotificationRow): NotificationView => ({
  _id: r.id,
  cursor: String(r.seq),
  viewed: r.viewed,
  createdAt: r.createdAt.toISOString(),
  event: { code: r.eventCode, title: r.eventTitle, description: r.eventDescription },
  resource: { admissionId: r.admissionId },
  meta: { patientId: r.patientId, patientName: r.patientName, practitionerId: r.practitionerId, practitionerName: r.practitionerName },
  resourceDetails: {
    resourceType: r.resourceType,
    id: r.resourceId,
    instantiatesCanonical: r.details.instantiatesCanonical ?? null,
    orderId: r.details.orderId ?? null,
    serviceRequestId: r.details.serviceRequestId ?? null,
    documentId: r.details.documentId ?? null,
  },
  notify: r.notify,
});

/** What onNotificationAdded delivers (the payload published to the user's topic). */
export interface NotificationAddedPayload {
  onNotificationAdded: NotificationView;
}

export interface EventView {
  _id: string;
  title: string;
  description: string;
  status: string;
}

export const toEventView = (e: EventRow): EventView => ({ _id: e.code, title: e.title, description: e.description, status: e.status });

export interface JobFunctionView {
  _id: string;
  code: string;
  title: string;
  description: string;
  status: string;
  events: EventView[];
}

/** A job function with its events (codes no longer among the events are left out). */
export function toJobFunctionView(j: JobFunctionRow, events: readonly EventRow[]): JobFunctionView {
  const byCode = new Map(events.map((e) => [e.code, e]));
  return {
    _id: j.code,
    code: j.code,
    title: j.title,
    description: j.description,
    status: j.status,
    events: j.events.flatMap((code) => {
      const e = byCode.get(code);
      return e ? [toEventView(e)] : [];
    }),
  };
}
