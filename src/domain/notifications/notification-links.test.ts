import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../access';
import { type NotificationSubject, notificationCardLink, notificationLink } from './notification-links';

const user = (jobFunctions: SessionUser['jobFunctions']): SessionUser => ({
  id: 'u-1',
  email: 'u@demo.test',
  givenName: 'U',
  familyName: 'One',
  userType: 'internal',
  roles: ['staff'],
  jobFunctions,
  permissions: ['patient'],
  practitionerId: null,
  hasPin: true,
});
const clinician = user(['clin']);
const coordinator = user(['cmon']);

const subject = (over: Partial<NotificationSubject>): NotificationSubject => ({
  code: null,
  patientId: 'pt-1',
  admissionId: null,
  orderId: null,
  serviceRequestId: null,
  documentId: null,
  ...over,
});

describe('notificationLink (SPEC §2 notification clicks)', () => {
  it('opens the admissions of the patient for an admission event', () => {
    expect(notificationLink(subject({ code: 'admission-status-changed' }), coordinator)).toBe('/patients/pt-1/admissions');
    expect(notificationLink(subject({ code: 'admission-status-changed', patientId: null }), coordinator)).toBeNull();
  });

  it('opens My Schedule for clinicians and the patient for others on encounter events', () => {
    for (const code of ['encounter-signed', 'encounter-checked-in']) {
      expect(notificationLink(subject({ code }), clinician)).toBe('/my-schedule');
      expect(notificationLink(subject({ code }), user(['advclin']))).toBe('/my-schedule');
      expect(notificationLink(subject({ code }), user(['lic-clin']))).toBe('/my-schedule');
      expect(notificationLink(subject({ code }), coordinator)).toBe('/patients/pt-1');
    }
  });

  it('opens the past order when both ids are known, else the orders', () => {
    expect(notificationLink(subject({ code: 'order-created', orderId: 'o-1', serviceRequestId: 'sr-2' }), coordinator)).toBe(
      '/patients/pt-1/past-orders/o-1/sr-2',
    );
    expect(notificationLink(subject({ code: 'order-created', orderId: 'o-1' }), coordinator)).toBe('/patients/pt-1/orders');
    expect(notificationLink(subject({ code: 'order-created', serviceRequestId: 'sr-2' }), clinician)).toBe('/patients/pt-1/orders');
  });

  it('opens the CCD document, or the patient when an id is missing', () => {
    expect(notificationLink(subject({ code: 'ccd-document-ready', admissionId: 'a-1', documentId: 'd-9' }), coordinator)).toBe(
      '/patients/pt-1/admissions/a-1/ccd/documents/CCD/d-9',
    );
    expect(notificationLink(subject({ code: 'ccd-document-ready', admissionId: 'a-1' }), coordinator)).toBe('/patients/pt-1');
  });

  it('opens the waiting room for a waiting-room request', () => {
    expect(notificationLink(subject({ code: 'waiting-room-request', patientId: null }), clinician)).toBe('/waiting-room');
  });

  it('opens the patient for an event it does not know, and nothing without a patient', () => {
    expect(notificationLink(subject({ code: 'something-new' }), coordinator)).toBe('/patients/pt-1');
    expect(notificationLink(subject({ code: null, patientId: null }), coordinator)).toBeNull();
  });

  it('encodes ids as path segments', () => {
    expect(notificationLink(subject({ code: 'admission-status-changed', patientId: 'a/b' }), coordinator)).toBe(
      '/patients/a%2Fb/admissions',
    );
  });
});

describe('notificationCardLink', () => {
  it('is the patient, or nothing without one', () => {
    expect(notificationCardLink({ patientId: 'pt-1' })).toBe('/patients/pt-1');
    expect(notificationCardLink({ patientId: null })).toBeNull();
  });
});
