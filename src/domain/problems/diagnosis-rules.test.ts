import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { carePlanOption, carePlanOptions, PATIENT_ACUITY_LEVELS, TREATMENT_PATHWAYS } from './care-plan-codes';
import {
  activeInOrder,
  DIAGNOSIS_MESSAGES,
  diagnosisRefusal,
  hasRoomForDiagnosis,
  MAX_DIAGNOSES,
  moved,
  nextCodeIndex,
  renumbered,
} from './diagnosis-rules';
import { DiagnosisForm } from './problem-input';

const dx = (id: string, rank: number | undefined, code: string, clinicalStatus = 'active') => ({ id, rank, code, clinicalStatus });

describe('the diagnosis list (SPEC §3 max 4, code index)', () => {
  const four = [dx('a', 1, 'L89.153'), dx('b', 2, 'E11.621'), dx('c', 3, 'L97.412'), dx('d', 4, 'I87.2')];

  it('holds at most 4 active diagnoses; resolved ones do not count', () => {
    expect(MAX_DIAGNOSES).toBe(4);
    expect(hasRoomForDiagnosis(four)).toBe(false);
    expect(diagnosisRefusal(four, 'L03.115')).toBe(DIAGNOSIS_MESSAGES.limit);
    const oneResolved = [...four.slice(0, 3), dx('d', undefined, 'I87.2', 'resolved')];
    expect(hasRoomForDiagnosis(oneResolved)).toBe(true);
    expect(diagnosisRefusal(oneResolved, 'L03.115')).toBeNull();
    expect(DIAGNOSIS_MESSAGES.limit).toContain('at most 4 diagnoses');
  });

  it('refuses the same code twice while it is active, not once it is resolved', () => {
    const list = [dx('a', 1, 'L89.153'), dx('r', undefined, 'E11.621', 'resolved')];
    expect(diagnosisRefusal(list, 'L89.153')).toBe(DIAGNOSIS_MESSAGES.duplicate);
    expect(diagnosisRefusal(list, 'E11.621')).toBeNull();
    // Reactivating a resolved one: it does not count against itself.
    expect(diagnosisRefusal(list, 'E11.621', 'r')).toBeNull();
  });

  it('numbers the list 1..n in order, closing the gap a resolved or removed one leaves', () => {
    const list = [dx('c', 3, 'L97.412'), dx('a', 1, 'L89.153'), dx('d', 4, 'I87.2'), dx('b', 2, 'E11.621', 'resolved')];
    expect(activeInOrder(list).map((d) => d.id)).toEqual(['a', 'c', 'd']);
    expect(nextCodeIndex(list)).toBe(4);
    expect([...renumbered(list)]).toEqual([
      ['c', 2],
      ['d', 3],
    ]);
    expect(renumbered(four).size).toBe(0);
  });

  it('moves a diagnosis one place up or down, not past either end', () => {
    expect([...moved(four, 'c', 'up')]).toEqual([
      ['c', 2],
      ['b', 3],
    ]);
    expect([...moved(four, 'a', 'down')]).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
    expect(moved(four, 'a', 'up').size).toBe(0);
    expect(moved(four, 'd', 'down').size).toBe(0);
    expect(moved(four, 'zz', 'up').size).toBe(0);
  });
});

describe('the diagnosis form', () => {
  it('takes a code in any case with spaces, an optional onset date and note', () => {
    const ok = v.safeParse(DiagnosisForm, { code: ' l89.153 ', onsetDate: '03/04/2026', note: '  sacral   wound ' });
    expect(ok.success && ok.output).toEqual({ code: 'L89.153', onsetDate: '2026-03-04', note: 'sacral wound' });
  });

  it('says what is wrong with the SPEC §5 words', () => {
    const empty = v.safeParse(DiagnosisForm, { code: '' });
    expect(empty.success).toBe(false);
    expect(empty.issues?.[0]?.message).toBe('This field is required');
    const bad = v.safeParse(DiagnosisForm, { code: 'pressure' });
    expect(bad.issues?.[0]?.message).toBe('This field has incorrect value');
  });
});

describe('care plan code lists (SPEC §3 care plan types)', () => {
  it('has a labelled list per type with unique codes', () => {
    for (const list of [TREATMENT_PATHWAYS, PATIENT_ACUITY_LEVELS]) {
      expect(new Set(list.map((o) => o.code)).size).toBe(list.length);
      for (const o of list) expect(o.label.length).toBeGreaterThan(0);
    }
    expect(carePlanOptions('patient-acuity-level').map((o) => o.label)).toEqual(['Low', 'Moderate', 'High', 'Critical']);
    expect(carePlanOption('treatment-pathway', 'venous-ulcer')?.label).toBe('Venous leg ulcer');
    expect(carePlanOption('treatment-pathway', 'low')).toBeNull();
  });
});
