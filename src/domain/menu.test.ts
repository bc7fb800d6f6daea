// THE menu table against SPEC §2 "Menu" / "Known paths" and §6, for every demo persona of
// DESIGN §6 with the demo settings: what each one sees, where they land, and what the route
// guard does with a path.
import { describe, expect, it } from 'vitest';
import type { JobFunction, Permission, Role, SessionUser, UserType } from './access';
import { firstPermittedPath, isKnownPath, MENU, type MenuContext, type MenuItem, pathAccess, visibleMenu } from './menu';
import { DEFAULT_SETTINGS, SETTING_KEYS, type SettingKey, type Settings } from './settings';

// The demo personas live with the server seed (server/seed/personas.ts). That file uses the
// server's '.ts' import style, which the browser tsconfig (that also checks src/domain) refuses,
// so it is loaded at run time and typed here by the fields the menu reads.
interface Persona {
  key: string;
  email: string;
  givenName: string;
  familyName: string;
  userType: UserType;
  roles: Role[];
  jobFunctions: JobFunction[];
  permissions: Permission[];
  hasPin: boolean;
}
const seed = (await import(new URL('../../server/seed/personas.ts', import.meta.url).href)) as {
  PERSONAS: readonly Persona[];
  DEMO_SETTINGS_ON: readonly SettingKey[];
};

const toUser = (p: Persona): SessionUser => ({
  id: `user-${p.key}`,
  email: p.email,
  givenName: p.givenName,
  familyName: p.familyName,
  userType: p.userType,
  roles: p.roles,
  jobFunctions: p.jobFunctions,
  permissions: p.permissions,
  practitionerId: null,
  hasPin: p.hasPin,
});

const DEMO: Settings = Object.fromEntries(SETTING_KEYS.map((k) => [k, seed.DEMO_SETTINGS_ON.includes(k) ? 'true' : 'false'])) as Settings;

const persona = (key: string): Persona => {
  const found = seed.PERSONAS.find((p) => p.key === key);
  if (!found) throw new Error(`no persona ${key}`);
  return found;
};
const ctx = (key: string, settings: Partial<Settings> = {}): MenuContext => ({
  user: toUser(persona(key)),
  settings: { ...DEMO, ...settings },
  flags: {},
});
const userCtx = (user: Partial<SessionUser>, settings: Partial<Settings> = {}): MenuContext => ({
  user: { ...toUser(persona('clinician')), ...user },
  settings: { ...DEMO, ...settings },
  flags: {},
});

/** The drawer as text: a leaf is its label, a group is 'Label > child, child'. */
const outline = (items: readonly MenuItem[]): string[] =>
  items.map((item) => (item.children ? `${item.label} > ${item.children.map((c) => c.label).join(', ')}` : item.label));
const labels = (c: MenuContext): string[] => outline(visibleMenu(c));
const flat = (c: MenuContext): string[] =>
  visibleMenu(c).flatMap((i) => [i.label, ...(i.children ?? []).map((ch) => `${i.label}/${ch.label}`)]);

const MASTER_LISTS = 'Master Lists > Care Facilities, Home Health, Comm Log Topics, Adm Canc Reasons, Discharge Reasons, PCPs';
const USER_CONFIG_ALL =
  'User Config > Users, Teams, Market Team, Clinicans, Payers, PCC Config, Telehealth Clinicians, Lead Clinicians, Notifications';
const CLINICAL_CONFIG_ALL =
  'Clinical Config > Orders, Order Sets, Formulary, Procedures, Treatment Steps, Wound Type, Educational Delivery, Educational Training, Review of Systems, Barriers, Medical Condition, Form Config, Encounter Duration';

/** What each demo persona must see with the demo settings (SPEC §2, §6; DESIGN §6). */
const EXPECTED: Record<string, string[]> = {
  admin: [
    'Schedule',
    'Patients',
    'Encounters',
    'Tasks',
    'Encounters Review',
    'Dashboard > Dashboard, Tasking',
    'Reports > Reports, CBR',
    'Bulk Operations > Eligibility',
    MASTER_LISTS,
    USER_CONFIG_ALL,
    'Payroll Info',
  ],
  clinician: ['My Schedule', 'Schedule', 'Patients', 'Encounters'],
  clinician2: ['My Schedule', 'Schedule', 'Patients', 'Encounters'],
  coordinator: ['Schedule', 'Patients', 'Encounters', 'Tasks'],
  'clinical-admin': [CLINICAL_CONFIG_ALL],
  pcc: ['Patients', 'Encounters', 'Tasks', 'Bulk Operations > Missed Appts, Made Encounters'],
  casemanager: ['Patients', 'Encounters', 'Tasks', 'Clinical Rounds'],
  leadclin: ['Patients', 'Encounters', 'Clinical Rounds'],
  billing: ['User Config > Clinicans', 'Payroll Info'],
  telehealth: ['Schedule', 'Patients', 'Encounters', 'Telehealth > Telehealth List, My Encounters', 'Waiting room'],
  telehealth2: ['Schedule', 'Patients', 'Encounters', 'Telehealth > Telehealth List, My Encounters', 'Waiting room'],
  onsite: ['Schedule', 'Patients', 'Encounters', 'Telehealth > Telehealth List, My Encounters', 'Waiting room'],
  reviewer: ['Schedule', 'Patients', 'Encounters Review'],
  external: ['Schedule', 'Patients'],
  newuser: ['My Schedule', 'Schedule', 'Patients', 'Encounters'],
  // The password-expiry personas (issue 5) are coordinators.
  expiring: ['Schedule', 'Patients', 'Encounters', 'Tasks'],
  mustchange: ['Schedule', 'Patients', 'Encounters', 'Tasks'],
  expired: ['Schedule', 'Patients', 'Encounters', 'Tasks'],
};

const FIRST_PATH: Record<string, string> = {
  admin: '/schedule',
  clinician: '/my-schedule',
  clinician2: '/my-schedule',
  coordinator: '/schedule',
  'clinical-admin': '/clinical-config/orders',
  pcc: '/patients',
  casemanager: '/patients',
  leadclin: '/patients',
  billing: '/clinicians',
  telehealth: '/schedule',
  // The facility's kiosk opens on the waiting room (SPEC §2 waiting room).
  telehealth2: '/schedule',
  onsite: '/waiting-room',
  reviewer: '/schedule',
  external: '/schedule',
  newuser: '/my-schedule',
  expiring: '/schedule',
  mustchange: '/schedule',
  expired: '/schedule',
};

describe('the demo personas', () => {
  it('every persona has an expected menu and vice versa', () => {
    expect(seed.PERSONAS.map((p) => p.key).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('the demo settings are the five DESIGN §6 switches', () => {
    expect([...seed.DEMO_SETTINGS_ON].sort()).toEqual(
      ['EnableADPIntegration', 'EnableCBRReport', 'EnableEncounterFilter', 'EnableInAppNotificationConfig', 'EnableUserPin'].sort(),
    );
  });
});

describe.each(Object.entries(EXPECTED))('menu of %s with the demo settings', (key, expected) => {
  it('shows exactly the expected items', () => {
    expect(labels(ctx(key))).toEqual(expected);
  });

  it(`lands on ${FIRST_PATH[key]}`, () => {
    expect(firstPermittedPath(ctx(key))).toBe(FIRST_PATH[key]);
  });

  it('every visible item (and child) is allowed by the route guard', () => {
    const c = ctx(key);
    for (const item of visibleMenu(c)) {
      for (const leaf of item.children ?? [item]) expect(pathAccess(leaf.path, c), `${key} ${leaf.path}`).toBe('allowed');
    }
  });

  it('the landing path is allowed', () => {
    expect(pathAccess(firstPermittedPath(ctx(key)), ctx(key))).toBe('allowed');
  });

  it('/account and its pages are open', () => {
    for (const path of ['/account', '/account/password', '/account/pin', '/account/pay-period-history', '/account/p1/list/pr1']) {
      expect(pathAccess(path, ctx(key))).toBe('allowed');
    }
  });
});

describe('the DESIGN §6 demo contract, item by item', () => {
  it('billing: no Schedule link; Clinicans and Payroll Info', () => {
    const seen = flat(ctx('billing'));
    expect(seen).not.toContain('Schedule');
    expect(seen).toContain('User Config/Clinicans');
    expect(seen).toContain('Payroll Info');
  });

  it('reviewer: Encounters Review, no Encounters', () => {
    expect(flat(ctx('reviewer'))).toContain('Encounters Review');
    expect(flat(ctx('reviewer'))).not.toContain('Encounters');
  });

  it('external: no Encounters', () => {
    expect(flat(ctx('external'))).not.toContain('Encounters');
  });

  it('clinician: My Schedule, Schedule, Patients, Encounters', () => {
    expect(flat(ctx('clinician'))).toEqual(expect.arrayContaining(['My Schedule', 'Schedule', 'Patients', 'Encounters']));
  });

  it('pcc: Bulk Missed Appts and Made Encounters, no Eligibility', () => {
    const seen = flat(ctx('pcc'));
    expect(seen).toEqual(expect.arrayContaining(['Bulk Operations/Missed Appts', 'Bulk Operations/Made Encounters']));
    expect(seen).not.toContain('Bulk Operations/Eligibility');
  });

  it.each(['casemanager', 'leadclin'])('%s: Clinical Rounds, no Schedule', (key) => {
    expect(flat(ctx(key))).toContain('Clinical Rounds');
    expect(flat(ctx(key))).not.toContain('Schedule');
  });

  it('telehealth: Telehealth (Telehealth List, My Encounters) and Waiting room', () => {
    expect(flat(ctx('telehealth'))).toEqual(
      expect.arrayContaining(['Telehealth/Telehealth List', 'Telehealth/My Encounters', 'Waiting room']),
    );
  });

  it('admin: CBR under Reports, Payroll Info, Notifications under User Config', () => {
    expect(flat(ctx('admin'))).toEqual(expect.arrayContaining(['Reports/CBR', 'Payroll Info', 'User Config/Notifications']));
  });

  it('only clinical-admin sees Clinical Config', () => {
    for (const p of seed.PERSONAS) {
      expect(flat(ctx(p.key)).includes('Clinical Config'), p.key).toBe(p.roles.includes('clinical-admin'));
    }
  });
});

describe('settings change the menu', () => {
  it("EnableEncounterFilter 'false' hides Encounters", () => {
    for (const key of ['clinician', 'admin', 'pcc', 'telehealth']) {
      expect(flat(ctx(key))).toContain('Encounters');
      expect(flat(ctx(key, { EnableEncounterFilter: 'false' })), key).not.toContain('Encounters');
    }
    expect(pathAccess('/clinician-encounters', ctx('clinician', { EnableEncounterFilter: 'false' }))).toBe('hidden');
  });

  it("EnableADPIntegration 'false' hides Payroll Info", () => {
    expect(labels(ctx('billing', { EnableADPIntegration: 'false' }))).toEqual(['User Config > Clinicans']);
    expect(flat(ctx('admin', { EnableADPIntegration: 'false' }))).not.toContain('Payroll Info');
    expect(pathAccess('/payroll-info', ctx('billing', { EnableADPIntegration: 'false' }))).toBe('hidden');
  });

  it("EnableCBRReport 'false' hides CBR from admin, but role cbrbeta still sees it", () => {
    expect(labels(ctx('admin', { EnableCBRReport: 'false' }))).toContain('Reports > Reports');
    expect(flat(ctx('admin', { EnableCBRReport: 'false' }))).not.toContain('Reports/CBR');
    const beta: Partial<SessionUser> = { roles: ['staff', 'cbrbeta'], jobFunctions: ['other'], permissions: ['create'] };
    expect(flat(userCtx(beta, { EnableCBRReport: 'false' }))).toContain('Reports/CBR');
    expect(flat(userCtx(beta, { EnableCBRReport: 'true' }))).toContain('Reports/CBR');
  });

  it("with EnableCBRReport 'true', a create user without cbrbeta or the extra check does not see CBR", () => {
    const reporter: Partial<SessionUser> = { roles: ['staff'], jobFunctions: ['other'], permissions: ['create'] };
    expect(labels(userCtx(reporter))).toEqual(['Reports > Reports']);
  });

  it("HideTreatments 'true' hides Formulary, Procedures, Treatment Steps and Wound Type", () => {
    const seen = flat(ctx('clinical-admin', { HideTreatments: 'true' }));
    for (const label of ['Formulary', 'Procedures', 'Treatment Steps', 'Wound Type'])
      expect(seen).not.toContain(`Clinical Config/${label}`);
    expect(seen).toEqual(
      expect.arrayContaining(['Clinical Config/Orders', 'Clinical Config/Barriers', 'Clinical Config/Encounter Duration']),
    );
    for (const path of [
      '/clinical-config/products',
      '/clinical-config/procedures',
      '/clinical-config/treatment-steps',
      '/clinical-config/wound-type',
    ]) {
      expect(pathAccess(path, ctx('clinical-admin', { HideTreatments: 'true' })), path).toBe('hidden');
    }
  });

  it.each([
    ['HideOrders', ['Orders', 'Order Sets']],
    ['HideEducationalDelivery', ['Educational Delivery', 'Educational Training']],
    ['HideReviewOfSystems', ['Review of Systems']],
    ['HideBarriers', ['Barriers']],
  ] as const)("%s 'true' hides %j", (setting, hidden) => {
    const all = flat(ctx('clinical-admin')).filter((l) => l.startsWith('Clinical Config/'));
    const seen = flat(ctx('clinical-admin', { [setting]: 'true' })).filter((l) => l.startsWith('Clinical Config/'));
    expect(seen).toEqual(all.filter((l) => !hidden.some((h) => l === `Clinical Config/${h}`)));
  });

  it("EnableInAppNotificationConfig 'false' hides Notifications under User Config", () => {
    expect(flat(ctx('admin', { EnableInAppNotificationConfig: 'false' }))).not.toContain('User Config/Notifications');
    expect(pathAccess('/notifications', ctx('admin', { EnableInAppNotificationConfig: 'false' }))).toBe('hidden');
  });

  it('with every setting off (the defaults) the admin loses exactly the switched items', () => {
    const off: MenuContext = { ...ctx('admin'), settings: DEFAULT_SETTINGS };
    const lost = flat(ctx('admin')).filter((l) => !flat(off).includes(l));
    expect(lost.sort()).toEqual(['Encounters', 'Payroll Info', 'Reports/CBR', 'User Config/Notifications'].sort());
  });
});

describe('firstPermittedPath', () => {
  it('a user who may open nothing lands on /account', () => {
    expect(firstPermittedPath(userCtx({ roles: ['staff'], jobFunctions: ['other'], permissions: [] }))).toBe('/account');
  });

  it('every clinician-type job function lands on My Schedule', () => {
    for (const jf of ['clin', 'advclin', 'lic-clin'] as const) {
      expect(firstPermittedPath(userCtx({ jobFunctions: [jf], permissions: ['patient'] })), jf).toBe('/my-schedule');
    }
  });
});

describe('pathAccess (the route guard)', () => {
  it.each([
    ['billing', '/schedule', 'forbidden'],
    ['billing', '/patients', 'forbidden'],
    ['billing', '/patients/p1/demographics', 'forbidden'],
    ['billing', '/users', 'forbidden'],
    ['billing', '/clinicians/c1', 'allowed'],
    ['reviewer', '/clinician-encounters', 'hidden'],
    ['reviewer', '/clinician-encounters/a1', 'hidden'],
    ['external', '/clinician-encounters', 'hidden'],
    ['reviewer', '/encounters-review', 'allowed'],
    ['clinician', '/encounters-review', 'hidden'],
    ['admin', '/users/abc/edit', 'allowed'],
    ['admin', '/users/new', 'allowed'],
    ['clinician', '/users/abc/edit', 'forbidden'],
    ['clinician', '/users', 'forbidden'],
    ['pcc', '/schedule', 'hidden'],
    ['pcc', '/schedule/view/s1/map', 'hidden'],
    ['clinician', '/schedule/view/s1/map', 'allowed'],
    ['clinician', '/my-schedule/view/s1/map', 'allowed'],
    ['coordinator', '/my-schedule', 'hidden'],
    ['pcc', '/missed-appointments', 'allowed'],
    ['pcc', '/made-encounters', 'allowed'],
    ['pcc', '/bulk-eligibility', 'forbidden'],
    ['admin', '/bulk-eligibility', 'allowed'],
    ['admin', '/missed-appointments', 'hidden'],
    ['casemanager', '/manage-session', 'allowed'],
    ['clinician', '/manage-session', 'hidden'],
    ['telehealth', '/waiting-room/p1/e1/check-in', 'allowed'],
    ['clinician', '/waiting-room', 'hidden'],
    ['clinician', '/tasks', 'forbidden'],
    ['coordinator', '/tasks', 'allowed'],
    ['admin', '/payers/p1/edit', 'allowed'],
    ['admin', '/administrative-config/code-system/discharge-reason', 'allowed'],
    ['clinical-admin', '/clinical-config/forms-config', 'allowed'],
    ['clinical-admin', '/patients', 'forbidden'],
    ['admin', '/cbr-dashboard', 'allowed'],
    ['coordinator', '/cbr-dashboard', 'forbidden'],
  ])('%s %s → %s', (key, path, expected) => {
    expect(pathAccess(path, ctx(key))).toBe(expected);
  });

  it.each(seed.PERSONAS.map((p) => [p.key]))('%s: /account is allowed, /nope is unknown', (key) => {
    expect(pathAccess('/account', ctx(key))).toBe('allowed');
    expect(pathAccess('/nope', ctx(key))).toBe('unknown');
    expect(pathAccess('/users/1/2/3', ctx(key))).toBe('unknown');
  });

  it('Clinical Config is never allowed to a user who is not clinical-admin', () => {
    for (const p of seed.PERSONAS.filter((x) => !x.roles.includes('clinical-admin'))) {
      expect(pathAccess('/clinical-config/orders', ctx(p.key)), p.key).not.toBe('allowed');
    }
  });
});

describe('isKnownPath', () => {
  // Every path SPEC §2 names (with sample ids), the patient tabs and the notification targets.
  const KNOWN = [
    '/',
    '/sign-in',
    '/authenticate',
    '/account',
    '/account/password',
    '/account/pin',
    '/account/pay-period-history',
    '/account/pp1/list/pr1',
    '/clinical-config',
    ...[
      'products',
      'procedures',
      'treatment-steps',
      'wound-type',
      'orders',
      'forms-config',
      'encounter-duration',
      'barriers',
      'medical-condition',
      'review-of-systems',
      'educational-training',
      'educational-delivery',
    ].map((s) => `/clinical-config/${s}`),
    '/master-list',
    '/master-list/market-team-config',
    '/master-list/care-facility',
    '/master-list/home-health',
    '/master-list/pcp-config',
    '/missed-appointments',
    '/made-encounters',
    '/bulk-eligibility',
    '/payers',
    '/payers/new',
    '/payers/py1',
    '/payers/py1/edit',
    '/pcc-config',
    '/pcc-config/u1',
    '/pcc-config/u1/edit',
    '/th-clinician',
    '/th-clinician/c1',
    '/th-clinician/c1/edit',
    '/lead-clinician',
    '/lead-clinician/c1',
    '/lead-clinician/c1/edit',
    '/clinician-encounters',
    '/clinician-encounters/a1',
    '/clinicians',
    '/clinicians/c1',
    '/notifications',
    '/tasks',
    '/telemedicine',
    '/my-encounters',
    '/users',
    '/users/new',
    '/users/u1',
    '/users/u1/edit',
    '/teams',
    '/admin-dashboard',
    '/tasking-dashboard',
    '/report-dashboard',
    '/cbr-dashboard',
    '/settings',
    '/encounters-review',
    '/manage-session',
    '/payroll-info',
    '/waiting-room',
    '/waiting-room/p1/e1/check-in',
    '/administrative-config/code-system/communication-topics',
    '/administrative-config/code-system/admission-cancellation-reason',
    '/administrative-config/code-system/discharge-reason',
    '/patients',
    '/patients/p1',
    '/patients/p1/patient-menu',
    '/schedule',
    '/my-schedule',
    ...['/schedule/s1', '/my-schedule/s1', '/schedule/view/s1', '/my-schedule/view/s1'].flatMap((p) => [p, `${p}/map`]),
    '/patients/p1/admissions/a1/discharge-request',
    '/patients/p1/admissions/a1/discharge-request/r1',
    '/patients/p1/admissions/a1/discharge-request/r1/edit',
    ...[
      'communication-log',
      'alerts',
      'demographics',
      'coverages',
      'referrals',
      'admissions',
      'encounter',
      'documents',
      'orders',
      'appointments',
      'tasks',
    ].map((tab) => `/patients/p1/${tab}`),
    '/patients/p1/problemslist/problems',
    '/patients/p1/past-orders/o1/sr1',
    '/patients/p1/admissions/a1/ccd/documents/CCD/d1',
  ];

  it.each(KNOWN.map((p) => [p]))('%s is known', (path) => {
    expect(isKnownPath(path)).toBe(true);
  });

  it.each([
    ['/nope'],
    ['/users/u1/edit/more'],
    ['/account/x'],
    ['/clinical-config/orders/1/2'],
    ['/bulk-operations'],
    ['/patients/p1/a/b/c/d/e/f'],
  ])('%s is not known', (path) => {
    expect(isKnownPath(path)).toBe(false);
  });
});

describe('the table itself', () => {
  it('ids are unique', () => {
    const ids: string[] = [];
    const walk = (items: readonly MenuItem[]) => {
      for (const item of items) {
        ids.push(item.id);
        if (item.children) walk(item.children);
      }
    };
    walk(MENU);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a group drops out when none of its children is visible', () => {
    // Bulk Operations has no page of its own: a user with no child visible gets no heading.
    expect(flat(ctx('clinician'))).not.toContain('Bulk Operations');
  });
});
