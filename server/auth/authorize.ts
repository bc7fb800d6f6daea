// The server-side permission check every service calls first (DESIGN §5): the rule for each
// operation lives in src/domain/operation-permissions.ts.
import { hasPermission, type SessionUser } from '../../src/domain/access.ts';
import { OPERATION_RULES, type OperationName } from '../../src/domain/operation-permissions.ts';
import { forbidden, unauthenticated } from '../errors.ts';

type Rules = typeof OPERATION_RULES;
/** Operations anyone may call; their services prove the caller some other way. */
export type PublicOperation = { [K in OperationName]: Rules[K] extends { kind: 'public' } ? K : never }[OperationName];
export type GuardedOperation = Exclude<OperationName, PublicOperation>;

export function authorize(user: SessionUser | null, operation: GuardedOperation): SessionUser;
export function authorize(user: SessionUser | null, operation: PublicOperation): SessionUser | null;
export function authorize(user: SessionUser | null, operation: OperationName): SessionUser | null {
  const rule = OPERATION_RULES[operation];
  if (rule.kind === 'public') return user;
  if (!user) throw unauthenticated();
  switch (rule.kind) {
    case 'self':
      return user;
    case 'permission':
      if (!hasPermission(user, ...rule.anyOf)) throw forbidden();
      return user;
  }
}
