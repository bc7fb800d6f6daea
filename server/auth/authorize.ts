// The server-side permission check every service calls first (DESIGN §5): the rule for each
// operation, and the limits of the external and reviewer-readonly roles, live as data in
// src/domain/operation-permissions.ts.
import type { SessionUser } from '../../src/domain/access.ts';
import { type OPERATION_RULES, type OperationName, refusalOf } from '../../src/domain/operation-permissions.ts';
import { forbidden, unauthenticated } from '../errors.ts';

type Rules = typeof OPERATION_RULES;
/** Operations anyone may call; their services prove the caller some other way. */
export type PublicOperation = { [K in OperationName]: Rules[K] extends { kind: 'public' } ? K : never }[OperationName];
export type GuardedOperation = Exclude<OperationName, PublicOperation>;

export function authorize(user: SessionUser | null, operation: GuardedOperation): SessionUser;
export function authorize(user: SessionUser | null, operation: PublicOperation): SessionUser | null;
export function authorize(user: SessionUser | null, operation: OperationName): SessionUser | null {
  switch (refusalOf(user, operation)) {
    case 'unauthenticated':
      throw unauthenticated();
    case 'forbidden':
      throw forbidden();
    case null:
      return user;
  }
}
