// The auth audit trail (AuthEvents: security permission), declared in the write pipeline's shape
// (DESIGN §5): the operation, the input, no target (whoever holds 'security' reads every user's
// events; an unknown user has none), then the read.
import { badInput } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { authEventRepository } from './auth-event-repository.ts';
import { toAuthEventView } from './auth-event-views.ts';

type Maybe<T> = T | null | undefined;

/** AuthEvents(first): default 50, at most 200. */
export const AUTH_EVENTS_DEFAULT = 50;
export const AUTH_EVENTS_MAX = 200;

export const accountQueries = {
  /** AuthEvents(userId, first): newest first. */
  authEvents: defineQuery({
    operation: 'Query.AuthEvents',
    input: (raw: unknown) => {
      const args = raw as { userId?: Maybe<string>; first?: Maybe<number> };
      const userId = args.userId ? parseId(args.userId, 'userId') : null;
      const first = args.first ?? AUTH_EVENTS_DEFAULT;
      if (!Number.isInteger(first) || first < 1 || first > AUTH_EVENTS_MAX)
        throw badInput(`first must be between 1 and ${AUTH_EVENTS_MAX}`, 'first');
      return { userId, first };
    },
    target: noTarget,
    read: async ({ db, input }) => (await authEventRepository.list(db, { userId: input.userId, limit: input.first })).map(toAuthEventView),
  }),
};
