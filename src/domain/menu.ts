// THE menu table (SPEC §2 "Menu" and "Known paths"). One entry per item: its path, label,
// permission codes (any of) and visibility rule. The drawer, the route guard and the redirect
// to the first permitted item all read this table; the server uses the known paths for 404s.
import {
  hasJobFunction,
  hasPermission,
  hasRole,
  isBarredFromEncounters,
  isCaseManagerOrLead,
  isClinician,
  isOnsiteProvider,
  isPcc,
  isReviewer,
  isTelehealthClinician,
  isTelehealthUser,
  type Permission,
  SCHEDULE_LINK_EXCLUDED,
  type SessionUser,
} from './access';
import { mayOpenCbr } from './dashboards/cbr-access';
import type { FeatureFlags } from './feature-flags';
import { isOn, type Settings } from './settings';

export interface MenuContext {
  user: SessionUser;
  settings: Settings;
  flags: FeatureFlags;
}

type Rule = (ctx: MenuContext) => boolean;

export interface MenuItem {
  id: string;
  label: string;
  /** The item's own path; also the prefix of the paths it governs. */
  path: string;
  /** Any one of these permission codes grants access; empty means any signed-in user. */
  permissions: readonly Permission[];
  /** Visibility beyond the permission (roles, job functions, settings, flags). */
  visible?: Rule;
  children?: readonly MenuItem[];
  /** Extra path patterns governed by this item ($param marks a segment). */
  paths?: readonly string[];
  /** A group that is only a heading in the drawer: its `path` is no page. */
  groupOnly?: true;
  /** Pages reached from other pages, never listed in the drawer (they are still guarded by this entry). */
  notInDrawer?: true;
}

const setting =
  (key: Parameters<typeof isOn>[1]): Rule =>
  ({ settings }) =>
    isOn(settings, key);
const notSetting =
  (key: Parameters<typeof isOn>[1]): Rule =>
  ({ settings }) =>
    !isOn(settings, key);

const clinicalConfig = (id: string, label: string, visible?: Rule): MenuItem => ({
  id: `clinical-config-${id}`,
  label,
  path: `/clinical-config/${id}`,
  permissions: [],
  ...(visible ? { visible } : {}),
});

const codeSystem = (id: string, label: string): MenuItem => ({
  id: `code-system-${id}`,
  label,
  path: `/administrative-config/code-system/${id}`,
  permissions: ['settings'],
});

export const MENU: readonly MenuItem[] = [
  {
    id: 'my-schedule',
    label: 'My Schedule',
    path: '/my-schedule',
    permissions: ['patient'],
    visible: ({ user }) => isClinician(user),
    paths: ['/my-schedule/$id', '/my-schedule/$id/map', '/my-schedule/map'],
  },
  {
    // One visit of the user's own schedule and its forms: the clinicians' visits, and the
    // telehealth clinicians' too (a waiting-room request they checked in is booked on their
    // schedule and documented here, SPEC §2 waiting room).
    id: 'visit',
    label: 'Visit',
    path: '/my-schedule/view/$id',
    permissions: ['patient'],
    visible: ({ user }) => isClinician(user) || isTelehealthClinician(user),
    paths: ['/my-schedule/view/$id/map', '/my-schedule/view/$id/forms/$code'],
    notInDrawer: true,
  },
  {
    id: 'schedule',
    label: 'Schedule',
    path: '/schedule',
    permissions: ['patient'],
    visible: ({ user }) => !hasJobFunction(user, ...SCHEDULE_LINK_EXCLUDED),
    paths: ['/schedule/$id', '/schedule/$id/map', '/schedule/map', '/schedule/view/$id', '/schedule/view/$id/map'],
  },
  {
    id: 'patients',
    label: 'Patients',
    path: '/patients',
    permissions: ['patient'],
    paths: [
      '/patients/$id',
      '/patients/$id/patient-menu',
      '/patients/$id/$tab',
      '/patients/$id/problemslist/problems',
      '/patients/$id/admissions/$admissionId/discharge-request',
      '/patients/$id/admissions/$admissionId/discharge-request/$requestId',
      '/patients/$id/admissions/$admissionId/discharge-request/$requestId/edit',
      '/patients/$id/past-orders/$orderId/$serviceRequestId',
      '/patients/$id/admissions/$admissionId/ccd/documents/CCD/$documentId',
    ],
  },
  {
    id: 'encounters',
    label: 'Encounters',
    path: '/clinician-encounters',
    permissions: ['patient'],
    visible: (ctx) => isOn(ctx.settings, 'EnableEncounterFilter') && !isBarredFromEncounters(ctx.user),
    paths: ['/clinician-encounters/$appointmentId'],
  },
  {
    id: 'telehealth',
    label: 'Telehealth',
    path: '/telemedicine',
    permissions: ['patient'],
    visible: ({ user }) => isTelehealthUser(user),
    children: [
      { id: 'telemedicine-list', label: 'Telehealth List', path: '/telemedicine', permissions: ['patient'] },
      { id: 'my-encounters', label: 'My Encounters', path: '/my-encounters', permissions: ['patient'] },
    ],
  },
  {
    id: 'waiting-room',
    label: 'Waiting room',
    path: '/waiting-room',
    permissions: ['patient'],
    visible: ({ user }) => isTelehealthUser(user),
    paths: ['/waiting-room/$patientId/$encounterId/check-in'],
  },
  { id: 'tasks', label: 'Tasks', path: '/tasks', permissions: ['tasking'] },
  {
    id: 'clinical-rounds',
    label: 'Clinical Rounds',
    path: '/manage-session',
    permissions: ['patient'],
    visible: ({ user }) => isCaseManagerOrLead(user),
  },
  {
    id: 'encounters-review',
    label: 'Encounters Review',
    path: '/encounters-review',
    permissions: ['patient'],
    paths: ['/encounters-review/$encounterId'],
    visible: ({ user }) => isReviewer(user),
  },
  {
    id: 'dashboard',
    label: 'Dashboard',
    path: '/admin-dashboard',
    permissions: ['settings'],
    children: [
      { id: 'admin-dashboard', label: 'Dashboard', path: '/admin-dashboard', permissions: ['settings'] },
      { id: 'tasking-dashboard', label: 'Tasking', path: '/tasking-dashboard', permissions: ['settings'] },
    ],
  },
  {
    id: 'reports',
    label: 'Reports',
    path: '/report-dashboard',
    permissions: ['create'],
    children: [
      { id: 'report-dashboard', label: 'Reports', path: '/report-dashboard', permissions: ['create'] },
      {
        id: 'cbr',
        label: 'CBR',
        path: '/cbr-dashboard',
        permissions: ['create'],
        // SPEC §2: with EnableCBRReport 'true', role cbrbeta or the extra check (administrators);
        // otherwise only role cbrbeta.
        visible: ({ user, settings }) => mayOpenCbr(user, isOn(settings, 'EnableCBRReport')),
      },
    ],
  },
  {
    id: 'clinical-config',
    label: 'Clinical Config',
    path: '/clinical-config',
    permissions: [],
    // SPEC §6: Clinical Config only for role clinical-admin.
    visible: ({ user }) => hasRole(user, 'clinical-admin'),
    children: [
      clinicalConfig('orders', 'Orders', notSetting('HideOrders')),
      clinicalConfig('order-sets', 'Order Sets', notSetting('HideOrders')),
      clinicalConfig('products', 'Formulary', notSetting('HideTreatments')),
      clinicalConfig('procedures', 'Procedures', notSetting('HideTreatments')),
      clinicalConfig('treatment-steps', 'Treatment Steps', notSetting('HideTreatments')),
      clinicalConfig('wound-type', 'Wound Type', notSetting('HideTreatments')),
      clinicalConfig('educational-delivery', 'Educational Delivery', notSetting('HideEducationalDelivery')),
      clinicalConfig('educational-training', 'Educational Training', notSetting('HideEducationalDelivery')),
      clinicalConfig('review-of-systems', 'Review of Systems', notSetting('HideReviewOfSystems')),
      clinicalConfig('barriers', 'Barriers', notSetting('HideBarriers')),
      clinicalConfig('medical-condition', 'Medical Condition'),
      clinicalConfig('forms-config', 'Form Config'),
      clinicalConfig('encounter-duration', 'Encounter Duration'),
    ],
  },
  {
    id: 'bulk-operations',
    label: 'Bulk Operations',
    path: '/bulk-operations',
    permissions: [],
    groupOnly: true,
    children: [
      { id: 'bulk-eligibility', label: 'Eligibility', path: '/bulk-eligibility', permissions: ['settings'] },
      {
        id: 'missed-appointments',
        label: 'Missed Appts',
        path: '/missed-appointments',
        permissions: [],
        visible: ({ user }) => isPcc(user),
      },
      { id: 'made-encounters', label: 'Made Encounters', path: '/made-encounters', permissions: [], visible: ({ user }) => isPcc(user) },
    ],
  },
  {
    id: 'master-lists',
    label: 'Master Lists',
    path: '/master-list',
    permissions: ['settings'],
    children: [
      { id: 'care-facility', label: 'Care Facilities', path: '/master-list/care-facility', permissions: ['settings'] },
      { id: 'home-health', label: 'Home Health', path: '/master-list/home-health', permissions: ['settings'] },
      codeSystem('communication-topics', 'Comm Log Topics'),
      codeSystem('admission-cancellation-reason', 'Adm Canc Reasons'),
      codeSystem('discharge-reason', 'Discharge Reasons'),
      { id: 'pcp-config', label: 'PCPs', path: '/master-list/pcp-config', permissions: ['settings'] },
    ],
  },
  {
    id: 'user-config',
    label: 'User Config',
    path: '/settings',
    permissions: ['settings', 'financial', 'security'],
    children: [
      {
        id: 'users',
        label: 'Users',
        path: '/users',
        permissions: ['security'],
        paths: ['/users/new', '/users/$userId', '/users/$userId/edit'],
      },
      { id: 'teams', label: 'Teams', path: '/teams', permissions: ['settings'] },
      { id: 'market-team', label: 'Market Team', path: '/master-list/market-team-config', permissions: ['settings'] },
      {
        id: 'clinicians',
        label: 'Clinicans',
        path: '/clinicians',
        permissions: ['settings', 'financial'],
        paths: ['/clinicians/$clinicianId'],
      },
      {
        id: 'payers',
        label: 'Payers',
        path: '/payers',
        permissions: ['settings'],
        paths: ['/payers/new', '/payers/$payerId', '/payers/$payerId/edit'],
      },
      {
        id: 'pcc-config',
        label: 'PCC Config',
        path: '/pcc-config',
        permissions: ['settings'],
        paths: ['/pcc-config/$userId', '/pcc-config/$userId/edit'],
      },
      {
        id: 'th-clinician',
        label: 'Telehealth Clinicians',
        path: '/th-clinician',
        permissions: ['settings'],
        paths: ['/th-clinician/$clinicianId', '/th-clinician/$clinicianId/edit'],
      },
      {
        id: 'lead-clinician',
        label: 'Lead Clinicians',
        path: '/lead-clinician',
        permissions: ['settings'],
        paths: ['/lead-clinician/$clinicianId', '/lead-clinician/$clinicianId/edit'],
      },
      {
        id: 'notifications',
        label: 'Notifications',
        path: '/notifications',
        permissions: ['settings'],
        visible: setting('EnableInAppNotificationConfig'),
      },
      // SPEC §6 feature flags and switches: reached from the User Config hub (/settings), settings only.
      { id: 'feature-flags', label: 'Feature Flags', path: '/settings/feature-flags', permissions: ['settings'], notInDrawer: true },
      { id: 'switches', label: 'Settings', path: '/settings/switches', permissions: ['settings'], notInDrawer: true },
    ],
  },
  {
    id: 'payroll-info',
    label: 'Payroll Info',
    path: '/payroll-info',
    permissions: ['financial'],
    visible: setting('EnableADPIntegration'),
  },
];

/** Paths every signed-in user may open that are not menu items. */
export const ACCOUNT_PATHS: readonly string[] = [
  '/account',
  '/account/password',
  '/account/pin',
  '/account/pay-period-history',
  '/account/$payPeriodId/list/$practitionerId',
];

/** Paths outside the app shell. */
export const PUBLIC_PATHS: readonly string[] = [
  '/',
  '/sign-in',
  '/authenticate',
  '/password-expired',
  '/account-verification',
  '/invitation',
];

const segments = (path: string): string[] => path.split('/').filter(Boolean);

/** Does `path` match `pattern` ($name matches one segment)? */
export function matchPattern(pattern: string, path: string): boolean {
  const p = segments(pattern);
  const s = segments(path);
  return p.length === s.length && p.every((seg, i) => seg.startsWith('$') || seg === s[i]);
}

const patternsOf = (item: MenuItem): string[] => [...(item.groupOnly ? [] : [item.path]), ...(item.paths ?? [])];

function* walk(items: readonly MenuItem[], parents: readonly MenuItem[] = []): Generator<{ item: MenuItem; parents: readonly MenuItem[] }> {
  for (const item of items) {
    yield { item, parents };
    if (item.children) yield* walk(item.children, [...parents, item]);
  }
}

const isAllowed = (item: MenuItem, ctx: MenuContext): boolean =>
  item.permissions.length === 0 || hasPermission(ctx.user, ...item.permissions);
const isShown = (item: MenuItem, ctx: MenuContext): boolean => (item.visible ? item.visible(ctx) : true);

/** The menu as this user sees it: permitted, visible items; groups with no visible child drop out. */
export function visibleMenu(ctx: MenuContext): MenuItem[] {
  const filter = (items: readonly MenuItem[]): MenuItem[] =>
    items.flatMap((item) => {
      if (item.notInDrawer || !isAllowed(item, ctx) || !isShown(item, ctx)) return [];
      if (!item.children) return [item];
      const children = filter(item.children);
      return children.length > 0 ? [{ ...item, children }] : [];
    });
  return filter(MENU);
}

/** The first item a user may open: clinicians land on My Schedule, onsite providers on the waiting room, everyone else on their first item. */
export function firstPermittedPath(ctx: MenuContext): string {
  const leaves = visibleMenu(ctx).flatMap((item) => (item.children ? item.children : [item]));
  // An onsite provider's tablet is the facility's waiting-room kiosk (SPEC §2 waiting room).
  if (isOnsiteProvider(ctx.user) && leaves.some((item) => item.path === '/waiting-room')) return '/waiting-room';
  return leaves[0]?.path ?? '/account';
}

export type PathAccess = 'allowed' | 'forbidden' | 'hidden' | 'unknown';

/**
 * What the guard does with a path: allowed; forbidden (lacks the permission code → 403);
 * hidden (has the permission but the item is not shown to them → redirect to the first
 * permitted item); unknown (→ 404).
 */
export function pathAccess(path: string, ctx: MenuContext): PathAccess {
  if (ACCOUNT_PATHS.some((p) => matchPattern(p, path))) return 'allowed';
  const hit = [...walk(MENU)].find(({ item }) => patternsOf(item).some((p) => matchPattern(p, path)));
  if (!hit) return 'unknown';
  const chain = [...hit.parents, hit.item];
  if (!chain.every((item) => isAllowed(item, ctx))) return 'forbidden';
  if (!chain.every((item) => isShown(item, ctx))) return 'hidden';
  return 'allowed';
}

/** Every path pattern the app knows (for the server's 404 on unknown deep links). */
export function knownPathPatterns(): string[] {
  return [...PUBLIC_PATHS, ...ACCOUNT_PATHS, ...[...walk(MENU)].flatMap(({ item }) => patternsOf(item))];
}

export const isKnownPath = (path: string): boolean => knownPathPatterns().some((p) => matchPattern(p, path));
