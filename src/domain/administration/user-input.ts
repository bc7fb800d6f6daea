// SPEC §2 Users (/users/new, /users/:userId/edit) and §7 createUser / updateUser: the user form's
// input as ONE valibot schema, shared by the form and the server (STYLE rule 3). SPEC §5 words:
// 'This field is required', 'This field has incorrect value'. Names are SPEC §9's 36 characters
// of letters with spaces (and - ' . for "Mary-Ann", "O'Neil", "Jr."). A user needs at least one
// role and one job function (SPEC §5 'Required multi-select invalid when empty').
import * as v from 'valibot';
import { JOB_FUNCTION_TITLES, JOB_FUNCTIONS, PERMISSIONS, type Permission, ROLES, type Role } from '../access';
import { MESSAGES } from '../messages';
import { SUPPORTED_STATES } from '../time-zone';
import { emailField, phoneField, textField } from '../validation/fields';

export const USER_NAME_MAX = 36;
/** SPEC §5 'letters with spaces', with the - ' . of real names; letters of any script. */
const USER_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '.-]*$/u;

export const USER_TYPES = ['internal', 'external'] as const;

export const USER_TYPE_LABELS: Readonly<Record<(typeof USER_TYPES)[number], string>> = {
  internal: 'Internal',
  external: 'External',
};

/** SPEC §3 roles, as the form and the list show them. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  administrator: 'Administrator',
  external: 'External',
  staff: 'Staff',
  finadmin: 'Financial Administrator',
  'security-admin': 'Security Administrator',
  'clinical-admin': 'Clinical Administrator',
  'reviewer-readonly': 'Reviewer (read-only)',
  cbrbeta: 'CBR Beta',
};

/** SPEC §6 permission codes, as the form shows them. */
export const PERMISSION_LABELS: Readonly<Record<Permission, string>> = {
  settings: 'Settings',
  financial: 'Financial',
  security: 'Security',
  create: 'Create',
  patient: 'Patient',
  tasking: 'Tasking',
  'clinical-admin': 'Clinical Admin',
};

/** SPEC §3 job function titles ('Case Manager', 'PCC', …). */
export const JOB_FUNCTION_LABELS = JOB_FUNCTION_TITLES;

export const SELF_DEACTIVATE_MESSAGE = 'You cannot deactivate your own account.';

const userName = () =>
  v.pipe(
    textField({ required: true, max: USER_NAME_MAX }),
    v.check((value) => value === '' || USER_NAME_PATTERN.test(value), MESSAGES.incorrectValue),
  );

/** A multi-select of `values`: absent counts as empty; repeated values count once. */
const codes = <const T extends readonly string[]>(values: T) =>
  v.pipe(
    v.optional(v.array(v.picklist(values, MESSAGES.incorrectValue), MESSAGES.incorrectValue), []),
    v.transform((list) => [...new Set(list)]),
  );

/** A list of ids: absent counts as empty. */
const ids = () =>
  v.pipe(
    v.optional(v.array(v.pipe(v.string(MESSAGES.incorrectValue), v.uuid(MESSAGES.incorrectValue)), MESSAGES.incorrectValue), []),
    v.transform((list) => [...new Set(list)]),
  );

/** Required multi-select (SPEC §5): at least one value. */
const requiredCodes = <const T extends readonly string[]>(values: T) => v.pipe(codes(values), v.minLength(1, MESSAGES.required));

/** '' (none) or one of `values`. */
const optionalChoice = <const T extends readonly string[]>(values: T) =>
  v.pipe(
    v.optional(v.string(MESSAGES.incorrectValue), ''),
    v.trim(),
    v.check((value) => value === '' || values.includes(value), MESSAGES.incorrectValue),
    v.transform((value) => value as T[number] | ''),
  );

const requiredChoice = <const T extends readonly string[]>(values: T) =>
  v.pipe(
    v.optional(v.string(MESSAGES.incorrectValue), ''),
    v.trim(),
    v.nonEmpty(MESSAGES.required),
    v.check((value) => values.includes(value), MESSAGES.incorrectValue),
    v.transform((value) => value as T[number]),
  );

/**
 * The form's values. Absent fields count as empty; GraphQL's nulls are dropped before parsing
 * (server/modules/users/user-input.ts), so they count as absent too.
 */
export const UserInput = v.object({
  email: emailField({ required: true }),
  givenName: userName(),
  familyName: userName(),
  userType: requiredChoice(USER_TYPES),
  /** Digits of a 10-digit phone; '' for none. */
  phone: phoneField(),
  /** The user's home state; '' for none. */
  state: optionalChoice(SUPPORTED_STATES),
  roles: requiredCodes(ROLES),
  permissions: codes(PERMISSIONS),
  jobFunctions: requiredCodes(JOB_FUNCTIONS),
  legalEntityIds: ids(),
  payerIds: ids(),
  /** States whose patients the user reads (DESIGN §8 'Access'). */
  markets: codes(SUPPORTED_STATES),
  /** An existing practitioner's id, or '' for none. */
  practitionerId: v.pipe(
    v.optional(v.string(MESSAGES.incorrectValue), ''),
    v.trim(),
    v.check((value) => value === '' || v.is(v.pipe(v.string(), v.uuid()), value), MESSAGES.incorrectValue),
  ),
  /** Make a practitioner from the user's name, phone and e-mail, and link it. */
  createPractitioner: v.optional(v.boolean(MESSAGES.incorrectValue), false),
});
export type UserFormValues = v.InferInput<typeof UserInput>;
export type UserValues = v.InferOutput<typeof UserInput>;

/** An empty form (/users/new). */
export const EMPTY_USER_FORM: UserValues = {
  email: '',
  givenName: '',
  familyName: '',
  userType: 'internal',
  phone: '',
  state: '',
  roles: [],
  permissions: [],
  jobFunctions: [],
  legalEntityIds: [],
  payerIds: [],
  markets: [],
  practitionerId: '',
  createPractitioner: false,
};
