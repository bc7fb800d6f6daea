// The server-side permission check every service calls first (DESIGN §5): the rule for each
// operation lives in src/domain/operation-permissions.ts.
import { hasPermission, type SessionUser } from '../../src/domain/access.ts';
import { OPERATION_RULES, type OperationName } from '../../src/domain/operation-permissions.ts';
import { forbidden, unauthenticated } from '../errors.ts';

export function authorize(user: SessionUser | null, operation: OperationName): SessionUser {
  if (!user) throw unauthenticated();
  const rule = OPERATION_RULES[operation];
  switch (rule.kind) {
    case 'self':
      return user;
    case 'permission':
      if (!hasPermission(user, ...rule.anyOf)) throw forbidden();
      return user;
  }
}
