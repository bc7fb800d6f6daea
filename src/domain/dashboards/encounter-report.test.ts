import { describe, expect, it } from 'vitest';
import { mayOpenCbr } from './cbr-access';
import { encounterReportRows, TOTAL_MARKET } from './encounter-report';

describe('the encounter report (SPEC §2 /report-dashboard)', () => {
  it('one row per market by status and type, then the total', () => {
    const rows = encounterReportRows([
      { market: 'TX', status: 'finished', type: 'follow-up', count: 3 },
      { market: 'FL', status: 'cancelled', type: 'soc-patient', count: 1 },
      { market: 'FL', status: 'finished', type: 're-admit', count: 2 },
      { market: null, status: 'planned', type: 'soc-evaluation', count: 1 },
    ]);
    expect(rows.map((r) => r.market)).toEqual(['FL', 'TX', 'Unknown', TOTAL_MARKET]);
    expect(rows[0]).toMatchObject({ total: 3, finished: 2, cancelled: 1, soc: 1, readmit: 2 });
    expect(rows.at(-1)).toMatchObject({ total: 7, finished: 5, planned: 1, cancelled: 1, followUp: 3, evaluation: 1 });
  });
});

describe('CBR (SPEC §2)', () => {
  it('cbrbeta always; administrators only with EnableCBRReport', () => {
    expect(mayOpenCbr({ roles: ['staff', 'cbrbeta'] }, false)).toBe(true);
    expect(mayOpenCbr({ roles: ['administrator'] }, true)).toBe(true);
    expect(mayOpenCbr({ roles: ['administrator'] }, false)).toBe(false);
    expect(mayOpenCbr({ roles: ['staff'] }, true)).toBe(false);
  });
});
