// Prior authorizations on the coverage tab (SPEC §3 'Authorization Number'): added under one of
// the patient's coverages, edited with the version the user saw. These are what an encounter
// checks (src/domain/coverage/authorization.ts hasActiveAuthorization).
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Coverage, PriorAuthorization } from '../../../src/domain/coverage/coverage.ts';
import type { AuthorizationValues } from '../../../src/domain/coverage/coverage-input.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, type ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { badInput } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import { parseAuthorizationInput, parseVersion } from './coverage-input.ts';
import { type AuthorizationView, toAuthorizationView } from './coverage-views.ts';
import { authorizeChange, conflict, idOf, patientRef, recordOfPatient } from './coverage-writes.ts';

function authorizationContent(
  values: AuthorizationValues,
  patientId: string,
  coverage: ResourceRow<Coverage>,
  recorded: string,
): PriorAuthorization {
  const a: PriorAuthorization = {
    status: values.status,
    patient: patientRef(patientId),
    coverage: {
      reference: `Coverage/${coverage.id}`,
      ...(coverage.content.payor?.display ? { display: coverage.content.payor.display } : {}),
    },
    period: values.periodEnd ? { start: values.periodStart, end: values.periodEnd } : { start: values.periodStart },
    recorded,
    number: values.number,
  };
  if (values.visitsAllowed !== null) a.visitsAllowed = values.visitsAllowed;
  if (values.visitsUsed !== null) a.visitsUsed = values.visitsUsed;
  if (values.unitsAllowed !== null) a.unitsAllowed = values.unitsAllowed;
  return a;
}

/** The coverage an authorization is under: one of `patientId`'s (another patient's is refused on the field). */
async function coverageOf(tx: Executor, coverageId: string, patientId: string): Promise<ResourceRow<Coverage>> {
  const coverage = await stores.coverage.read(tx, coverageId);
  if (!coverage || idOf(coverage.content.beneficiary) !== patientId) throw badInput(MESSAGES.incorrectValue, 'coverageId');
  return coverage;
}

export function createAuthorizationMutations(db: Database) {
  return {
    async create(user: SessionUser | null, input: unknown): Promise<AuthorizationView> {
      const me = authorizeChange(user, 'Mutation.createPriorAuthorization');
      const values = parseAuthorizationInput(input);
      return db.transaction(async (tx) => {
        // The coverage names the patient: its access rule decides.
        const { row: coverage, patientId } = await recordOfPatient(
          tx,
          me,
          'Coverage',
          () => stores.coverage.read(tx, values.coverageId),
          (c) => c.beneficiary,
        );
        const content = authorizationContent(values, patientId, coverage, new Date().toISOString());
        return toAuthorizationView(await stores.priorAuthorization.create(tx, content, { authorId: me.id }));
      });
    },

    async update(user: SessionUser | null, authorizationId: string, versionId: number, input: unknown): Promise<AuthorizationView> {
      const me = authorizeChange(user, 'Mutation.updatePriorAuthorization');
      const id = parseId(authorizationId);
      const version = parseVersion(versionId);
      const values = parseAuthorizationInput(input);
      return db.transaction(async (tx) => {
        const { row, patientId } = await recordOfPatient(
          tx,
          me,
          'Authorization',
          () => stores.priorAuthorization.read(tx, id, { forUpdate: true }),
          (a) => a.patient,
        );
        if (row.versionId !== version) throw conflict(row.versionId);
        const coverage = await coverageOf(tx, values.coverageId, patientId);
        const content = authorizationContent(values, patientId, coverage, row.content.recorded);
        try {
          return toAuthorizationView(await stores.priorAuthorization.update(tx, id, content, row.versionId, { authorId: me.id }));
        } catch (error) {
          if (error instanceof ConflictError) throw conflict(error.currentVersion);
          throw error;
        }
      });
    },
  };
}

export type AuthorizationMutations = ReturnType<typeof createAuthorizationMutations>;
