import { describe, expect, it } from 'vitest';
import {
  isTelemedicineStatus,
  TELEMEDICINE_STATUS_OPTIONS,
  TELEMEDICINE_STATUSES,
  telemedicineStatusColor,
  telemedicineStatusLabel,
} from './telemedicine-status';

describe('telemedicine status labels and colours', () => {
  it('labels every status in lifecycle order', () => {
    expect(TELEMEDICINE_STATUSES.map(telemedicineStatusLabel)).toEqual(['Requested', 'In progress', 'Finished', 'Cancelled']);
    expect(TELEMEDICINE_STATUS_OPTIONS).toEqual([
      { value: 'requested', label: 'Requested' },
      { value: 'in-progress', label: 'In progress' },
      { value: 'finished', label: 'Finished' },
      { value: 'cancelled', label: 'Cancelled' },
    ]);
  });

  it('gives each status its own colour', () => {
    const colors = TELEMEDICINE_STATUSES.map(telemedicineStatusColor);
    expect(new Set(colors).size).toBe(TELEMEDICINE_STATUSES.length);
    expect(telemedicineStatusColor('cancelled')).toBe('gray');
  });

  it('shows an unknown status as sent, in grey', () => {
    expect(isTelemedicineStatus('on-hold')).toBe(false);
    expect(isTelemedicineStatus(null)).toBe(false);
    expect(telemedicineStatusLabel('on-hold')).toBe('on-hold');
    expect(telemedicineStatusColor('on-hold')).toBe('gray');
  });

  it('does not take inherited keys for statuses', () => {
    expect(isTelemedicineStatus('toString')).toBe(false);
    expect(telemedicineStatusLabel('constructor')).toBe('constructor');
  });
});
