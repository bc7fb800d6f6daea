import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  COVERAGE,
  COVERAGE_KINDS,
  CoverageConfigInput,
  type CoverageConfigValues,
  coverageEntityId,
  coverageSummary,
  fieldsOutsideKind,
  isCoverageKind,
  isCoverageSubject,
} from './coverage';

const ID = '0b0f8a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('the coverage kinds (SPEC §2 PCC config, telehealth clinicians, lead clinicians)', () => {
  it('titles the pages as the menu labels them', () => {
    expect(COVERAGE_KINDS.map((k) => COVERAGE[k].title)).toEqual(['PCC Config', 'Telehealth Clinicians', 'Lead Clinicians']);
    expect(COVERAGE_KINDS.map((k) => COVERAGE[k].path)).toEqual(['/pcc-config', '/th-clinician', '/lead-clinician']);
  });

  it('configures the users of its job functions only', () => {
    expect(isCoverageSubject('pcc', ['pons'])).toBe(true);
    expect(isCoverageSubject('pcc', ['poff', 'clin'])).toBe(true);
    expect(isCoverageSubject('pcc', ['clin'])).toBe(false);
    expect(isCoverageSubject('th', ['telemedicine-clinician'])).toBe(true);
    expect(isCoverageSubject('th', ['onsite-provider'])).toBe(false);
    expect(isCoverageSubject('lead', ['leadclin'])).toBe(true);
    expect(isCoverageSubject('lead', ['clin'])).toBe(false);
  });

  it('grants states for pcc and th, not lead', () => {
    expect(COVERAGE.pcc.grantsStates).toBe(true);
    expect(COVERAGE.th.grantsStates).toBe(true);
    expect(COVERAGE.lead.grantsStates).toBe(false);
  });

  it('knows its kinds and names the audit entry by kind and user', () => {
    expect(isCoverageKind('lead')).toBe(true);
    expect(isCoverageKind('LEAD')).toBe(false);
    expect(coverageEntityId('th', 'u1')).toBe('th:u1');
  });
});

describe('CoverageConfigInput', () => {
  const parse = (input: unknown) => v.safeParse(CoverageConfigInput, input);

  it('keeps supported states and ids once each, in order', () => {
    const out = parse({ states: ['TX', 'FL', 'TX'], marketIds: [ID, ID], clinicianIds: [] });
    expect(out.success && out.output).toEqual({ states: ['TX', 'FL'], marketIds: [ID], clinicianIds: [] });
  });

  it('reads missing lists as empty', () => {
    const out = parse({});
    expect(out.success && out.output).toEqual({ states: [], marketIds: [], clinicianIds: [] });
  });

  it.each([
    [{ states: ['ZZ'] }, 'states'],
    [{ states: ['fl'] }, 'states'],
    [{ marketIds: ['not-an-id'] }, 'marketIds'],
    [{ clinicianIds: [42] }, 'clinicianIds'],
  ])('refuses %j on its field with the SPEC §5 words', (input, field) => {
    const out = parse(input);
    expect(out.success).toBe(false);
    if (out.success) return;
    expect(out.issues[0].message).toBe('This field has incorrect value');
    expect(v.getDotPath(out.issues[0])?.split('.')[0]).toBe(field);
  });

  it('names the fields a kind does not set', () => {
    const values: CoverageConfigValues = { states: ['FL'], marketIds: [], clinicianIds: [ID] };
    expect(fieldsOutsideKind('pcc', values)).toEqual(['clinicianIds']);
    expect(fieldsOutsideKind('lead', values)).toEqual(['states']);
    expect(fieldsOutsideKind('th', { states: ['FL'], marketIds: [ID], clinicianIds: [] })).toEqual([]);
  });
});

describe('coverageSummary', () => {
  const config = {
    states: ['FL', 'TX'],
    markets: [{ name: 'Tampa Bay' }],
    clinicians: [{ name: 'Pat Lee' }],
    updatedAt: '2026-01-01T00:00:00Z',
  };

  it('names what the kind sets', () => {
    expect(coverageSummary('pcc', config)).toBe('States: FL, TX · Markets: Tampa Bay');
    expect(coverageSummary('lead', config)).toBe('Clinicians: Pat Lee');
    expect(coverageSummary('th', { ...config, markets: [] })).toBe('States: FL, TX · Markets: None');
  });

  it('says when nothing was saved yet', () => {
    expect(coverageSummary('th', { ...config, updatedAt: null })).toBe('Not configured yet');
  });
});
