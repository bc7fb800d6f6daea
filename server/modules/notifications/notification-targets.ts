// What the notification reads and writes act on (DESIGN §8 'Access'): the caller's own
// notifications (target 'self'). Only the recipient reads or marks theirs; an operation that
// names a user must name the caller (FORBIDDEN otherwise).
import { forbidden } from '../../errors.ts';
import type { WriteTarget } from '../shared/write-pipeline.ts';

/** The caller's own notifications; `named`: the user the operation names, who must be the caller (FORBIDDEN). */
export function ownNotifications<I>(named: (input: I) => string | null = () => null): WriteTarget<I, { userId: string }> {
  return {
    kind: 'self',
    async resolve(_tx, me, input) {
      const userId = named(input);
      if (userId !== null && userId !== me.id) throw forbidden();
      return { userId: me.id };
    },
  };
}
