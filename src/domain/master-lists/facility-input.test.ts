import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { MAX_CONTACTS } from './facility';
import {
  ContactInput,
  ContactsInput,
  canAddContact,
  emptyContactForm,
  FacilityFormSchema,
  FacilityInput,
  makePrimary,
  settleContacts,
} from './facility-input';

const contact = (fields: Record<string, unknown> = {}) => ({ ...emptyContactForm(), firstName: 'Dana', lastName: 'Reyes', ...fields });
const firstIssue = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? null : { message: result.issues[0].message, path: v.getDotPath(result.issues[0]) };
};

describe('SPEC §5 contact person', () => {
  it('needs a first and last name, at most 36 characters of letters, digits and - : % / \\ ( ) . +', () => {
    expect(firstIssue(ContactInput, contact({ firstName: '' }))).toEqual({ message: MESSAGES.required, path: 'firstName' });
    expect(firstIssue(ContactInput, contact({ lastName: '' }))).toEqual({ message: MESSAGES.required, path: 'lastName' });
    expect(firstIssue(ContactInput, contact({ firstName: 'x'.repeat(37) }))?.path).toBe('firstName');
    expect(firstIssue(ContactInput, contact({ lastName: 'Smith-Jones (RN) 2/3 + 50% .:\\' }))).toBeNull();
    expect(firstIssue(ContactInput, contact({ middleName: 'O’Neil' }))).toEqual({ message: MESSAGES.incorrectValue, path: 'middleName' });
  });

  it('takes a prefix option or free credentials up to 36, a role up to 60', () => {
    expect(firstIssue(ContactInput, contact({ prefix: 'Dr' }))).toBeNull();
    expect(firstIssue(ContactInput, contact({ prefix: 'RN, CWON'.replace(',', '') }))).toBeNull();
    expect(firstIssue(ContactInput, contact({ prefix: 'c'.repeat(37) }))?.path).toBe('prefix');
    expect(firstIssue(ContactInput, contact({ role: 'r'.repeat(60) }))).toBeNull();
    expect(firstIssue(ContactInput, contact({ role: 'r'.repeat(61) }))?.path).toBe('role');
  });

  it("takes a physician's NPI only with its check digit (SPEC §2 PCP config)", () => {
    expect(firstIssue(ContactInput, contact({ npi: '1234567893' }))).toBeNull();
    expect(firstIssue(ContactInput, contact({ npi: '1234567890' }))).toEqual({ message: MESSAGES.incorrectValue, path: 'npi' });
    expect(firstIssue(ContactInput, contact({ npi: '12345' }))?.path).toBe('npi');
  });

  it('defaults Active to true and Primary to false', () => {
    const parsed = v.parse(ContactInput, { firstName: 'Dana', lastName: 'Reyes' });
    expect(parsed).toMatchObject({ active: true, primary: false, id: '' });
  });
});

describe('the contacts', () => {
  it('hold one primary at most, never an inactive one, and no repeated id', () => {
    expect(firstIssue(ContactsInput, [contact({ primary: true }), contact({ primary: true })])?.path).toBe('1.primary');
    expect(firstIssue(ContactsInput, [contact({ primary: true, active: false })])?.path).toBe('0.primary');
    const id = '00000000-0000-4000-8000-000000000001';
    expect(firstIssue(ContactsInput, [contact({ id }), contact({ id })])?.path).toBe('1.id');
    expect(
      firstIssue(
        ContactsInput,
        Array.from({ length: MAX_CONTACTS + 1 }, () => contact()),
      )?.message,
    ).toBe(MESSAGES.incorrectValue);
  });

  it('make the first active contact primary when none is (SPEC §2)', () => {
    expect(
      settleContacts([
        { active: false, primary: false },
        { active: true, primary: false },
        { active: true, primary: false },
      ]),
    ).toEqual([
      { active: false, primary: false },
      { active: true, primary: true },
      { active: true, primary: false },
    ]);
    expect(
      settleContacts([
        { active: true, primary: false },
        { active: true, primary: true },
      ]).map((c) => c.primary),
    ).toEqual([false, true]);
  });

  it('making the second primary unsets the first', () => {
    expect(makePrimary([{ primary: true }, { primary: false }], 1)).toEqual([{ primary: false }, { primary: true }]);
  });

  it("'add' is disabled at the maximum or while the last contact is empty or invalid", () => {
    expect(canAddContact([])).toBe(true);
    expect(canAddContact([contact()])).toBe(true);
    expect(canAddContact([contact(), emptyContactForm()])).toBe(false);
    expect(canAddContact([contact({ firstName: 'Dana!' })])).toBe(false);
    expect(canAddContact(Array.from({ length: MAX_CONTACTS }, () => contact()))).toBe(false);
  });
});

describe('SPEC §5 facility', () => {
  const facility = {
    name: 'Palm Grove',
    type: 'assisted-living-facility',
    address: { line1: '1 Bay St', city: 'Tampa', state: 'FL', postalCode: '33602' },
  };
  it('needs a name, a facility type and an address with its state', () => {
    expect(firstIssue(FacilityInput, facility)).toBeNull();
    expect(firstIssue(FacilityInput, { ...facility, name: ' ' })).toEqual({ message: MESSAGES.required, path: 'name' });
    expect(firstIssue(FacilityInput, { ...facility, type: '' })).toEqual({ message: MESSAGES.required, path: 'type' });
    expect(firstIssue(FacilityInput, { ...facility, type: 'ins' })).toEqual({ message: MESSAGES.incorrectValue, path: 'type' });
    expect(firstIssue(FacilityInput, { ...facility, address: { ...facility.address, state: '' } })?.path).toBe('address.state');
  });

  it("a PCP practice needs the fax its letters go to (SPEC §5 'system fax with non-null value')", () => {
    expect(firstIssue(FacilityInput, { ...facility, type: 'pcp' })).toEqual({ message: MESSAGES.required, path: 'fax' });
    expect(firstIssue(FacilityInput, { ...facility, type: 'pcp', fax: '8135550111' })).toBeNull();
    expect(firstIssue(FacilityFormSchema, { ...facility, type: 'pcp', practitioners: [] })?.path).toBe('fax');
  });
});
