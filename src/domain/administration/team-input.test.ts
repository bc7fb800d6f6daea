import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { CareTeamInput, repeatedParticipants, TEAM_ROLE_OPTIONS, teamRoleLabel } from './team-input';

const A = '6f1c1f7e-34a4-4c8e-9b0b-8e0d7d3f0a01';
const B = '6f1c1f7e-34a4-4c8e-9b0b-8e0d7d3f0a02';

const team = {
  name: '  Tampa   North ',
  state: 'FL',
  participants: [
    { practitionerId: A, role: 'leadclin', specialty: 'Wound care' },
    { practitionerId: B, role: 'clin' },
  ],
};

function issue(input: unknown) {
  const result = v.safeParse(CareTeamInput, input);
  if (result.success) return null;
  const [first] = result.issues;
  return { path: v.getDotPath(first), message: first.message };
}

describe('CareTeamInput', () => {
  it('tidies the name, defaults active and keeps the rows', () => {
    const out = v.parse(CareTeamInput, team);
    expect(out).toMatchObject({ name: 'Tampa North', active: true, state: 'FL', managingMarketId: '', note: '' });
    expect(out.participants).toEqual([
      { practitionerId: A, practitionerName: '', role: 'leadclin', specialty: 'Wound care' },
      { practitionerId: B, practitionerName: '', role: 'clin', specialty: '' },
    ]);
  });

  it('needs a name (at most 100) and a supported state', () => {
    expect(issue({ ...team, name: ' ' })).toEqual({ path: 'name', message: MESSAGES.required });
    expect(issue({ ...team, name: 'x'.repeat(101) })).toEqual({ path: 'name', message: MESSAGES.incorrectValue });
    expect(issue({ ...team, state: '' })).toEqual({ path: 'state', message: MESSAGES.required });
    expect(issue({ ...team, state: 'NY' })).toEqual({ path: 'state', message: MESSAGES.incorrectValue });
  });

  it('needs each row’s clinician and a clinician-type role; a specialty at most 60', () => {
    expect(issue({ ...team, participants: [{ role: 'clin' }] })).toEqual({
      path: 'participants.0.practitionerId',
      message: MESSAGES.required,
    });
    expect(issue({ ...team, participants: [{ practitionerId: A, role: 'billing' }] })).toEqual({
      path: 'participants.0.role',
      message: MESSAGES.incorrectValue,
    });
    expect(issue({ ...team, participants: [{ practitionerId: A, role: 'clin', specialty: 'x'.repeat(61) }] })?.path).toBe(
      'participants.0.specialty',
    );
  });

  it('refuses the same clinician twice, on the repeat', () => {
    const twice = { ...team, participants: [...team.participants, { practitionerId: A.toUpperCase(), role: 'sphy' }] };
    expect(issue(twice)).toEqual({ path: 'participants.2.practitionerId', message: MESSAGES.incorrectValue });
    expect(
      repeatedParticipants([{ practitionerId: 'a' }, { practitionerId: '' }, { practitionerId: '' }, { practitionerId: 'A' }]),
    ).toEqual([3]);
  });

  it('labels the roles with their job function titles', () => {
    expect(TEAM_ROLE_OPTIONS.map((o) => o.value)).toEqual([
      'clin',
      'advclin',
      'lic-clin',
      'leadclin',
      'sphy',
      'cmon',
      'pons',
      'poff',
      'telemedicine-clinician',
    ]);
    expect(teamRoleLabel('sphy')).toBe('Supervising Physician');
    expect(teamRoleLabel('unknown')).toBe('unknown');
  });
});
