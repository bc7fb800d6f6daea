import { describe, expect, it } from 'vitest';
import { type PatientScope, patientScope, scopeAllows, scopeIsEmpty } from './patient-access';

const staff = { roles: ['staff'] as const };
const none = { userMarkets: [], practitioner: null };

describe('patientScope', () => {
  it('gives administrators every patient, whatever their record grants', () => {
    expect(patientScope({ roles: ['administrator'] }, none)).toEqual({ kind: 'all' });
    expect(patientScope({ roles: ['staff', 'administrator'] }, { userMarkets: ['FL'], practitioner: null })).toEqual({ kind: 'all' });
  });

  it("reads the user's markets, sorted, without repeats, and the linked practitioner's visits", () => {
    expect(patientScope(staff, { userMarkets: ['TX', 'FL', 'TX'], practitioner: { id: 'p1' } })).toEqual({
      kind: 'scoped',
      states: ['FL', 'TX'],
      visitsOf: 'p1',
    });
  });

  it("grants nothing for the linked practitioner's address: a clinician's address is no grant", () => {
    // PatientGrants carries no practitioner state at all; a linked user with no market reads
    // only the patients of their own visits.
    expect(patientScope(staff, { userMarkets: [], practitioner: { id: 'p1' } })).toEqual({
      kind: 'scoped',
      states: [],
      visitsOf: 'p1',
    });
  });

  it('ignores what is not a state code', () => {
    expect(patientScope(staff, { userMarkets: ['Tampa Bay', 'fl', '', 'NJ'], practitioner: { id: 'p1' } })).toEqual({
      kind: 'scoped',
      states: ['NJ'],
      visitsOf: 'p1',
    });
  });

  it('grants nothing to a user with no markets and no practitioner (external, by default)', () => {
    const scope = patientScope({ roles: ['external'] }, none);
    expect(scope).toEqual({ kind: 'scoped', states: [], visitsOf: null });
    expect(scopeIsEmpty(scope)).toBe(true);
    expect(scopeIsEmpty(patientScope(staff, { userMarkets: [], practitioner: { id: 'p' } }))).toBe(false);
    expect(scopeIsEmpty({ kind: 'all' })).toBe(false);
  });
});

describe('scopeAllows', () => {
  const fl: PatientScope = { kind: 'scoped', states: ['FL'], visitsOf: 'p1' };
  const coordinator: PatientScope = { kind: 'scoped', states: ['FL', 'TX'], visitsOf: null };

  it('reads a patient of a granted state', () => {
    expect(scopeAllows(fl, { state: 'FL', coveredByVisit: false })).toBe(true);
    expect(scopeAllows(coordinator, { state: 'TX', coveredByVisit: false })).toBe(true);
  });

  it('refuses a patient of another state unless a visit of the practitioner covers them', () => {
    expect(scopeAllows(fl, { state: 'TX', coveredByVisit: false })).toBe(false);
    expect(scopeAllows(fl, { state: 'TX', coveredByVisit: true })).toBe(true);
    expect(scopeAllows(fl, { state: null, coveredByVisit: false })).toBe(false);
    // Without a practitioner there is no visit to cover.
    expect(scopeAllows(coordinator, { state: 'CA', coveredByVisit: true })).toBe(false);
  });

  it('lets an administrator read any patient', () => {
    expect(scopeAllows({ kind: 'all' }, { state: null, coveredByVisit: false })).toBe(true);
  });
});
