import { describe, expect, it } from 'vitest';
import {
  ALERT_CATEGORIES,
  alertCategoryLabel,
  isOverdue,
  ORDER_STATUS,
  orderNextStatuses,
  statusChange,
  TASK_STATUS,
  taskNextStatuses,
  taskPriority,
} from './chart-record-status';

describe('order and referral statuses (SPEC §3 draft, active, completed, revoked)', () => {
  it('a draft becomes active or is revoked; an active one is completed or revoked; the others are final', () => {
    expect(orderNextStatuses('draft')).toEqual(['active', 'revoked']);
    expect(orderNextStatuses('active')).toEqual(['completed', 'revoked']);
    expect(orderNextStatuses('completed')).toEqual([]);
    expect(orderNextStatuses('revoked')).toEqual([]);
  });

  it('refuses any other change in words that name both statuses', () => {
    expect(statusChange(orderNextStatuses, ORDER_STATUS, 'draft', 'active')).toEqual({ ok: true, status: 'active' });
    expect(statusChange(orderNextStatuses, ORDER_STATUS, 'completed', 'active')).toEqual({
      ok: false,
      message: 'A record that is Completed cannot become Active.',
    });
  });

  it('a status it does not know (old data) allows nothing and does not throw', () => {
    expect(orderNextStatuses('on-hold' as never)).toEqual([]);
    expect(statusChange(orderNextStatuses, ORDER_STATUS, 'on-hold' as never, 'active')).toEqual({
      ok: false,
      message: 'A record that is on-hold cannot become Active.',
    });
  });
});

describe('task statuses', () => {
  it('requested tasks start, complete or are cancelled; in-progress ones complete or are cancelled', () => {
    expect(taskNextStatuses('requested')).toEqual(['in-progress', 'completed', 'cancelled']);
    expect(taskNextStatuses('in-progress')).toEqual(['completed', 'cancelled']);
    expect(taskNextStatuses('completed')).toEqual([]);
    expect(taskNextStatuses('cancelled')).toEqual([]);
    expect(statusChange(taskNextStatuses, TASK_STATUS, 'cancelled', 'completed').ok).toBe(false);
  });

  it('a task is overdue when it is open and due before today (calendar dates)', () => {
    expect(isOverdue({ status: 'requested', dueDate: '2026-05-09' }, '2026-05-10')).toBe(true);
    expect(isOverdue({ status: 'in-progress', dueDate: '2026-05-09' }, '2026-05-10')).toBe(true);
    expect(isOverdue({ status: 'requested', dueDate: '2026-05-10' }, '2026-05-10')).toBe(false);
    expect(isOverdue({ status: 'completed', dueDate: '2026-05-01' }, '2026-05-10')).toBe(false);
    expect(isOverdue({ status: 'cancelled', dueDate: '2026-05-01' }, '2026-05-10')).toBe(false);
    expect(isOverdue({ status: 'requested', dueDate: null }, '2026-05-10')).toBe(false);
  });

  it('priorities have labels; an unknown one reads as routine', () => {
    expect(taskPriority('asap').label).toBe('ASAP');
    expect(taskPriority('whenever').code).toBe('routine');
  });
});

describe('alert categories', () => {
  it('include fall risk, allergy, infection and safety, with labels', () => {
    expect(ALERT_CATEGORIES.map((c) => c.code)).toEqual(['fall-risk', 'allergy', 'infection', 'safety', 'other']);
    expect(alertCategoryLabel('fall-risk')).toBe('Fall Risk');
    expect(alertCategoryLabel('unknown-kind')).toBe('unknown-kind');
  });
});
