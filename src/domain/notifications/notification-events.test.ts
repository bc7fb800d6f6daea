import { describe, expect, it } from 'vitest';
import { JOB_FUNCTION_TITLES, JOB_FUNCTIONS } from '../access';
import {
  DEFAULT_JOB_FUNCTIONS,
  DEFAULT_SUBSCRIPTIONS,
  isNotificationEventCode,
  NOTIFICATION_EVENT_CODES,
  NOTIFICATION_EVENTS,
  notificationEventTitle,
} from './notification-events';

describe('notification events (SPEC §3 Event)', () => {
  it('lists every code once, each with a title and a description', () => {
    expect(NOTIFICATION_EVENTS.map((e) => e.code)).toEqual([...NOTIFICATION_EVENT_CODES]);
    for (const event of NOTIFICATION_EVENTS) {
      expect(event.title).not.toBe('');
      expect(event.description).not.toBe('');
    }
  });

  it('titles the waiting-room request exactly as SPEC §2 words it', () => {
    expect(notificationEventTitle('waiting-room-request')).toBe('New waiting room request');
    expect(notificationEventTitle('order-created')).toBe('New order');
    expect(notificationEventTitle('unknown')).toBe('unknown');
  });

  it('knows its codes only', () => {
    expect(isNotificationEventCode('encounter-signed')).toBe(true);
    expect(isNotificationEventCode('Encounter signed')).toBe(false);
  });
});

describe('default subscriptions (SPEC §6)', () => {
  it('subscribes clinicians, case managers, lead clinicians and PCC staff', () => {
    expect(DEFAULT_SUBSCRIPTIONS.clin).toEqual(['admission-status-changed', 'order-created', 'encounter-signed']);
    expect(DEFAULT_SUBSCRIPTIONS.cmon).toEqual(['admission-status-changed', 'encounter-signed', 'ccd-document-ready']);
    expect(DEFAULT_SUBSCRIPTIONS.leadclin).toEqual(DEFAULT_SUBSCRIPTIONS.cmon);
    expect(DEFAULT_SUBSCRIPTIONS.pons).toEqual(['admission-status-changed', 'order-created', 'ccd-document-ready']);
    expect(DEFAULT_SUBSCRIPTIONS.poff).toEqual(DEFAULT_SUBSCRIPTIONS.pons);
  });

  it('sends the waiting-room request to telemedicine clinicians only', () => {
    const receivers = JOB_FUNCTIONS.filter((code) => DEFAULT_SUBSCRIPTIONS[code].includes('waiting-room-request'));
    expect(receivers).toEqual(['telemedicine-clinician']);
  });

  it('leaves every other job function unsubscribed', () => {
    const subscribed = new Set(['clin', 'cmon', 'leadclin', 'pons', 'poff', 'telemedicine-clinician']);
    for (const code of JOB_FUNCTIONS.filter((c) => !subscribed.has(c))) expect(DEFAULT_SUBSCRIPTIONS[code]).toEqual([]);
  });

  it('has one record per job function with its title', () => {
    expect(DEFAULT_JOB_FUNCTIONS.map((j) => j.code)).toEqual([...JOB_FUNCTIONS]);
    for (const j of DEFAULT_JOB_FUNCTIONS) expect(j.title).toBe(JOB_FUNCTION_TITLES[j.code]);
  });
});
