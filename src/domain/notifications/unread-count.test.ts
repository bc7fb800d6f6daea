import { describe, expect, it } from 'vitest';
import { nextUnreadCount } from './unread-count';

describe('nextUnreadCount', () => {
  it('goes down by one when a notification is viewed, never below 0', () => {
    expect(nextUnreadCount(3, { kind: 'viewed' })).toBe(2);
    expect(nextUnreadCount(1, { kind: 'viewed' })).toBe(0);
    expect(nextUnreadCount(0, { kind: 'viewed' })).toBe(0);
  });

  it('is 0 once all are marked viewed', () => {
    expect(nextUnreadCount(12, { kind: 'all-viewed' })).toBe(0);
    expect(nextUnreadCount(0, { kind: 'all-viewed' })).toBe(0);
  });

  it('goes up by one for a new unviewed notification only', () => {
    expect(nextUnreadCount(0, { kind: 'added', viewed: false })).toBe(1);
    expect(nextUnreadCount(4, { kind: 'added', viewed: true })).toBe(4);
  });
});
