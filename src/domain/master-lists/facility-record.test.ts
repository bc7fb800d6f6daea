import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContactInput, FacilityInput } from './facility-input';
import { applyContacts, applyFacilityValues, contactDisplayName, type FacilityContact, facilityFormOf } from './facility-record';

const values = (fields: Record<string, unknown> = {}) => v.parse(ContactInput, { firstName: 'Dana', lastName: 'Reyes', ...fields });

const newId = () => crypto.randomUUID();

describe('applyContacts', () => {
  it('gives new contacts ids and makes the first primary', () => {
    const out = applyContacts([], [values(), values({ firstName: 'Lee', prefix: 'NP' })], newId, { replace: true });
    expect(out.map((c) => [c.id.length === 36, c.primary, contactDisplayName(c)])).toEqual([
      [true, true, 'Dana Reyes'],
      [true, false, 'NP Lee Reyes'],
    ]);
  });

  it('keeps a contact left out of an edit, inactive (SPEC §2); an upsert leaves the others as they were', () => {
    const before: FacilityContact[] = applyContacts([], [values(), values({ firstName: 'Lee' })], newId, { replace: true });
    const [dana, lee] = before as [FacilityContact, FacilityContact];
    const replaced = applyContacts(before, [values({ id: lee.id, firstName: 'Lee' })], newId, { replace: true });
    expect(replaced.map((c) => [c.id, c.active, c.primary])).toEqual([
      [lee.id, true, true],
      [dana.id, false, false],
    ]);
    const upserted = applyContacts(before, [values({ firstName: 'Sam', primary: true })], newId, { replace: false });
    expect(upserted.map((c) => [c.name.given[0], c.active, c.primary])).toEqual([
      ['Sam', true, true],
      ['Dana', true, false],
      ['Lee', true, false],
    ]);
  });
});

describe('the facility record and its form', () => {
  it('round-trips the facility, its address with county, market and instruction, and its active contacts', () => {
    const facility = v.parse(FacilityInput, {
      name: 'Palm Grove',
      type: 'skilled-nursing-facility',
      address: {
        line1: '1 Bay St',
        line2: 'Unit 2',
        city: 'Tampa',
        state: 'FL',
        postalCode: '33602',
        county: 'Hillsborough',
        instruction: 'Desk',
      },
      phones: [{ use: 'work', value: '8135550110', extension: '4' }],
      fax: '8135550111',
    });
    const contacts = applyContacts([], [values({ fax: '8135550112' })], newId, { replace: true });
    const org = applyFacilityValues(null, facility, { reference: 'Organization/m1', display: 'Tampa Bay' }, contacts);
    expect(org.address?.[0]).toMatchObject({ district: 'Hillsborough', instruction: 'Desk', market: { display: 'Tampa Bay' } });
    const form = facilityFormOf(org);
    expect(form).toMatchObject({
      name: 'Palm Grove',
      address: { line1: '1 Bay St', line2: 'Unit 2', county: 'Hillsborough', marketId: 'm1', instruction: 'Desk' },
      phones: [{ use: 'work', value: '8135550110', extension: '4' }],
      fax: '8135550111',
      email: '',
    });
    expect(form.practitioners.map((c) => [c.firstName, c.fax, c.primary])).toEqual([['Dana', '8135550112', true]]);
  });
});
