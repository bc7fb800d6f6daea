// Who may grant access (DESIGN §5 'Access is granted in one place', §8 'Access'), as pure data.
// Only user administration (Users: roles, permissions, markets, job functions, the linked
// practitioner) and the coverage screens (PCC and telehealth states, lead clinicians) grant what
// widens a user's patient access, and every one of their writes asks this rule first:
//   1. only an administrator acts on an administrator (any change, deactivation, link or PIN);
//   2. nobody changes their own grants: not to widen them, and not to narrow them either (one
//      slip, such as adding reviewer-readonly or dropping 'security', could leave them unable to
//      undo it); another administrator does it;
//   3. nobody grants what they do not hold: an administrator holds everything; anyone else holds
//      exactly their own record (below, `GrantActor`).
// Other screens (a clinician's address and markets, a care team) grant nothing: patient access is
// app_user.markets, the PCC and telehealth coverage states, the practitioner link (the patients of
// its visits) and the lead links (src/domain/patient-access.ts, server/modules/shared/encounter-access.ts).
import { JOB_FUNCTION_TITLES, type JobFunction, type Permission, type Role } from '../access';
import { PERMISSION_LABELS, ROLE_LABELS } from './user-input';

export const GRANT_KINDS = ['role', 'permission', 'market', 'jobFunction', 'practitioner', 'coverageState', 'leadLink'] as const;
export type GrantKind = (typeof GRANT_KINDS)[number];

/** What each kind is called in a message: 'You cannot change your own {label}.' */
export const GRANT_KIND_LABELS: Readonly<Record<GrantKind, string>> = {
  role: 'roles',
  permission: 'permissions',
  market: 'markets',
  jobFunction: 'job functions',
  practitioner: 'linked practitioner',
  coverageState: 'coverage states',
  leadLink: 'led clinicians',
};

/** The role whose holder reads every patient and may grant anything (src/domain/patient-access.ts). */
export const ADMINISTRATOR_ROLE: Role = 'administrator';

/** A role that grants nothing by itself: whoever administers users gives it. */
export const BASELINE_ROLES: readonly Role[] = ['staff'];

/**
 * Roles that take access away (SPEC §6: external and reviewer-readonly users see no Encounters,
 * reviewer-readonly changes nothing): adding one narrows, so anyone who administers users may;
 * removing one widens, so an actor under that restriction themselves may not lift it.
 */
export const RESTRICTING_ROLES: readonly Role[] = ['external', 'reviewer-readonly'];

/** The permission whose loss would lock an administrator out of Users (SPEC §2 'Users (security)'). */
export const SECURITY_PERMISSION: Permission = 'security';

/** The practitioner of createPractitioner: a new one, with no address, market or visit, grants nothing yet. */
export const NEW_PRACTITIONER = 'new';

export const ADMINISTRATOR_ONLY_MESSAGE = 'Only an administrator can change an administrator’s account.';
export const SELF_LOCKOUT_MESSAGE = 'You cannot remove your own security permission.';

/**
 * Who grants, as their record stands now (read under lock, not from their token). A security
 * administrator who is not an administrator holds exactly this and nothing more: the
 * 'security-admin' role lets them reach Users (with the 'security' permission) but gives no
 * role, permission, job function, state or practitioner of its own to hand out.
 */
export interface GrantActor {
  id: string;
  roles: readonly string[];
  permissions: readonly string[];
  jobFunctions: readonly string[];
  /** The states whose patients the actor reads (app_user.markets and their coverage states). */
  states: readonly string[];
  /**
   * Of the practitioners the change names, those the actor reaches: who work in one of the
   * actor's states, as /clinicians shows them to the actor.
   */
  practitioners: ReadonlySet<string>;
}

/** The user whose access changes; id null: a user being created. */
export interface GrantTarget {
  id: string | null;
  roles: readonly string[];
}

/** One kind of grant, as it was and as asked; `field` is where the form shows a refusal ('user.markets'). */
export interface GrantChange {
  kind: GrantKind;
  field: string;
  before: readonly string[];
  after: readonly string[];
}

export type GrantRefusalReason = 'administrator' | 'self' | 'not-held';

/** Why a change is refused: FORBIDDEN for the account as a whole, else BAD_USER_INPUT on `field`. */
export interface GrantRefusal {
  reason: GrantRefusalReason;
  code: 'FORBIDDEN' | 'BAD_USER_INPUT';
  kind: GrantKind | null;
  field: string | null;
  message: string;
}

export const isAdministrator = (who: { roles: readonly string[] }): boolean => who.roles.includes(ADMINISTRATOR_ROLE);

const added = (change: GrantChange): string[] => change.after.filter((value) => !change.before.includes(value));
const removed = (change: GrantChange): string[] => change.before.filter((value) => !change.after.includes(value));
const changes = (change: GrantChange): boolean => added(change).length > 0 || removed(change).length > 0;

export const selfChangeMessage = (kind: GrantKind): string =>
  `You cannot change your own ${GRANT_KIND_LABELS[kind]}: another administrator does it.`;

const roleWords = (roles: readonly string[]): string => roles.map((r) => ROLE_LABELS[r as Role] ?? r).join(', ');
const permissionWords = (codes: readonly string[]): string => codes.map((p) => PERMISSION_LABELS[p as Permission] ?? p).join(', ');

/** The refusal's words for what the actor does not hold (`values` as codes or state codes). */
export function notHeldMessage(kind: GrantKind, values: readonly string[]): string {
  const list = values.join(', ');
  switch (kind) {
    case 'role':
      return `You cannot grant a role you do not hold: ${roleWords(values)}.`;
    case 'permission':
      return `You cannot grant a permission you do not hold: ${permissionWords(values)}.`;
    case 'jobFunction':
      return `You cannot grant a job function you do not hold: ${values.map((j) => JOB_FUNCTION_TITLES[j as JobFunction] ?? j).join(', ')}.`;
    case 'market':
      return `You cannot grant markets outside your own states: ${list}.`;
    case 'coverageState':
      return `You cannot grant states outside your own: ${list}.`;
    case 'practitioner':
      return 'You cannot link a practitioner who does not work in your states.';
    case 'leadLink':
      return 'You cannot assign clinicians who do not work in your states.';
  }
}

export const liftRestrictionMessage = (roles: readonly string[]): string =>
  `You cannot lift a restriction you are under yourself: ${roleWords(roles)}.`;

/** Rule 1 alone: whether the actor may act on this user at all (deactivate, reinvite, reset a password or PIN, change). */
export function actingOnRefusal(actor: { roles: readonly string[] }, target: GrantTarget): GrantRefusal | null {
  if (target.id === null || !isAdministrator(target) || isAdministrator(actor)) return null;
  return { reason: 'administrator', code: 'FORBIDDEN', kind: null, field: null, message: ADMINISTRATOR_ONLY_MESSAGE };
}

/** What of `change` the actor does not hold (rule 3): the values, or the message when a restriction is lifted. */
function notHeld(actor: GrantActor, change: GrantChange): GrantRefusal | null {
  const refuse = (message: string): GrantRefusal => ({
    reason: 'not-held',
    code: 'BAD_USER_INPUT',
    kind: change.kind,
    field: change.field,
    message,
  });
  const given = added(change);
  let missing: string[];
  switch (change.kind) {
    case 'role': {
      const lifted = removed(change).filter((role) => RESTRICTING_ROLES.includes(role as Role) && actor.roles.includes(role));
      if (lifted.length > 0) return refuse(liftRestrictionMessage(lifted));
      const free: readonly string[] = [...BASELINE_ROLES, ...RESTRICTING_ROLES];
      missing = given.filter((role) => !free.includes(role) && !actor.roles.includes(role));
      break;
    }
    case 'permission':
      missing = given.filter((p) => !actor.permissions.includes(p));
      break;
    case 'jobFunction':
      missing = given.filter((j) => !actor.jobFunctions.includes(j));
      break;
    case 'market':
    case 'coverageState':
      missing = given.filter((state) => !actor.states.includes(state));
      break;
    case 'practitioner':
    case 'leadLink':
      missing = given.filter((id) => id !== NEW_PRACTITIONER && !actor.practitioners.has(id));
      break;
  }
  return missing.length > 0 ? refuse(notHeldMessage(change.kind, missing)) : null;
}

/**
 * Every refusal of these changes by `actor` to `target`, in the order of `changes` (empty:
 * allowed). Unchanged kinds are never refused: a form saved as it was read passes.
 */
export function grantRefusals(actor: GrantActor, target: GrantTarget, requested: readonly GrantChange[]): GrantRefusal[] {
  const acting = actingOnRefusal(actor, target);
  if (acting) return [acting];
  const changed = requested.filter(changes);
  if (target.id !== null && target.id === actor.id) {
    return changed.map((change) => ({
      reason: 'self',
      code: 'BAD_USER_INPUT',
      kind: change.kind,
      field: change.field,
      message:
        change.kind === 'permission' && removed(change).includes(SECURITY_PERMISSION)
          ? SELF_LOCKOUT_MESSAGE
          : selfChangeMessage(change.kind),
    }));
  }
  if (isAdministrator(actor)) return [];
  return changed.flatMap((change) => notHeld(actor, change) ?? []);
}

/** The first refusal, or null when the actor may make every change. */
export const grantRefusal = (actor: GrantActor, target: GrantTarget, requested: readonly GrantChange[]): GrantRefusal | null =>
  grantRefusals(actor, target, requested)[0] ?? null;

/** What user administration grants of a user (their app_user row). */
export interface UserGrants {
  roles: readonly string[];
  permissions: readonly string[];
  markets: readonly string[];
  jobFunctions: readonly string[];
  practitionerId: string | null;
}

/**
 * createUser / updateUser as grant changes, on the form's fields. `before` null: a new user;
 * `createPractitioner` links a new practitioner (NEW_PRACTITIONER).
 */
export function userGrantChanges(
  before: UserGrants | null,
  after: Omit<UserGrants, 'practitionerId'> & { practitionerId: string; createPractitioner: boolean },
): GrantChange[] {
  const was = before ?? { roles: [], permissions: [], markets: [], jobFunctions: [], practitionerId: null };
  const link = after.createPractitioner ? NEW_PRACTITIONER : after.practitionerId || null;
  return [
    { kind: 'role', field: 'user.roles', before: was.roles, after: after.roles },
    { kind: 'permission', field: 'user.permissions', before: was.permissions, after: after.permissions },
    { kind: 'market', field: 'user.markets', before: was.markets, after: after.markets },
    { kind: 'jobFunction', field: 'user.jobFunctions', before: was.jobFunctions, after: after.jobFunctions },
    {
      kind: 'practitioner',
      field: after.createPractitioner ? 'user.createPractitioner' : 'user.practitionerId',
      before: was.practitionerId ? [was.practitionerId] : [],
      after: link ? [link] : [],
    },
  ];
}

/** What a coverage row grants (SPEC §2 PCC config, telehealth clinicians, lead clinicians); markets by their states. */
export interface CoverageGrants {
  states: readonly string[];
  marketStates: readonly string[];
  clinicianIds: readonly string[];
}

/**
 * updateCoverageConfig as grant changes, on the input's fields: the states of a PCC or telehealth
 * clinician (and the states of the markets they work, which say the same), a lead's clinicians.
 */
export function coverageGrantChanges(before: CoverageGrants, after: CoverageGrants): GrantChange[] {
  return [
    { kind: 'coverageState', field: 'input.states', before: before.states, after: after.states },
    { kind: 'coverageState', field: 'input.marketIds', before: before.marketStates, after: after.marketStates },
    { kind: 'leadLink', field: 'input.clinicianIds', before: before.clinicianIds, after: after.clinicianIds },
  ];
}
