import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MarketInput } from './market-input';
import { applyMarketValues, changesFixedFields, type MarketOrganization } from './market-record';

const parse = (raw: unknown) => v.safeParse(MarketInput, raw);

describe('market input (SPEC §2 Market Team)', () => {
  it('needs a name and a supported state; counties are kept once each, in order', () => {
    const ok = parse({ name: ' Tampa Bay ', state: 'FL', counties: ['Pinellas', 'hillsborough', 'Pinellas', ' '] });
    expect(ok.success && ok.output).toEqual({ name: 'Tampa Bay', state: 'FL', counties: ['hillsborough', 'Pinellas'], active: true });
    expect(parse({ name: '', state: 'FL' }).issues?.[0]?.message).toBe('This field is required');
    expect(parse({ name: 'X', state: 'ZZ' }).issues?.[0]?.message).toBe('This field has incorrect value');
    expect(parse({ name: 'x'.repeat(101), state: 'FL' }).success).toBe(false);
  });
});

describe('a market record', () => {
  const before: MarketOrganization = {
    resourceType: 'Organization',
    type: 'market',
    name: 'Tampa Bay',
    active: true,
    address: [{ line: ['1 Main St'], city: 'Tampa', state: 'FL', postalCode: '33602', country: 'US' }],
    counties: ['Hillsborough'],
  };

  it('a new market is placed in its state; an edit changes its counties and Active, keeping the rest', () => {
    const made = applyMarketValues(null, { name: 'Gulf Coast', state: 'FL', counties: ['Lee'], active: true });
    expect(made).toMatchObject({ type: 'market', name: 'Gulf Coast', address: [{ state: 'FL' }], counties: ['Lee'] });
    const edited = applyMarketValues(before, { name: 'Tampa Bay', state: 'FL', counties: ['Pasco'], active: false });
    expect(edited).toMatchObject({ name: 'Tampa Bay', active: false, counties: ['Pasco'], address: before.address });
  });

  it('the name (as compared) and the state are fixed once created', () => {
    const values = { name: 'tampa  bay', state: 'FL', counties: [], active: true };
    expect(changesFixedFields(before, values)).toBeNull();
    expect(changesFixedFields(before, { ...values, name: 'Tampa' })).toBe('name');
    expect(changesFixedFields(before, { ...values, state: 'TX' })).toBe('state');
  });
});
