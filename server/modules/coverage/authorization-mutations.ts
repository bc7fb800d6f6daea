// Prior authorizations on the coverage tab (SPEC §3 'Authorization Number'): added under one of
// the patient's coverages, edited with the version the user saw. These are what an encounter
// checks (src/domain/coverage/authorization.ts hasActiveAuthorization). The writes are declared
// in coverage-operations.ts and run by the write pipeline (DESIGN §5).
import type { SessionUser } from '../../../src/domain/access.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { coverageWrites } from './coverage-operations.ts';
import { type AuthorizationView, toAuthorizationView } from './coverage-views.ts';

export function createAuthorizationMutations(pipeline: WritePipeline) {
  return {
    create: (user: SessionUser | null, input: unknown): Promise<AuthorizationView> =>
      pipeline.run(coverageWrites.createPriorAuthorization, user, input).then(toAuthorizationView),

    update: (user: SessionUser | null, id: string, versionId: number, input: unknown): Promise<AuthorizationView> =>
      pipeline.run(coverageWrites.updatePriorAuthorization, user, { id, versionId, input }).then(toAuthorizationView),
  };
}

export type AuthorizationMutations = ReturnType<typeof createAuthorizationMutations>;
