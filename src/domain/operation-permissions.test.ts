import { describe, expect, it } from 'vitest';
import { isBarredFromEncounters, type JobFunction, type Permission, type Role } from './access';
import { encounterReach, OPERATION_RULES, type OperationName, type OperationRule, ROLE_LIMITS, refusalOf } from './operation-permissions';

const user = (roles: Role[], permissions: Permission[] = ['patient']) => ({ roles, permissions });
const names = Object.keys(OPERATION_RULES) as OperationName[];
const rule = (name: OperationName): OperationRule => OPERATION_RULES[name];
const area = (name: OperationName) => {
  const r = rule(name);
  return r.kind === 'permission' ? r : null;
};

describe('refusalOf', () => {
  it('asks anonymous callers to sign in, except on public operations', () => {
    expect(refusalOf(null, 'Query.Patient')).toBe('unauthenticated');
    expect(refusalOf(null, 'Query.me')).toBe('unauthenticated');
    expect(refusalOf(null, 'Mutation.confirmPasswordChange')).toBeNull();
  });

  it('refuses a caller without any of the permission codes', () => {
    expect(refusalOf(user(['staff'], ['financial']), 'Query.PatientList')).toBe('forbidden');
    expect(refusalOf(user(['staff']), 'Query.PatientList')).toBeNull();
  });

  it('asks the telehealth operations for a telehealth job function too (SPEC §2 telehealth check)', () => {
    const staff = (...jobFunctions: JobFunction[]) => ({
      roles: ['staff'] as Role[],
      permissions: ['patient'] as Permission[],
      jobFunctions,
    });
    expect(refusalOf(staff('clin'), 'Query.TelehealthEncounterList')).toBe('forbidden');
    expect(refusalOf(user(['staff']), 'Query.TelehealthEncounterList')).toBe('forbidden');
    expect(refusalOf(staff('telemedicine-clinician'), 'Query.TelehealthEncounterList')).toBeNull();
    expect(refusalOf(staff('onsite-provider'), 'Subscription.onWaitingRoomChanged')).toBeNull();
    // Only the kiosk's onsite provider asks for a visit.
    expect(refusalOf(staff('telemedicine-clinician'), 'Mutation.requestTelehealthVisit')).toBe('forbidden');
    expect(refusalOf(staff('onsite-provider'), 'Mutation.requestTelehealthVisit')).toBeNull();
  });

  it('closes the whole encounter area to external users, reads and writes alike', () => {
    const external = user(['external']);
    const encounterArea = names.filter((n) => area(n)?.area === 'encounters');
    expect(encounterArea).toContain('Query.Encounter');
    expect(encounterArea).toContain('Mutation.generateEncounterNarrativePDF');
    expect(encounterArea).toContain('Query.GetProvenance');
    expect(encounterArea).toContain('Query.QuestionnaireResponseListForClinical');
    expect(encounterArea).toContain('Subscription.onEncounterUpdated');
    for (const name of encounterArea) expect(refusalOf(external, name), name).toBe('forbidden');
    // Outside the area, their permission codes count as for anyone.
    expect(refusalOf(external, 'Query.PatientList')).toBeNull();
    expect(refusalOf(external, 'Mutation.changePassword')).toBeNull();
  });

  it('leaves reviewer-readonly only the review reads of the encounter area, and the review itself', () => {
    const reviewer = user(['reviewer-readonly']);
    const open = names.filter((n) => area(n)?.area === 'encounters' && refusalOf(reviewer, n) === null);
    expect(open.sort()).toEqual(
      [
        'Query.Encounter',
        'Query.EncounterList',
        'Query.GetEncounterFormStatus',
        // The chart's Encounters tab: the same rule as EncounterList (signed encounters only).
        'Query.PatientEncounterList',
        'Query.QuestionnaireListByEncounter',
        'Query.QuestionnaireResponseListForClinical',
        // Encounters Review (SPEC §2): the queue, the versions, the narrative, what an amendment changed, and the review.
        'Query.EncounterReviewList',
        'Query.GetEncounterVersion',
        'Query.EncounterNarrativePDF',
        'Query.EncounterVersionDiff',
        'Mutation.reviewEncounter',
      ].sort(),
    );
    for (const name of ['Query.GetProvenance', 'Mutation.generateEncounterNarrativePDF', 'Subscription.onEncounterCreated'] as const) {
      expect(refusalOf(reviewer, name), name).toBe('forbidden');
    }
  });

  it('refuses reviewer-readonly every mutation but their own account ones and a review', () => {
    const reviewer = user(['reviewer-readonly'], ['patient', 'security', 'settings']);
    for (const name of names.filter((n) => n.startsWith('Mutation.') && n !== 'Mutation.reviewEncounter')) {
      const kind = rule(name).kind;
      expect(refusalOf(reviewer, name), name).toBe(kind === 'permission' ? 'forbidden' : null);
    }
    expect(refusalOf(reviewer, 'Mutation.reviewEncounter')).toBeNull();
    expect(refusalOf(reviewer, 'Mutation.deactivateUser')).toBe('forbidden');
    expect(refusalOf(reviewer, 'Mutation.changePassword')).toBeNull();
    expect(refusalOf(reviewer, 'Mutation.upsertUserPin')).toBeNull();
  });

  it('lets only a user passing the reviewer check review (SPEC §2), whatever codes others hold', () => {
    expect(refusalOf(user(['staff'], ['patient', 'settings', 'security']), 'Mutation.reviewEncounter')).toBe('forbidden');
    expect(refusalOf(user(['administrator']), 'Mutation.reviewEncounter')).toBeNull();
    expect(refusalOf(user(['external', 'administrator']), 'Mutation.reviewEncounter')).toBe('forbidden');
    expect(refusalOf(user(['reviewer-readonly'], ['financial']), 'Mutation.reviewEncounter')).toBe('forbidden');
  });

  it('limits a user by every limited role they hold', () => {
    expect(refusalOf(user(['administrator', 'external']), 'Query.Encounter')).toBe('forbidden');
    expect(refusalOf(user(['reviewer-readonly', 'external']), 'Query.Encounter')).toBe('forbidden');
    expect(refusalOf(user(['administrator', 'staff']), 'Mutation.createEncounter')).toBeNull();
  });
});

describe('encounterReach', () => {
  it('is every encounter for most roles, signed ones for reviewer-readonly, none for external', () => {
    expect(encounterReach({ roles: ['staff'] })).toBe('any');
    expect(encounterReach({ roles: ['administrator'] })).toBe('any');
    expect(encounterReach({ roles: ['reviewer-readonly'] })).toBe('signed');
    expect(encounterReach({ roles: ['reviewer-readonly', 'external'] })).toBe('none');
    expect(encounterReach({ roles: ['external', 'reviewer-readonly'] })).toBe('none');
  });
});

describe('the menu and the server agree', () => {
  it('bars from the Encounters menu exactly the roles the server limits in the encounter area', () => {
    const limited = (Object.keys(ROLE_LIMITS) as Role[]).filter((role) => ROLE_LIMITS[role]?.barred.includes('encounters'));
    for (const role of [
      'administrator',
      'external',
      'staff',
      'finadmin',
      'security-admin',
      'clinical-admin',
      'reviewer-readonly',
    ] as const) {
      const user = {
        id: 'u',
        email: '',
        givenName: '',
        familyName: '',
        userType: 'internal',
        roles: [role],
        jobFunctions: [],
        permissions: [],
        practitionerId: null,
        hasPin: true,
      } as const;
      expect(isBarredFromEncounters(user), role).toBe(limited.includes(role));
    }
  });
});
