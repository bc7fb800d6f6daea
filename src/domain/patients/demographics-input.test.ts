import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emptyAddressRow } from './address';
import { type DemographicsFormValues, demographicsSchema } from './demographics-input';

const valid = (): DemographicsFormValues => ({
  firstName: 'Mary',
  middleName: '',
  lastName: 'Lopez',
  preferredName: '',
  gender: 'female',
  birthDate: '1950-06-15',
  maritalStatus: 'Married',
  race: '',
  ethnicity: '',
  email: '',
  fax: '',
  ssn: '',
  phones: [{ use: 'mobile', value: '8135550100', extension: '' }],
  okToText: 'yes',
  emergencyContact: { name: '', relationship: '', phone: '' },
  caregivers: [],
  addresses: [{ ...emptyAddressRow(), line1: '1 Main St', city: 'Tampa', state: 'FL', postalCode: '33612', serviceAddress: true }],
});

const schema = demographicsSchema({ today: '2026-03-01', consentSaved: false });
const issues = (value: unknown, s: v.GenericSchema = schema) => {
  const result = v.safeParse(s, value);
  return result.success ? [] : result.issues.map((i) => [v.getDotPath(i), i.message]);
};

describe('demographics input (SPEC §2, §5)', () => {
  it('takes a complete edit', () => {
    expect(issues(valid())).toEqual([]);
  });

  it('needs first and last name, gender and date of birth', () => {
    const found = issues({ ...valid(), firstName: '', lastName: ' ', gender: '', birthDate: '' });
    for (const field of ['firstName', 'lastName', 'gender', 'birthDate']) expect(found).toContainEqual([field, 'This field is required']);
  });

  it('refuses a birth date after today, a value outside a list and a bad email', () => {
    expect(issues({ ...valid(), birthDate: '2026-03-02' })).toEqual([['birthDate', 'Invalid date']]);
    expect(issues({ ...valid(), maritalStatus: 'Complicated' })).toEqual([['maritalStatus', 'This field has incorrect value']]);
    expect(issues({ ...valid(), email: 'not-an-email' })).toEqual([['email', 'This field has incorrect value']]);
  });

  it("asks 'OK to text' once the patient has a number, unless the consent is saved", () => {
    expect(issues({ ...valid(), okToText: '' })).toEqual([['okToText', 'This field is required']]);
    expect(issues({ ...valid(), okToText: '' }, demographicsSchema({ today: '2026-03-01', consentSaved: true }))).toEqual([]);
    expect(issues({ ...valid(), okToText: '', phones: [] })).toEqual([]);
  });

  it('a contact needs a name once anything of it is given; emptied caregivers are dropped', () => {
    expect(issues({ ...valid(), emergencyContact: { name: '', relationship: 'Son', phone: '' } })).toEqual([
      ['emergencyContact.name', 'This field is required'],
    ]);
    const parsed = v.parse(schema, {
      ...valid(),
      caregivers: [
        { name: '', relationship: '', phone: '' },
        { name: 'Ann Lopez', relationship: 'Daughter', phone: '(813) 555-0111' },
      ],
    });
    expect(parsed.caregivers).toEqual([{ name: 'Ann Lopez', relationship: 'Daughter', phone: '8135550111' }]);
  });

  it('names the nested field of a bad phone or address', () => {
    const bad = { ...valid(), phones: [{ use: 'home', value: '', extension: '' }], addresses: [{ ...valid().addresses?.[0], city: '' }] };
    expect(issues(bad)).toEqual([
      ['phones.0.value', 'This field is required'],
      ['addresses.0.city', 'This field is required'],
    ]);
  });
});
