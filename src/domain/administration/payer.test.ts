import { describe, expect, it } from 'vitest';
import {
  activeLabel,
  CONTRACTED_SYSTEM,
  contractedLabel,
  contractedOf,
  isPayerType,
  mayChangePayers,
  mayHaveParent,
  NO_MSO_MESSAGE,
  normalizedOrganizationName,
  ORGANIZATION_TYPES,
  PAYER_TYPE_OPTIONS,
  payerTypeLabel,
} from './payer';

describe('payer words (SPEC §3 payer organization types)', () => {
  it('labels ins, mso and ipa Insurer, MSO and IPA; other types as they are', () => {
    expect(PAYER_TYPE_OPTIONS).toEqual([
      { value: 'ins', label: 'Insurer' },
      { value: 'mso', label: 'MSO' },
      { value: 'ipa', label: 'IPA' },
    ]);
    expect(payerTypeLabel('mso')).toBe('MSO');
    expect(payerTypeLabel('pcp')).toBe('pcp');
    expect(isPayerType('ins')).toBe(true);
    expect(isPayerType('market')).toBe(false);
    expect(ORGANIZATION_TYPES).toContain('home-health');
  });

  it('shows active as Active / Inactive and the no-MSO words', () => {
    expect(activeLabel(true)).toBe('Active');
    expect(activeLabel(false)).toBe('Inactive');
    expect(NO_MSO_MESSAGE).toBe('No MSO associated with this IPA.');
  });

  it('only an IPA has a parent', () => {
    expect(mayHaveParent('ipa')).toBe(true);
    expect(mayHaveParent('mso')).toBe(false);
    expect(mayHaveParent('ins')).toBe(false);
  });

  it('reads contracted from its identifier', () => {
    expect(contractedOf([{ system: CONTRACTED_SYSTEM, value: 'true' }])).toBe(true);
    expect(contractedOf([{ system: CONTRACTED_SYSTEM, value: 'false' }])).toBe(false);
    expect(contractedOf([])).toBeNull();
    expect(contractedLabel(true)).toBe('Yes');
    expect(contractedLabel(false)).toBe('No');
    expect(contractedLabel(null)).toBe('Not Available');
  });

  it('compares names case-insensitively with whitespace collapsed', () => {
    expect(normalizedOrganizationName('  Summit   Health\tof Florida ')).toBe('summit health of florida');
  });
});

describe('who changes payers', () => {
  it('needs settings, and no reviewer-readonly role', () => {
    expect(mayChangePayers({ roles: ['administrator'], permissions: ['settings'] })).toBe(true);
    expect(mayChangePayers({ roles: ['staff'], permissions: ['financial'] })).toBe(false);
    expect(mayChangePayers({ roles: ['reviewer-readonly'], permissions: ['settings'] })).toBe(false);
    expect(mayChangePayers(null)).toBe(false);
  });
});
