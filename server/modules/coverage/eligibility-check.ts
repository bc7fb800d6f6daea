// The individual eligibility check (SPEC §6 feature flag 'individual eligibility check'): asks
// the eligibility service (configuration picks it: eligibility-service.ts) about one of the
// patient's coverages for today in the patient's time zone, then records, through the write
// pipeline (coverage-operations.ts checkEligibility), the result (eligibility_response, SPEC §3
// fields and identifier codes) and the SPEC §9 note for PCC: a Task 'New task created for PCC
// (with results of the last eligibility check)' about the result. The outside call is made
// before the transaction opens, so a slow payer never holds a database connection; the caller's
// rule, roles and access to the coverage's patient are checked before it, and again in the write.
import type { SessionUser } from '../../../src/domain/access.ts';
import { chartWriter } from '../../../src/domain/chart/chart-record-access.ts';
import type { Coverage } from '../../../src/domain/coverage/coverage.ts';
import { ELIGIBILITY_TASK_NOTE } from '../../../src/domain/coverage/eligibility.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import type { FeatureFlags } from '../../../src/domain/feature-flags.ts';
import { calendarDateIn } from '../../../src/domain/format.ts';
import { timeZoneForState } from '../../../src/domain/time-zone.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { AppError, badInput, forbidden, notFound } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { idOf } from '../shared/write-targets.ts';
import { coverageNamed, coverageWrites } from './coverage-operations.ts';
import { coverageRepository } from './coverage-repository.ts';
import { type EligibilityView, toEligibilityView } from './coverage-views.ts';
import type { EligibilityRequest, EligibilityService } from './eligibility-service.ts';
import { ELIGIBILITY_UNAVAILABLE, EligibilityUnavailableError } from './eligibility-unavailable.ts';

export const ELIGIBILITY_FLAG = 'individual-eligibility-check';
export const CHECK_NOT_ENABLED = 'The individual eligibility check is not enabled for you.';
export const NOTHING_TO_CHECK = 'This coverage has no insurer or member ID to check.';

export interface EligibilityCheckDeps {
  eligibility: EligibilityService;
  /** The caller's feature flags (SPEC §6, evaluated per user). */
  flags: { evaluateFor(user: SessionUser): Promise<FeatureFlags> };
}

export interface EligibilityCheckView {
  result: EligibilityView;
  /** The Task left for PCC, with the SPEC §9 note as its title. */
  taskId: string;
  note: string;
  taskOwner: string | null;
}

const OPERATION = 'Mutation.checkEligibility';

/**
 * What the eligibility service is asked about one coverage (the individual check, and each item
 * of a bulk run): its member and insurer, the patient's name, birth date and state, and the day
 * `at` falls on in the patient's time zone (SPEC §9 time zone by state).
 */
export async function eligibilityRequestOf(
  db: Executor,
  coverage: ResourceRow<Coverage>,
  patientId: string,
  insurerId: string,
  at: Date,
): Promise<{ request: EligibilityRequest; state: string | null }> {
  const [patient, insurer] = await Promise.all([stores.patient.read(db, patientId), coverageRepository.insurer(db, insurerId)]);
  if (!patient) throw notFound('Patient');
  const state = patient.content.address[0]?.state ?? null;
  const name = patient.content.name.find((n) => n.use === 'official') ?? patient.content.name[0];
  const request: EligibilityRequest = {
    memberId: coverage.content.subscriberId ?? '',
    groupNumber: coverage.content.groupNumber ?? null,
    insurer: {
      id: insurerId,
      name: insurer?.content.name ?? coverage.content.payor?.display ?? '',
      payerId: insurer?.content.identifier?.find((i) => i.system === 'urn:demo:availity-payer-id')?.value ?? null,
    },
    patient: { givenName: name?.given.join(' ') ?? '', familyName: name?.family ?? '', birthDate: patient.content.birthDate, state },
    serviceDate: calendarDateIn(at.toISOString(), timeZoneForState(state)),
  };
  return { request, state };
}

export function createEligibilityCheck(db: Database, pipeline: WritePipeline, deps: EligibilityCheckDeps) {
  return {
    async check(user: SessionUser | null, coverageId: string): Promise<EligibilityCheckView> {
      // What the declared write checks first, before anything leaves for the payer.
      const me = authorize(user, OPERATION);
      if (!chartWriter(OPERATION)(me)) throw forbidden();
      const id = parseId(coverageId, 'coverageId');
      const { row: coverage, patientId } = await coverageNamed.resolve(db, me, { coverageId: id });
      if ((await deps.flags.evaluateFor(me))[ELIGIBILITY_FLAG] !== true) {
        throw new AppError(ERROR_CODES.FORBIDDEN, CHECK_NOT_ENABLED);
      }
      const insurerId = idOf(coverage.content.payor);
      if (!insurerId || !coverage.content.subscriberId) throw badInput(NOTHING_TO_CHECK, 'coverageId');
      const at = new Date();
      const { request, state } = await eligibilityRequestOf(db, coverage, patientId, insurerId, at);
      const answer = await deps.eligibility.check(request).catch((error: unknown) => {
        // A payer that did not answer is said in words, never a 500 (SPEC §8 default message otherwise).
        if (error instanceof EligibilityUnavailableError) throw new AppError(ERROR_CODES.SERVICE_UNAVAILABLE, ELIGIBILITY_UNAVAILABLE);
        throw error;
      });
      const written = await pipeline.run(coverageWrites.checkEligibility, user, { coverageId: id, answer, at, state });
      return { result: toEligibilityView(written.row), taskId: written.taskId, note: ELIGIBILITY_TASK_NOTE, taskOwner: written.taskOwner };
    },
  };
}

export type EligibilityCheck = ReturnType<typeof createEligibilityCheck>;
