import { describe, expect, it } from 'vitest';
import { AUDIT_ENTITY_TYPES, AUDIT_READERS, auditActionLabel, changedFields, changedFieldsText } from './audit';

describe('who reads the audit', () => {
  it('names a permission for every kind of record', () => {
    for (const type of AUDIT_ENTITY_TYPES) expect(AUDIT_READERS[type].length).toBeGreaterThan(0);
    expect(AUDIT_READERS.User).toEqual(['security']);
    expect(AUDIT_READERS.Practitioner).toEqual(['settings', 'financial']);
  });
});

describe('changedFields', () => {
  it('lists the top-level fields that differ, sorted; a creation changes every field', () => {
    expect(changedFields({ a: 1, b: [1, 2], c: 'x' }, { a: 1, b: [1, 3], d: true })).toEqual(['b', 'c', 'd']);
    expect(changedFields(null, { name: 'A', active: true })).toEqual(['active', 'name']);
    expect(changedFields({ a: { b: 1 } }, { a: { b: 1 } })).toEqual([]);
  });
});

describe("the 'Change history' words", () => {
  it('names the actions, a kind saying it otherwise, an unknown action as it is', () => {
    expect(auditActionLabel('Organization', 'create')).toBe('Created');
    expect(auditActionLabel('Practitioner', 'update')).toBe('Updated');
    expect(auditActionLabel('User', 'reinvite')).toBe('Invitation re-sent');
    expect(auditActionLabel('User', 'reset-pin')).toBe('PIN reset');
    expect(auditActionLabel('User', 'deactivate')).toBe('Deactivated');
    expect(auditActionLabel('CoverageConfig', 'create')).toBe('Configured');
    expect(auditActionLabel('CoverageConfig', 'update')).toBe('Updated');
    expect(auditActionLabel('CareTeam', 'archive')).toBe('archive');
  });

  it("names the changed fields by each kind's form labels, in the order given; an unknown field as it is", () => {
    const update = (changedFields: string[]) => ({ action: 'update', changedFields });
    expect(changedFieldsText('Practitioner', update(['markets', 'telecom', 'availability']))).toBe(
      'Markets, Phones and email, availability',
    );
    expect(changedFieldsText('Organization', update(['name', 'partOfId', 'url', 'other']))).toBe('Name, MSO, Website, other');
    expect(changedFieldsText('User', update(['roles', 'markets', 'practitionerId']))).toBe('Roles, Markets, Linked practitioner');
    expect(changedFieldsText('CareTeam', update(['name', 'participant']))).toBe('Name, Participants');
    expect(changedFieldsText('CoverageConfig', update(['clinicianIds', 'states']))).toBe('Clinicians, States');
    expect(changedFieldsText('Setting', update(['value']))).toBe('value');
  });

  it('lists nothing for a creation (every field is new) or an entry without fields', () => {
    expect(changedFieldsText('Organization', { action: 'create', changedFields: ['name', 'type'] })).toBe('');
    expect(changedFieldsText('User', { action: 'reset-pin', changedFields: [] })).toBe('');
  });
});
