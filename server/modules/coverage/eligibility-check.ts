// The individual eligibility check (SPEC §6 feature flag 'individual eligibility check'): asks
// the eligibility service (configuration picks it: eligibility-service.ts) about one of the
// patient's coverages for today in the patient's time zone, and writes, as one statement, the
// result (eligibility_response, SPEC §3 fields and identifier codes) and the SPEC §9 note for PCC:
// a Task 'New task created for PCC (with results of the last eligibility check)' about the
// result, owned by a PCC of the patient's market when there is one. The outside call is made
// before the transaction opens, so a slow payer never holds a database connection.
import { randomUUID } from 'node:crypto';
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Task } from '../../../src/domain/chart/chart-records.ts';
import type { EligibilityResponse } from '../../../src/domain/coverage/coverage.ts';
import { ELIGIBILITY_TASK_NOTE } from '../../../src/domain/coverage/eligibility.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import type { FeatureFlags } from '../../../src/domain/feature-flags.ts';
import { calendarDateIn } from '../../../src/domain/format.ts';
import { timeZoneForState } from '../../../src/domain/time-zone.ts';
import type { Database } from '../../db/client.ts';
import { runWrites } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { AppError, badInput, notFound } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import { coverageRepository } from './coverage-repository.ts';
import { type EligibilityView, toEligibilityView } from './coverage-views.ts';
import { authorizeChange, idOf, patientRef, recordOfPatient, userRef } from './coverage-writes.ts';
import type { EligibilityAnswer, EligibilityService } from './eligibility-service.ts';

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

/** The answer's fields as the stored result keeps them (absent ones left out). */
type AnswerFields = Omit<Partial<EligibilityResponse>, 'id' | 'status' | 'patient' | 'coverage' | 'created'>;

function answerFields(answer: EligibilityAnswer): AnswerFields {
  const { outcome, inforce, identifiers, errors, ...rest } = answer;
  const fields: AnswerFields = { outcome, inforce, identifiers, errors };
  for (const [key, value] of Object.entries(rest)) if (value !== undefined && value !== null) Object.assign(fields, { [key]: value });
  return fields;
}

export function createEligibilityCheck(db: Database, deps: EligibilityCheckDeps) {
  return {
    async check(user: SessionUser | null, coverageId: string): Promise<EligibilityCheckView> {
      const me = authorizeChange(user, 'Mutation.checkEligibility');
      const id = parseId(coverageId, 'coverageId');
      const { row: coverage, patientId } = await recordOfPatient(
        db,
        me,
        'Coverage',
        () => stores.coverage.read(db, id),
        (c) => c.beneficiary,
      );
      if ((await deps.flags.evaluateFor(me))[ELIGIBILITY_FLAG] !== true) {
        throw new AppError(ERROR_CODES.FORBIDDEN, CHECK_NOT_ENABLED);
      }
      const insurerId = idOf(coverage.content.payor);
      if (!insurerId || !coverage.content.subscriberId) throw badInput(NOTHING_TO_CHECK, 'coverageId');
      const [patient, insurer] = await Promise.all([stores.patient.read(db, patientId), coverageRepository.insurer(db, insurerId)]);
      if (!patient) throw notFound('Patient');
      const state = patient.content.address[0]?.state ?? null;
      const name = patient.content.name.find((n) => n.use === 'official') ?? patient.content.name[0];
      const now = new Date();
      const answer = await deps.eligibility.check({
        memberId: coverage.content.subscriberId,
        groupNumber: coverage.content.groupNumber ?? null,
        insurer: {
          id: insurerId,
          name: insurer?.content.name ?? coverage.content.payor?.display ?? '',
          payerId: insurer?.content.identifier?.find((i) => i.system === 'urn:demo:availity-payer-id')?.value ?? null,
        },
        patient: { givenName: name?.given.join(' ') ?? '', familyName: name?.family ?? '', birthDate: patient.content.birthDate, state },
        serviceDate: calendarDateIn(now.toISOString(), timeZoneForState(state)),
      });
      const pcc = await coverageRepository.pccFor(db, state);
      const responseId = randomUUID();
      const taskId = randomUUID();
      const result: EligibilityResponse = {
        id: responseId,
        status: 'active',
        patient: patientRef(patientId),
        coverage: { reference: `Coverage/${id}`, ...(coverage.content.payor?.display ? { display: coverage.content.payor.display } : {}) },
        created: now.toISOString(),
        requestor: userRef(me),
        servicedDate: calendarDateIn(now.toISOString(), timeZoneForState(state)),
        ...answerFields(answer),
        task: { reference: `Task/${taskId}` },
      };
      const task: Task = {
        id: taskId,
        status: 'requested',
        for: patientRef(patientId),
        title: ELIGIBILITY_TASK_NOTE,
        priority: 'routine',
        authoredOn: now.toISOString(),
        requester: userRef(me),
        focus: { reference: `CoverageEligibilityResponse/${responseId}` },
        ...(pcc ? { owner: { reference: `User/${pcc.id}`, display: pcc.name } } : {}),
      };
      const options = { authorId: me.id, now };
      const written = await db.transaction(async (tx) => {
        const planned = stores.eligibilityResponse.plannedCreate(tx, result, options);
        await runWrites(tx, [planned, stores.task.plannedCreate(tx, task, options)]);
        return planned.row;
      });
      return { result: toEligibilityView(written), taskId, note: ELIGIBILITY_TASK_NOTE, taskOwner: pcc?.name ?? null };
    },
  };
}

export type EligibilityCheck = ReturnType<typeof createEligibilityCheck>;
