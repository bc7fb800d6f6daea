// A job's requester as they are now (DESIGN §8 'Background work'): a job runs later than the write
// that asked for it, so before it acts in the requester's name it judges them again as the write
// pipeline judged them then — the account still active and the operation's rule (permissions,
// job functions, role limits) still theirs. Null when either fails: the job acts on nothing.
import type { SessionUser } from '../../../src/domain/access.ts';
import { refusalOf } from '../../../src/domain/operation-permissions.ts';
import type { GuardedOperation } from '../../auth/authorize.ts';
import type { Executor } from '../../db/client.ts';
import { appUserRepository, toSessionUser } from './app-user-repository.ts';

export async function requesterNow(db: Executor, userId: string, operation: GuardedOperation): Promise<SessionUser | null> {
  const row = await appUserRepository.byId(db, userId);
  if (row?.status !== 'active') return null;
  const me = toSessionUser(row);
  return refusalOf(me, operation) === null ? me : null;
}
