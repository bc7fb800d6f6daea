import { describe, expect, it } from 'vitest';
import { CODE_SET_SOURCE, codeSetSize, findDiagnosisCode, searchDiagnosisCodes } from './diagnosis-code-set.ts';

const codes = (term: string | null, billableOnly = false) => searchDiagnosisCodes(term, { billableOnly }).map((e) => e.code);

describe('the ICD-10-CM wound-care code set', () => {
  it('names its release and holds the wound-care blocks, billable and headings', () => {
    expect(CODE_SET_SOURCE).toMatch(/ICD-10-CM .*April 1, 2026/);
    const size = codeSetSize();
    expect(size.all).toBeGreaterThan(800);
    expect(size.billable).toBeGreaterThan(650);
    expect(findDiagnosisCode('L89.153')).toEqual({ code: 'L89.153', title: 'Pressure ulcer of sacral region, stage 3', billable: true });
    expect(findDiagnosisCode('E11.621')).toEqual({ code: 'E11.621', title: 'Type 2 diabetes mellitus with foot ulcer', billable: true });
    expect(findDiagnosisCode('l97.412')?.title).toBe('Non-pressure chronic ulcer of right heel and midfoot with fat layer exposed');
    expect(findDiagnosisCode('T81.31XA')?.title).toBe(
      'Disruption of external operation (surgical) wound, not elsewhere classified, initial encounter',
    );
    expect(findDiagnosisCode('L89')?.billable).toBe(false);
    expect(findDiagnosisCode('Z48.00')?.title).toBe('Encounter for change or removal of nonsurgical wound dressing');
    expect(findDiagnosisCode('X99.9')).toBeNull();
  });

  it('every L89 site has its seven stages; every L97 site its eight severities', () => {
    const l89 = codes('L89', true);
    expect(l89).toContain('L89.610');
    expect(l89).toContain('L89.626');
    expect(l89.filter((c) => c.startsWith('L89.15'))).toEqual([
      'L89.150',
      'L89.151',
      'L89.152',
      'L89.153',
      'L89.154',
      'L89.156',
      'L89.159',
    ]);
    expect(codes('L97.51', true)).toEqual(['L97.511', 'L97.512', 'L97.513', 'L97.514', 'L97.515', 'L97.516', 'L97.518', 'L97.519']);
  });

  it('finds by code prefix, with or without the dot, in any case', () => {
    expect(codes('l89.15')).toEqual(codes('L8915'));
    expect(codes('L89.15')[0]).toBe('L89.15');
    expect(codes('e11.62')).toEqual(['E11.62', 'E11.620', 'E11.621', 'E11.622', 'E11.628']);
  });

  it('finds by title words in any order, each the start of a word', () => {
    expect(codes('heel stage 3 pressure')).toEqual(['L89.603', 'L89.613', 'L89.623']);
    const foot = codes('diab foot ulcer');
    expect(foot).toEqual(['E08.621', 'E09.621', 'E10.621', 'E11.621', 'E13.621']);
    expect(codes('VENOUS insufficiency')).toEqual(['I87.2']);
    // 'ulceration' is a title word the search word 'ulcer' starts, so it is found.
    expect(codes('ulceration calf right').every((c) => c.startsWith('I70'))).toBe(true);
    expect(codes('xyzzy')).toEqual([]);
  });

  it('mixes a code prefix and words, and keeps to billable codes when asked', () => {
    expect(codes('L97 left ankle bone', true)).toEqual(['L97.324', 'L97.326']);
    expect(codes('pressure ulcer sacral', false)).toContain('L89.15');
    expect(codes('pressure ulcer sacral', true)).not.toContain('L89.15');
    expect(codes(null).length).toBe(codeSetSize().all);
  });
});
