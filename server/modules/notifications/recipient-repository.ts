// Who may receive a raised event (SPEC §6 notification subscriptions): active users holding one
// of the subscribed job functions, linked to a named practitioner, or named themselves. The patient access rule is
// applied after (shared/patient-access.ts readersOf).
import { and, arrayOverlaps, eq, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';

export interface Candidate {
  id: string;
  roles: string[];
  userType: 'internal' | 'external';
  jobFunctions: string[];
  practitionerId: string | null;
}

export const recipientRepository = {
  async candidates(
    tx: Executor,
    jobFunctionCodes: readonly string[],
    practitionerIds: readonly string[],
    userIds: readonly string[],
    excludeUserIds: readonly string[],
  ): Promise<Candidate[]> {
    const reasons: SQL[] = [];
    if (jobFunctionCodes.length > 0) reasons.push(arrayOverlaps(users.jobFunctions, [...jobFunctionCodes]));
    if (practitionerIds.length > 0) reasons.push(inArray(users.practitionerId, [...practitionerIds]));
    if (userIds.length > 0) reasons.push(inArray(users.id, [...userIds]));
    if (reasons.length === 0) return [];
    return tx
      .select({
        id: users.id,
        roles: users.roles,
        userType: users.userType,
        jobFunctions: users.jobFunctions,
        practitionerId: users.practitionerId,
      })
      .from(users)
      .where(
        and(eq(users.status, 'active'), or(...reasons), excludeUserIds.length > 0 ? notInArray(users.id, [...excludeUserIds]) : undefined),
      )
      .orderBy(users.id);
  },
};
