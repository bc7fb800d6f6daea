import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CareTeamInput } from './team-input';
import { careTeamAuditShape, careTeamOf, participantIds, referenceId } from './team-record';

const A = '6f1c1f7e-34a4-4c8e-9b0b-8e0d7d3f0a01';
const M = '6f1c1f7e-34a4-4c8e-9b0b-8e0d7d3f0a09';

describe('careTeamOf', () => {
  it('references the practitioners and the market with their names', () => {
    const values = v.parse(CareTeamInput, {
      name: 'North',
      state: 'FL',
      managingMarketId: M,
      note: ' Line one\r\nLine two ',
      participants: [{ practitionerId: A, role: 'clin', specialty: 'Wounds' }],
    });
    const team = careTeamOf(values, { practitioners: new Map([[A, 'Pat Lee']]), markets: new Map([[M, 'Tampa Bay']]) });
    expect(team).toEqual({
      resourceType: 'CareTeam',
      name: 'North',
      active: true,
      state: 'FL',
      participant: [{ practitioner: { reference: `Practitioner/${A}`, display: 'Pat Lee' }, role: 'clin', specialty: 'Wounds' }],
      managingOrganization: { reference: `Organization/${M}`, display: 'Tampa Bay' },
      note: 'Line one\nLine two',
    });
    expect(participantIds(team)).toEqual([A]);
    expect(careTeamAuditShape({ ...team, id: 'x', meta: { versionId: '1' } })).not.toHaveProperty('meta');
  });

  it('leaves out what is not given', () => {
    const team = careTeamOf(v.parse(CareTeamInput, { name: 'South', state: 'TX' }), { practitioners: new Map(), markets: new Map() });
    expect(team).toEqual({ resourceType: 'CareTeam', name: 'South', active: true, state: 'TX', participant: [] });
  });

  it('reads an id from a reference of the right type', () => {
    expect(referenceId({ reference: 'Practitioner/abc' }, 'Practitioner')).toBe('abc');
    expect(referenceId({ reference: 'Organization/abc' }, 'Practitioner')).toBeNull();
    expect(referenceId(undefined, 'Practitioner')).toBeNull();
  });
});
