import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Organization } from '../resources';
import { AVAILITY_PAYER_ID_SYSTEM, CONTRACTED_SYSTEM, INSURER_EXTERNAL_ID_SYSTEM } from './payer';
import { PayerInput } from './payer-input';
import { applyPayerValues, payerFormOf } from './payer-record';

const MSO = { id: '6f1c2a4e-8b3d-4c5e-9f60-7a8b9c0d1e2f', name: 'Florida Care Management MSO' };

const stored: Organization = {
  id: 'b1d1f9d0-0000-4000-8000-000000000001',
  active: true,
  name: 'Tampa Independent Physicians IPA',
  type: 'ipa',
  address: [
    {
      use: 'work',
      type: 'physical',
      line: ['1 Main St', 'Suite 2'],
      city: 'Tampa',
      district: 'Hillsborough',
      state: 'FL',
      postalCode: '33601',
      country: 'US',
      latitude: 27.9,
      longitude: -82.4,
    },
  ],
  telecom: [
    { system: 'phone', value: '8135550100', use: 'work' },
    { system: 'fax', value: '8135550101', use: 'work' },
    { system: 'email', value: 'info@tampa.example', use: 'work' },
    { system: 'email', value: 'second@tampa.example' },
  ],
  identifier: [
    { system: INSURER_EXTERNAL_ID_SYSTEM, value: 'EXT-000001' },
    { system: AVAILITY_PAYER_ID_SYSTEM, value: '12345' },
    { system: CONTRACTED_SYSTEM, value: 'true' },
    { system: 'urn:other', value: 'kept' },
  ],
  partOf: { reference: `Organization/${MSO.id}`, display: MSO.name },
};

describe('payer record (stored ↔ form)', () => {
  it('reads the form values of a stored payer', () => {
    expect(payerFormOf(stored)).toEqual({
      name: 'Tampa Independent Physicians IPA',
      type: 'ipa',
      active: true,
      partOfId: MSO.id,
      insurerExternalId: 'EXT-000001',
      availityPayerId: '12345',
      contracted: 'yes',
      address: { line1: '1 Main St', line2: 'Suite 2', city: 'Tampa', state: 'FL', postalCode: '33601' },
      phones: [{ use: 'work', value: '8135550100', extension: '' }],
      fax: '8135550101',
      email: 'info@tampa.example',
      url: '',
    });
  });

  it('gives back the same payer when nothing is changed', () => {
    const values = v.parse(PayerInput, payerFormOf(stored));
    const next = applyPayerValues(stored, values, MSO);
    expect(payerFormOf(next)).toEqual(payerFormOf(stored));
    expect(next.identifier).toContainEqual({ system: 'urn:other', value: 'kept' });
    expect(next.address?.[0]).toMatchObject({ district: 'Hillsborough', latitude: 27.9 });
  });

  it('clears what is emptied, drops the county with a new place, and the parent when none is given', () => {
    const values = v.parse(PayerInput, {
      ...payerFormOf(stored),
      type: 'ipa',
      partOfId: '',
      insurerExternalId: '',
      contracted: 'no',
      fax: '',
      url: 'https://tampa.example',
      address: { line1: '2 Other St', line2: '', city: 'Tampa', state: 'FL', postalCode: '33602' },
    });
    const next = applyPayerValues(stored, values, null);
    expect(next.partOf).toBeUndefined();
    expect(next.identifier).not.toContainEqual(expect.objectContaining({ system: INSURER_EXTERNAL_ID_SYSTEM }));
    expect(next.identifier).toContainEqual({ system: CONTRACTED_SYSTEM, value: 'false' });
    expect(next.telecom?.some((t) => t.system === 'fax')).toBe(false);
    expect(next.telecom).toContainEqual({ system: 'url', value: 'https://tampa.example' });
    expect(next.telecom).toContainEqual({ system: 'email', value: 'second@tampa.example' });
    expect(next.address?.[0]).toEqual({
      use: 'work',
      type: 'physical',
      line: ['2 Other St'],
      city: 'Tampa',
      state: 'FL',
      postalCode: '33602',
      country: 'US',
    });
  });

  it('makes a new payer with its parent reference', () => {
    const values = v.parse(PayerInput, {
      name: 'New IPA',
      type: 'ipa',
      partOfId: MSO.id,
      contracted: 'yes',
      address: { line1: '1 A St', city: 'Tampa', state: 'FL', postalCode: '33601' },
      phones: [{ use: 'work', value: '8135550100', extension: '7' }],
    });
    const next = applyPayerValues(null, values, MSO);
    expect(next).toMatchObject({
      name: 'New IPA',
      type: 'ipa',
      active: true,
      partOf: { reference: `Organization/${MSO.id}`, display: MSO.name },
    });
    expect(next.telecom).toEqual([{ system: 'phone', value: '8135550100', use: 'work', rank: 1, extension: '7' }]);
  });
});
