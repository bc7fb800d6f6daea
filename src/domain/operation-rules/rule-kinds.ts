// The kinds of rule an operation has (SPEC §6) and their constructors, for the areas' rule files
// beside this one; OPERATION_RULES (../operation-permissions.ts) joins the areas' rules.
import type { JobFunction, Permission } from '../access';

/** SPEC §6 areas a role can be barred from. */
export type Area = 'encounters';

export type OperationRule =
  /** Anyone, signed in or not (confirmPasswordChange: the password-expired user cannot sign in). The service checks its own proof. */
  | { kind: 'public' }
  /** Any signed-in user; the service limits the data to the caller's own. */
  | { kind: 'self' }
  /**
   * Any one of the permission codes. `area`: the SPEC §6 area the operation reads or changes;
   * `review`: one of the area's reads that Encounters Review needs (signed encounters only: the
   * record-level rule narrows it).
   */
  | {
      kind: 'permission';
      anyOf: readonly Permission[];
      area?: Area;
      review?: true;
      /** Also one of these job functions (SPEC §2's telehealth check of the telehealth screens). */
      jobFunctions?: readonly JobFunction[];
      /**
       * Only a user passing SPEC §2's reviewer check (access.ts isReviewer); a write of this kind
       * (a review) is the one write reviewer-readonly keeps.
       */
      reviewers?: true;
    };

export const open = { kind: 'public' } as const satisfies OperationRule;
export const self: OperationRule = { kind: 'self' };
export const perm = (...anyOf: Permission[]): OperationRule => ({ kind: 'permission', anyOf });
/** An operation of the encounter area (SPEC §6 'Encounters'). */
export const encounters = (...anyOf: Permission[]): OperationRule => ({ kind: 'permission', anyOf, area: 'encounters' });
/**
 * SPEC §2 /telemedicine and /waiting-room: 'patient', and 'Shown only to users passing a telehealth
 * check' (telehealth clinicians and onsite providers; `jobFunctions` narrows it further).
 */
export const telehealth = (...jobFunctions: JobFunction[]): OperationRule => ({
  kind: 'permission',
  anyOf: ['patient'],
  area: 'encounters',
  jobFunctions: jobFunctions.length ? jobFunctions : ['telemedicine-clinician', 'onsite-provider'],
});
/** An encounter-area read that Encounters Review needs. */
export const review = (...anyOf: Permission[]): OperationRule => ({ kind: 'permission', anyOf, area: 'encounters', review: true });

/** A write of Encounters Review (a review of a signed encounter): reviewers only, reviewer-readonly included. */
export const reviewerWrite = (...anyOf: Permission[]): OperationRule => ({
  kind: 'permission',
  anyOf,
  area: 'encounters',
  review: true,
  reviewers: true,
});
