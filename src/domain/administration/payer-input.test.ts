import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emptyPayerForm, PayerInput } from './payer-input';

const MSO_ID = '6f1c2a4e-8b3d-4c5e-9f60-7a8b9c0d1e2f';

const valid = () => ({
  ...emptyPayerForm(),
  name: '  Summit   Health ',
  type: 'ins',
  address: { line1: '1 Main St', line2: '', city: 'Tampa', state: 'FL', postalCode: '33601-1234' },
});

const issues = (input: unknown) => {
  const result = v.safeParse(PayerInput, input);
  return result.success ? [] : result.issues.map((i) => [v.getDotPath(i), i.message]);
};

describe('payer input (SPEC §2 Payers, §5 rules)', () => {
  it('tidies the name and keeps the digits of masked values', () => {
    const parsed = v.parse(PayerInput, {
      ...valid(),
      fax: '(813) 555-0100',
      phones: [{ use: 'work', value: '(813) 555-0101', extension: '12' }],
    });
    expect(parsed.name).toBe('Summit Health');
    expect(parsed.address.postalCode).toBe('336011234');
    expect(parsed.fax).toBe('8135550100');
    expect(parsed.phones).toEqual([{ use: 'work', value: '8135550101', extension: '12' }]);
    expect(parsed.active).toBe(true);
    expect(parsed.contracted).toBe('no');
  });

  it('requires the name, the type, the contracted answer and the address (line 1, city, state, postal code)', () => {
    expect(issues({})).toEqual([
      ['name', 'This field is required'],
      ['type', 'This field is required'],
      ['contracted', 'This field is required'],
      ['address.line1', 'This field is required'],
      ['address.city', 'This field is required'],
      ['address.state', 'This field is required'],
      ['address.postalCode', 'This field is required'],
    ]);
  });

  it('refuses a long name, an unknown type or state, and bad patterns', () => {
    expect(issues({ ...valid(), name: 'x'.repeat(101) })).toEqual([['name', 'This field has incorrect value']]);
    expect(issues({ ...valid(), type: 'pcp' })).toEqual([['type', 'This field has incorrect value']]);
    expect(issues({ ...valid(), address: { ...valid().address, state: 'NY' } })).toEqual([
      ['address.state', 'This field has incorrect value'],
    ]);
    expect(issues({ ...valid(), address: { ...valid().address, postalCode: '1234' } })).toEqual([
      ['address.postalCode', 'This field has incorrect value'],
    ]);
    expect(issues({ ...valid(), availityPayerId: 'AB-12' })).toEqual([['availityPayerId', 'This field has incorrect value']]);
    expect(issues({ ...valid(), insurerExternalId: 'EXT 1' })).toEqual([['insurerExternalId', 'This field has incorrect value']]);
    expect(issues({ ...valid(), email: 'nope' })).toEqual([['email', 'This field has incorrect value']]);
    expect(issues({ ...valid(), url: 'example' })).toEqual([['url', 'This field has incorrect value']]);
    expect(issues({ ...valid(), fax: '12345' })).toEqual([['fax', 'This field has incorrect value']]);
    expect(issues({ ...valid(), contracted: 'maybe' })).toEqual([['contracted', 'This field has incorrect value']]);
  });

  it('accepts ids, email and url of the right shape', () => {
    expect(
      issues({
        ...valid(),
        insurerExternalId: 'EXT-123456',
        availityPayerId: 'BCBSF',
        email: 'a@b.example',
        url: 'https://summit.example/payers',
      }),
    ).toEqual([]);
  });

  it('applies the patient phone rules: a number needs its type, one row per type', () => {
    expect(issues({ ...valid(), phones: [{ use: '', value: '8135550101', extension: '' }] })).toEqual([
      ['phones.0.use', 'This field is required'],
    ]);
    expect(
      issues({
        ...valid(),
        phones: [
          { use: 'work', value: '8135550101', extension: '' },
          { use: 'work', value: '8135550102', extension: '' },
        ],
      }),
    ).toEqual([['phones.1.use', 'This field has incorrect value']]);
  });

  it('lets only an IPA name a parent', () => {
    expect(issues({ ...valid(), type: 'ipa', partOfId: MSO_ID.toUpperCase() })).toEqual([]);
    expect(v.parse(PayerInput, { ...valid(), type: 'ipa', partOfId: MSO_ID.toUpperCase() }).partOfId).toBe(MSO_ID);
    expect(issues({ ...valid(), type: 'mso', partOfId: MSO_ID })).toEqual([['partOfId', 'This field has incorrect value']]);
    expect(issues({ ...valid(), type: 'ipa', partOfId: 'not-an-id' })).toEqual([['partOfId', 'This field has incorrect value']]);
  });
});
