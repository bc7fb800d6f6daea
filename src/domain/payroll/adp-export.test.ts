import { describe, expect, it } from 'vitest';
import { ADP_COLUMNS, adpBatchId, adpFileName, adpFileNumber, adpRows } from './adp-export';
import { payPeriodById } from './pay-periods';

describe("ADP's payroll import (PRcccEPI.csv)", () => {
  const period = payPeriodById('2026-11-23');
  if (!period) throw new Error('no period');

  it('is named by the company code and starts with Co Code, Batch ID and File #', () => {
    expect(adpFileName('WCE')).toBe('PRWCEEPI.csv');
    expect(ADP_COLUMNS.slice(0, 3)).toEqual(['Co Code', 'Batch ID', 'File #']);
    expect(adpBatchId(period)).toBe('PP261123');
  });

  it("takes a file number from the employee id's digits, six of them", () => {
    expect(adpFileNumber('E012345')).toBe('012345');
    expect(adpFileNumber('E42')).toBe('000042');
    expect(adpFileNumber('E1234567')).toBeNull();
    expect(adpFileNumber(undefined)).toBeNull();
  });

  it('writes a row per clinician by file number, each count under its hours code', () => {
    expect(
      adpRows('WCE', period, [
        { fileNumber: '000200', stats: { soc: 1, followUp: 2, signed: 3 } },
        { fileNumber: '000100', stats: { soc: 0, followUp: 5, signed: 4 } },
      ]),
    ).toEqual([
      ['WCE', 'PP261123', '000100', 'SOC', '0', 'FU', '5', 'SGN', '4'],
      ['WCE', 'PP261123', '000200', 'SOC', '1', 'FU', '2', 'SGN', '3'],
    ]);
  });
});
