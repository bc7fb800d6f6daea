import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AddressRow,
  AddressRows,
  addressOfRow,
  addressRowOf,
  addressText,
  emptyAddressRow,
  postalLookupKey,
  serviceAddressFirst,
  withLocationEdit,
  withServiceAddress,
} from './address';

const home = { ...emptyAddressRow(), line1: '1 Main St', city: 'Tampa', state: 'FL', postalCode: '33612' };
const issues = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((i) => [v.getDotPath(i), i.message]);
};

describe('address validation (SPEC §5)', () => {
  it('is valid with line 1, city, state and a 5 or 9 digit postal code', () => {
    expect(issues(AddressRow, home)).toEqual([]);
    expect(v.parse(AddressRow, { ...home, postalCode: '33612-1234' }).postalCode).toBe('336121234');
  });

  it('needs line 1, city, state and postal code, in SPEC words', () => {
    const found = issues(AddressRow, emptyAddressRow());
    for (const field of ['line1', 'city', 'state', 'postalCode']) expect(found).toContainEqual([field, 'This field is required']);
  });

  it('refuses a city outside its pattern, a postal code of another length and an unsupported state', () => {
    expect(issues(AddressRow, { ...home, city: 'Tampa#1' })).toEqual([['city', 'This field has incorrect value']]);
    expect(issues(AddressRow, { ...home, postalCode: '3361' })).toEqual([['postalCode', 'This field has incorrect value']]);
    expect(issues(AddressRow, { ...home, state: 'NY' })).toEqual([['state', 'This field has incorrect value']]);
    for (const city of ["Land O' Lakes", 'St. George', 'Bayamón', 'Winston-Salem'])
      expect(issues(AddressRow, { ...home, city })).toEqual([]);
  });

  it('a facility address needs a selected facility', () => {
    expect(issues(AddressRow, { ...home, addressType: 'facility' })).toEqual([['facilityId', 'This field is required']]);
    expect(issues(AddressRow, { ...home, addressType: 'facility', facilityId: 'f1' })).toEqual([]);
  });

  it('needs one address at least, and one service address at most', () => {
    expect(issues(AddressRows, [])).toEqual([[null, 'This field is required']]);
    expect(
      issues(AddressRows, [
        { ...home, serviceAddress: true },
        { ...home, serviceAddress: true },
      ]),
    ).toEqual([['1.serviceAddress', 'This field has incorrect value']]);
  });
});

describe('lookups (SPEC §4, §9)', () => {
  const looked = { ...home, county: 'Hillsborough', marketId: 'm1', marketName: 'Tampa Bay' };

  it('editing the postal code or the state clears county and market', () => {
    expect(withLocationEdit(looked, 'postalCode', '33613')).toMatchObject({
      postalCode: '33613',
      county: '',
      marketId: '',
      marketName: '',
    });
    expect(withLocationEdit(looked, 'state', 'TX')).toMatchObject({ state: 'TX', county: '', marketId: '' });
  });

  it('keeps them when the value does not really change', () => {
    expect(withLocationEdit(looked, 'postalCode', '33612')).toMatchObject({ county: 'Hillsborough', marketId: 'm1' });
    expect(withLocationEdit(looked, 'state', 'FL')).toMatchObject({ county: 'Hillsborough' });
  });

  it('looks a postal code up by its first 5 digits', () => {
    expect(postalLookupKey('33612-1234')).toBe('33612');
    expect(postalLookupKey('3361')).toBeNull();
  });
});

describe('service address', () => {
  it('flagging one unflags the others; the service address is stored first', () => {
    const rows = [{ serviceAddress: true }, { serviceAddress: false }, { serviceAddress: false }];
    expect(withServiceAddress(rows, 2, true).map((r) => r.serviceAddress)).toEqual([false, false, true]);
    expect(withServiceAddress(rows, 0, false).map((r) => r.serviceAddress)).toEqual([false, false, false]);
    const ordered = serviceAddressFirst([{ id: 'a' }, { id: 'b', serviceAddress: true }, { id: 'c' }]);
    expect(ordered.map((r) => r.id)).toEqual(['b', 'a', 'c']);
  });
});

describe('stored address (SPEC §3/§4)', () => {
  const before = {
    use: 'home' as const,
    type: 'physical' as const,
    line: ['1 Main St'],
    city: 'Tampa',
    state: 'FL',
    postalCode: '33612',
    country: 'US',
    latitude: 28,
    longitude: -82,
  };

  it('a facility address attaches the facility; a home address none', () => {
    const row = v.parse(AddressRow, { ...home, addressType: 'facility', facilityId: 'f1', marketId: 'm1', serviceAddress: true });
    const stored = addressOfRow(row, before, { facility: 'Oak Manor', market: 'Tampa Bay' });
    expect(stored).toMatchObject({
      addressType: 'facility',
      facility: { reference: 'Organization/f1', display: 'Oak Manor' },
      market: { reference: 'Organization/m1', display: 'Tampa Bay' },
      serviceAddress: true,
      latitude: 28,
    });
    const homeRow = v.parse(AddressRow, { ...home, facilityId: 'f1' });
    expect(addressOfRow(homeRow, before, {}).facility).toBeUndefined();
  });

  it('drops the geocode when the place changes, and reads back as the same row', () => {
    const moved = addressOfRow(v.parse(AddressRow, { ...home, line1: '2 Main St', county: 'Hillsborough' }), before, {});
    expect(moved.latitude).toBeUndefined();
    expect(moved.district).toBe('Hillsborough');
    expect(addressRowOf(moved)).toMatchObject({ line1: '2 Main St', county: 'Hillsborough', addressType: 'home' });
    expect(addressText({ line: ['1 Main St', 'Apt 2'], city: 'Tampa', state: 'FL', postalCode: '336121234' })).toBe(
      '1 Main St, Apt 2, Tampa, FL 33612-1234',
    );
  });
});
