import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emptyAddressRow } from './address';
import { applyDemographics, type DemographicsPatient } from './demographics-apply';
import { type DemographicsFormValues, demographicsSchema } from './demographics-input';

const current: DemographicsPatient = {
  active: true,
  name: [
    { use: 'official', given: ['Mary', 'Ann'], family: 'Lopez', prefix: ['Mrs'] },
    { use: 'nickname', given: ['Mae'], family: 'Lopez' },
  ],
  gender: 'female',
  birthDate: '1950-06-15',
  telecom: [
    { system: 'phone', value: '8135550100', use: 'home', rank: 1 },
    { system: 'email', value: 'mary@x.example' },
  ],
  address: [
    { use: 'home', type: 'physical', line: ['1 Main St'], city: 'Tampa', state: 'FL', postalCode: '33612', latitude: 28, longitude: -82 },
  ],
  identifier: [
    { system: 'urn:demo:mrn', value: 'MRN1', use: 'usual' },
    { value: '123-45-6789', use: 'official', type: { coding: [{ code: 'SB' }] } },
  ],
  maritalStatus: 'Married',
  race: 'Asian',
  contact: [{ kind: 'emergency', name: 'Ann Lopez', relationship: 'Daughter' }],
  payerName: 'Acme',
};

const input = (over: Partial<DemographicsFormValues> = {}) =>
  v.parse(demographicsSchema({ today: '2026-03-01', consentSaved: false }), {
    firstName: 'Maria',
    middleName: '',
    lastName: 'Lopez',
    preferredName: '',
    gender: 'female',
    birthDate: '1950-06-16',
    maritalStatus: 'Widowed',
    race: '',
    ethnicity: '',
    email: '',
    fax: '8135550199',
    ssn: '',
    phones: [{ use: 'work', value: '8135550101', extension: '9' }],
    okToText: 'no',
    emergencyContact: { name: '', relationship: '', phone: '' },
    caregivers: [{ name: 'Joe Lopez', relationship: 'Son', phone: '' }],
    addresses: [
      { ...emptyAddressRow(), line1: '1 Main St', city: 'Tampa', state: 'FL', postalCode: '33612', county: 'Hillsborough', marketId: 'm1' },
      {
        ...emptyAddressRow(),
        addressType: 'facility',
        facilityId: 'f1',
        line1: '9 Oak Rd',
        city: 'Lutz',
        state: 'FL',
        postalCode: '33548',
        serviceAddress: true,
      },
    ],
    ...over,
  });
const facts = {
  organizationNames: new Map([
    ['f1', 'Oak Manor'],
    ['m1', 'Tampa Bay'],
    ['h1', 'Sunrise Home Health'],
    ['p1', 'Oak Family Medicine'],
  ]),
  contactNames: new Map([
    ['c1', 'Dr Ann Lee'],
    ['d1', 'Dr Bo Park'],
  ]),
  userId: 'u1',
  now: '2026-03-01T12:00:00.000Z',
};

describe('applyDemographics', () => {
  const next = applyDemographics(current, input(), facts);

  it('changes the official name (keeping its prefix) and drops the nickname when the preferred name is emptied', () => {
    expect(next.name).toEqual([{ use: 'official', given: ['Maria'], family: 'Lopez', prefix: ['Mrs'] }]);
    const nick = applyDemographics(current, input({ preferredName: 'Ria', middleName: 'Ann' }), facts);
    expect(nick.name).toEqual([
      { use: 'official', given: ['Maria', 'Ann'], family: 'Lopez', prefix: ['Mrs'] },
      { use: 'nickname', given: ['Ria'], family: 'Lopez' },
    ]);
  });

  it('replaces phones, removes the emptied email, adds the fax', () => {
    expect(next.telecom).toEqual([
      { system: 'phone', value: '8135550101', use: 'work', rank: 1, extension: '9' },
      { system: 'fax', value: '8135550199' },
    ]);
  });

  it('stores the service address first with its facility, keeps the unchanged geocode, and the contacts', () => {
    expect(next.address.map((a) => a.city)).toEqual(['Lutz', 'Tampa']);
    expect(next.address[0]?.facility).toEqual({ reference: 'Organization/f1', display: 'Oak Manor' });
    expect(next.address[1]).toMatchObject({ district: 'Hillsborough', market: { display: 'Tampa Bay' }, latitude: 28 });
    expect(next.contact).toEqual([{ kind: 'caregiver', name: 'Joe Lopez', relationship: 'Son' }]);
  });

  it("keeps the facility's contact person picked in the Care Facility Contact step, and the home health agency", () => {
    const [home, facility] = input().addresses;
    const picked = applyDemographics(
      current,
      input({
        addresses: [{ ...home }, { ...facility, facilityContactId: 'c1' }] as DemographicsFormValues['addresses'],
        homeHealthId: 'h1',
      }),
      facts,
    );
    expect(picked.address[0]?.facilityContact).toEqual({ id: 'c1', display: 'Dr Ann Lee' });
    expect(picked.homeHealth).toEqual({ reference: 'Organization/h1', display: 'Sunrise Home Health' });
    // 'None' leaves no contact; an emptied agency is removed.
    expect(next.address[0]?.facilityContact).toBeUndefined();
    expect(applyDemographics({ ...current, homeHealth: { reference: 'Organization/h1' } }, input(), facts).homeHealth).toBeUndefined();
  });

  it('puts the PCP practice first in generalPractitioner with its physician; an emptied PCP removes both', () => {
    const before = { ...current, generalPractitioner: [{ reference: 'Organization/old' }, { reference: 'Organization/other' }] };
    const picked = applyDemographics(before, input({ pcpPracticeId: 'p1', pcpPhysicianId: 'd1' }), facts);
    expect(picked.generalPractitioner).toEqual([
      { reference: 'Organization/p1', display: 'Oak Family Medicine' },
      { reference: 'Organization/other' },
    ]);
    expect(picked.pcpPhysician).toEqual({ id: 'd1', display: 'Dr Bo Park' });
    const cleared = applyDemographics({ ...picked }, input(), facts);
    expect(cleared.generalPractitioner).toEqual([{ reference: 'Organization/other' }]);
    expect(cleared.pcpPhysician).toBeUndefined();
  });

  it('drops emptied lists values, keeps what the form does not edit', () => {
    expect(next.race).toBeUndefined();
    expect(next.maritalStatus).toBe('Widowed');
    expect(next.payerName).toBe('Acme');
    expect(next.identifier).toEqual(current.identifier);
  });

  it('replaces the SSN when a new one is typed', () => {
    const withSsn = applyDemographics(current, input({ ssn: '234-56-7890' }), facts);
    expect(withSsn.identifier?.[1]).toMatchObject({ value: '234-56-7890', use: 'official', type: { coding: [{ code: 'SB' }] } });
  });

  it("records the 'OK to text' consent once, with who and when", () => {
    expect(next.textConsent).toEqual({ value: 'no', recordedAt: facts.now, recordedBy: 'u1' });
    const again = applyDemographics(next, input({ okToText: 'yes' }), { ...facts, userId: 'u2' });
    expect(again.textConsent).toEqual(next.textConsent);
  });
});
