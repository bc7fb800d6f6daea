import { describe, expect, it } from 'vitest';
import {
  ADMINISTRATOR_ONLY_MESSAGE,
  actingOnRefusal,
  coverageGrantChanges,
  type GrantActor,
  type GrantChange,
  type GrantKind,
  grantRefusal,
  grantRefusals,
  liftRestrictionMessage,
  NEW_PRACTITIONER,
  notHeldMessage,
  SELF_LOCKOUT_MESSAGE,
  selfChangeMessage,
  userGrantChanges,
} from './grant-rule';

const actor = (over: Partial<GrantActor> = {}): GrantActor => ({
  id: 'actor',
  roles: ['security-admin'],
  permissions: ['security', 'settings', 'patient'],
  jobFunctions: ['other', 'pons'],
  states: ['FL'],
  practitioners: new Set(['p-fl']),
  ...over,
});
const admin = actor({
  id: 'admin',
  roles: ['administrator'],
  permissions: ['security'],
  jobFunctions: ['other'],
  states: [],
  practitioners: new Set(),
});
const other = { id: 'target', roles: ['staff'] };
const change = (kind: GrantKind, before: string[], after: string[], field = `f.${kind}`): GrantChange => ({ kind, field, before, after });

/** One change of each kind adding `value` (a state or practitioner id for those kinds). */
const adding: Record<GrantKind, (value: string) => GrantChange> = {
  role: (v) => change('role', ['staff'], ['staff', v]),
  permission: (v) => change('permission', ['patient'], ['patient', v]),
  market: (v) => change('market', [], [v]),
  jobFunction: (v) => change('jobFunction', ['clin'], ['clin', v]),
  practitioner: (v) => change('practitioner', [], [v]),
  coverageState: (v) => change('coverageState', [], [v]),
  leadLink: (v) => change('leadLink', [], [v]),
};
const held: Record<GrantKind, string> = {
  role: 'security-admin',
  permission: 'settings',
  market: 'FL',
  jobFunction: 'pons',
  practitioner: 'p-fl',
  coverageState: 'FL',
  leadLink: 'p-fl',
};
const notHeld: Record<GrantKind, string> = {
  role: 'finadmin',
  permission: 'financial',
  market: 'TX',
  jobFunction: 'telemedicine-clinician',
  practitioner: 'p-tx',
  coverageState: 'TX',
  leadLink: 'p-tx',
};
const KINDS = Object.keys(adding) as GrantKind[];

describe('grantRefusals: nobody grants what they do not hold', () => {
  it.each(KINDS)('%s: what the actor holds is granted, what they do not is refused on its field', (kind) => {
    expect(grantRefusals(actor(), other, [adding[kind](held[kind])])).toEqual([]);
    expect(grantRefusal(actor(), other, [adding[kind](notHeld[kind])])).toEqual({
      reason: 'not-held',
      code: 'BAD_USER_INPUT',
      kind,
      field: `f.${kind}`,
      message: notHeldMessage(kind, [notHeld[kind]]),
    });
  });

  it.each(KINDS)('%s: an administrator grants anything to anyone else', (kind) => {
    expect(grantRefusals(admin, other, [adding[kind](notHeld[kind])])).toEqual([]);
  });

  it('names what is missing, in words', () => {
    expect(notHeldMessage('role', ['finadmin', 'administrator'])).toBe(
      'You cannot grant a role you do not hold: Financial Administrator, Administrator.',
    );
    expect(notHeldMessage('permission', ['financial'])).toBe('You cannot grant a permission you do not hold: Financial.');
    expect(notHeldMessage('jobFunction', ['pons'])).toBe('You cannot grant a job function you do not hold: PCC.');
    expect(notHeldMessage('market', ['TX', 'CA'])).toBe('You cannot grant markets outside your own states: TX, CA.');
  });

  it('lets anyone who administers users give the baseline role and the restricting ones', () => {
    expect(grantRefusals(actor(), other, [change('role', [], ['staff', 'external', 'reviewer-readonly'])])).toEqual([]);
  });

  it('refuses lifting a restriction the actor is under themselves, not one they are free of', () => {
    const reviewer = actor({ roles: ['security-admin', 'external'] });
    expect(grantRefusal(reviewer, other, [change('role', ['staff', 'external'], ['staff'])])?.message).toBe(
      liftRestrictionMessage(['external']),
    );
    expect(grantRefusals(actor(), other, [change('role', ['staff', 'reviewer-readonly'], ['staff'])])).toEqual([]);
  });

  it('takes away what the actor does not hold (narrowing is no grant)', () => {
    expect(grantRefusals(actor(), other, [change('market', ['TX', 'FL'], ['FL']), change('permission', ['financial'], [])])).toEqual([]);
  });

  it('passes a form saved as it was read, whatever it holds', () => {
    expect(
      grantRefusals(
        actor(),
        other,
        KINDS.map((k) => change(k, [notHeld[k]], [notHeld[k]])),
      ),
    ).toEqual([]);
  });

  it('lets a new practitioner be made and linked: it grants nothing yet', () => {
    expect(grantRefusals(actor(), other, [change('practitioner', [], [NEW_PRACTITIONER])])).toEqual([]);
  });

  it('gives every refusal, in the order asked', () => {
    const all = grantRefusals(actor(), other, [adding.market('TX'), adding.permission('settings'), adding.role('administrator')]);
    expect(all.map((r) => r.kind)).toEqual(['market', 'role']);
  });
});

describe('grantRefusals: nobody changes their own access', () => {
  const me = { id: 'actor', roles: ['security-admin'] };

  it.each(KINDS)('%s: neither widened nor narrowed, even by an administrator', (kind) => {
    expect(grantRefusal(actor(), me, [adding[kind](held[kind])])).toMatchObject({
      reason: 'self',
      code: 'BAD_USER_INPUT',
      field: `f.${kind}`,
      message: selfChangeMessage(kind),
    });
    expect(grantRefusal(admin, { id: 'admin', roles: ['administrator'] }, [change(kind, [held[kind]], [])])?.reason).toBe('self');
  });

  it("says so when one's own security permission would go", () => {
    expect(grantRefusal(actor(), me, [change('permission', ['security', 'patient'], ['patient'])])?.message).toBe(SELF_LOCKOUT_MESSAGE);
  });

  it('lets one save their own form unchanged (their name, their phone)', () => {
    expect(
      grantRefusals(
        actor(),
        me,
        KINDS.map((k) => change(k, [held[k]], [held[k]])),
      ),
    ).toEqual([]);
  });
});

describe('only an administrator acts on an administrator', () => {
  const theAdmin = { id: 'admin', roles: ['administrator', 'security-admin'] };

  it('refuses a non-administrator anything on an administrator, as FORBIDDEN', () => {
    const refusal = { reason: 'administrator', code: 'FORBIDDEN', kind: null, field: null, message: ADMINISTRATOR_ONLY_MESSAGE };
    expect(actingOnRefusal(actor(), theAdmin)).toEqual(refusal);
    // Even a change that grants nothing (a name) or takes away.
    expect(grantRefusals(actor(), theAdmin, [])).toEqual([refusal]);
    expect(grantRefusal(actor(), theAdmin, [change('permission', ['security'], [])])).toEqual(refusal);
  });

  it('lets an administrator act on another, and anyone on a user being created', () => {
    expect(actingOnRefusal(admin, theAdmin)).toBeNull();
    expect(actingOnRefusal(actor(), { id: null, roles: [] })).toBeNull();
    expect(actingOnRefusal(actor(), other)).toBeNull();
  });

  it('makes no one an administrator but an administrator', () => {
    expect(grantRefusal(actor(), { id: null, roles: [] }, [change('role', [], ['administrator'])])?.field).toBe('f.role');
  });
});

describe('userGrantChanges and coverageGrantChanges', () => {
  const values = {
    roles: ['staff'],
    permissions: ['patient'],
    markets: ['FL'],
    jobFunctions: ['clin'],
    practitionerId: '',
    createPractitioner: false,
  };

  it('reads a new user as granted from nothing, on the form’s fields', () => {
    expect(userGrantChanges(null, { ...values, practitionerId: 'p1' })).toEqual([
      { kind: 'role', field: 'user.roles', before: [], after: ['staff'] },
      { kind: 'permission', field: 'user.permissions', before: [], after: ['patient'] },
      { kind: 'market', field: 'user.markets', before: [], after: ['FL'] },
      { kind: 'jobFunction', field: 'user.jobFunctions', before: [], after: ['clin'] },
      { kind: 'practitioner', field: 'user.practitionerId', before: [], after: ['p1'] },
    ]);
  });

  it('reads createPractitioner as a new practitioner, on its own field', () => {
    const before = { ...values, practitionerId: null };
    expect(userGrantChanges(before, { ...values, createPractitioner: true }).at(-1)).toEqual({
      kind: 'practitioner',
      field: 'user.createPractitioner',
      before: [],
      after: [NEW_PRACTITIONER],
    });
    expect(userGrantChanges({ ...values, practitionerId: 'p1' }, values).at(-1)).toMatchObject({ before: ['p1'], after: [] });
  });

  it('reads a coverage row’s states, market states and clinicians on the input’s fields', () => {
    const none = { states: [], marketStates: [], clinicianIds: [] };
    expect(coverageGrantChanges(none, { states: ['TX'], marketStates: ['TX'], clinicianIds: ['p'] }).map((c) => [c.kind, c.field])).toEqual(
      [
        ['coverageState', 'input.states'],
        ['coverageState', 'input.marketIds'],
        ['leadLink', 'input.clinicianIds'],
      ],
    );
  });
});
