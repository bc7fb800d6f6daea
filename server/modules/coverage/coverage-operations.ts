// The coverage tab's writes (SPEC §2 tab 4 'Insurance, Eligibility & Authorizations', §3
// Coverage/eligibility fields), declared once for the write pipeline (DESIGN §5): each names its
// operation, input, target (the patient, or a coverage or authorization of the patient, locked
// for a change) and the chart's read-only roles (external and reviewer-readonly read a chart,
// never change it: src/domain/chart/chart-record-access.ts); an edit checks the version the user
// saw (CONFLICT with SPEC §8's words). The stores keep every version with who and when.
import { randomUUID } from 'node:crypto';
import type { SessionUser } from '../../../src/domain/access.ts';
import { chartWriter } from '../../../src/domain/chart/chart-record-access.ts';
import type { Task } from '../../../src/domain/chart/chart-records.ts';
import type { Coverage, EligibilityResponse, PriorAuthorization } from '../../../src/domain/coverage/coverage.ts';
import type { AuthorizationValues, CoverageValues } from '../../../src/domain/coverage/coverage-input.ts';
import { ELIGIBILITY_TASK_NOTE } from '../../../src/domain/coverage/eligibility.ts';
import { calendarDateIn } from '../../../src/domain/format.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { Reference } from '../../../src/domain/resources.ts';
import { ELIGIBILITY_TASK_JOB_FUNCTION } from '../../../src/domain/tasks/task-queue.ts';
import { timeZoneForState } from '../../../src/domain/time-zone.ts';
import type { Executor } from '../../db/client.ts';
import { type ResourceRow, runWrites } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { badInput } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import { defineWrite } from '../shared/write-pipeline.ts';
import { authorOf, idOf, patientRecordTarget, patientTarget } from '../shared/write-targets.ts';
import { parseAuthorizationInput, parseCoverageInput, parseVersion } from './coverage-input.ts';
import { coverageRepository } from './coverage-repository.ts';
import type { EligibilityAnswer } from './eligibility-service.ts';

const patientRef = (patientId: string): Reference => ({ reference: `Patient/${patientId}` });

/** The coverage a form's values describe (SPEC §3 fields; empty fields are left out). */
export function coverageContent(values: CoverageValues, patientId: string, insurer: { id: string; name: string }): Coverage {
  const c: Coverage = {
    status: values.status,
    beneficiary: patientRef(patientId),
    order: values.order,
    payor: { reference: `Organization/${insurer.id}`, display: insurer.name },
    subscriberId: values.memberId,
    approval: values.approval,
    period: values.terminationDate ? { start: values.effectiveDate, end: values.terminationDate } : { start: values.effectiveDate },
  };
  if (values.groupNumber) c.groupNumber = values.groupNumber;
  if (values.groupName) c.groupName = values.groupName;
  if (values.type) c.type = values.type;
  if (values.planName) c.planName = values.planName;
  if (values.planType) c.planType = values.planType;
  if (values.copay !== null) c.copay = values.copay;
  if (values.deductible !== null) c.deductible = values.deductible;
  if (values.coinsurance !== null) c.coinsurance = values.coinsurance;
  if (values.subscriberName) {
    c.subscriber = values.subscriberRelationship
      ? { name: values.subscriberName, relationship: values.subscriberRelationship }
      : { name: values.subscriberName };
  }
  return c;
}

/**
 * The insurer a coverage names: a payer organization of type ins (SPEC §3), active unless the
 * coverage already named it (an insurer made inactive since does not block other edits).
 */
async function insurerFor(tx: Executor, insurerId: string, current: Coverage | null): Promise<{ id: string; name: string }> {
  const row = await coverageRepository.insurer(tx, insurerId);
  const kept = current !== null && idOf(current.payor) === insurerId;
  if (!row || (!row.content.active && !kept)) throw badInput(MESSAGES.incorrectValue, 'insurerId');
  return { id: row.id, name: row.content.name };
}

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

/** A coverage to change: locked, of a patient the caller may read (NOT_FOUND / FORBIDDEN); its version is the coverage's. */
const coverageToChange = patientRecordTarget({
  store: stores.coverage,
  what: 'Coverage',
  id: (i: { id: string }) => i.id,
  patientOf: (c: Coverage) => c.beneficiary,
});

/**
 * A coverage that a new record names (an authorization under it, an eligibility check of it), of
 * a patient the caller may read (NOT_FOUND / FORBIDDEN). It is read, not locked: it does not change.
 */
export const coverageNamed = patientRecordTarget({
  store: { read: (tx, id) => stores.coverage.read(tx, id) },
  what: 'Coverage',
  id: (i: { coverageId: string }) => i.coverageId,
  patientOf: (c: Coverage) => c.beneficiary,
});

// What the services hand over: the GraphQL arguments.
interface CreateCoverageArgs {
  patientId: string;
  input: unknown;
}
interface ChangeArgs {
  id: string;
  versionId: number;
  input?: unknown;
}

/** What the eligibility check asked and was answered, before the transaction (eligibility-check.ts). */
export interface EligibilityAsked {
  coverageId: string;
  answer: EligibilityAnswer;
  /** When it was asked: the result's and the task's time. */
  at: Date;
  /** The patient's state (SPEC §9 time zone by state; the PCC of its market). */
  state: string | null;
}

type AnswerFields = Omit<Partial<EligibilityResponse>, 'id' | 'status' | 'patient' | 'coverage' | 'created'>;

/** The answer's fields as the stored result keeps them (absent ones left out). */
function answerFields(answer: EligibilityAnswer): AnswerFields {
  const { outcome, inforce, identifiers, errors, ...rest } = answer;
  const fields: AnswerFields = { outcome, inforce, identifiers, errors };
  for (const [key, value] of Object.entries(rest)) if (value !== undefined && value !== null) Object.assign(fields, { [key]: value });
  return fields;
}

export const coverageWrites = {
  createCoverage: defineWrite({
    operation: 'Mutation.createCoverage',
    input: (raw: unknown) => {
      const { patientId, input } = raw as CreateCoverageArgs;
      return { patientId: parseId(patientId, 'patientId'), values: parseCoverageInput(input) };
    },
    roles: chartWriter('Mutation.createCoverage'),
    target: patientTarget((i: { patientId: string }) => i.patientId),
    apply: async ({ tx, me, now, input: { patientId, values } }) => {
      const insurer = await insurerFor(tx, values.insurerId, null);
      return stores.coverage.create(tx, coverageContent(values, patientId, insurer), { authorId: me.id, now });
    },
  }),

  updateCoverage: defineWrite({
    operation: 'Mutation.updateCoverage',
    input: (raw: unknown) => {
      const { id, versionId, input } = raw as ChangeArgs;
      return { id: parseId(id), versionId: parseVersion(versionId), values: parseCoverageInput(input) };
    },
    roles: chartWriter('Mutation.updateCoverage'),
    target: coverageToChange,
    version: (i) => i.versionId,
    apply: async ({ tx, me, now, input: { values }, target: { row, patientId } }) => {
      const insurer = await insurerFor(tx, values.insurerId, row.content);
      return stores.coverage.update(tx, row.id, coverageContent(values, patientId, insurer), row.versionId, { authorId: me.id, now });
    },
  }),

  /** SPEC §3 'Inactive (draft)': the coverage stays on the chart, out of force. */
  inactivateCoverage: defineWrite({
    operation: 'Mutation.inactivateCoverage',
    input: (raw: unknown) => {
      const { id, versionId } = raw as ChangeArgs;
      return { id: parseId(id), versionId: parseVersion(versionId) };
    },
    roles: chartWriter('Mutation.inactivateCoverage'),
    target: coverageToChange,
    version: (i) => i.versionId,
    apply: async ({ tx, me, now, target: { row } }) => {
      if (row.content.status === 'draft') return row;
      return stores.coverage.update(tx, row.id, { ...row.content, status: 'draft' }, row.versionId, { authorId: me.id, now });
    },
  }),

  /** SPEC §3 'Authorization Number': added under one of the patient's coverages (its patient's access rule decides). */
  createPriorAuthorization: defineWrite({
    operation: 'Mutation.createPriorAuthorization',
    input: parseAuthorizationInput,
    roles: chartWriter('Mutation.createPriorAuthorization'),
    target: coverageNamed,
    apply: ({ tx, me, now, input, target: { row: coverage, patientId } }) => {
      const content = authorizationContent(input, patientId, coverage, now.toISOString());
      return stores.priorAuthorization.create(tx, content, { authorId: me.id, now });
    },
  }),

  updatePriorAuthorization: defineWrite({
    operation: 'Mutation.updatePriorAuthorization',
    input: (raw: unknown) => {
      const { id, versionId, input } = raw as ChangeArgs;
      return { id: parseId(id), versionId: parseVersion(versionId), values: parseAuthorizationInput(input) };
    },
    roles: chartWriter('Mutation.updatePriorAuthorization'),
    target: patientRecordTarget({
      store: stores.priorAuthorization,
      what: 'Authorization',
      id: (i: { id: string }) => i.id,
      patientOf: (a: PriorAuthorization) => a.patient,
    }),
    version: (i) => i.versionId,
    apply: async ({ tx, me, now, input: { values }, target: { row, patientId } }) => {
      const coverage = await coverageOf(tx, values.coverageId, patientId);
      const content = authorizationContent(values, patientId, coverage, row.content.recorded);
      return stores.priorAuthorization.update(tx, row.id, content, row.versionId, { authorId: me.id, now });
    },
  }),

  /**
   * The individual eligibility check's record (eligibility-check.ts asks the eligibility service
   * first, outside any transaction): the result and the SPEC §9 note for PCC (recordEligibility).
   */
  checkEligibility: defineWrite({
    operation: 'Mutation.checkEligibility',
    // Made by eligibility-check.ts from the parsed coverage id and the eligibility service's answer.
    input: (raw: unknown) => raw as EligibilityAsked,
    roles: chartWriter('Mutation.checkEligibility'),
    target: coverageNamed,
    apply: async ({ tx, me, input, target }) => {
      const recorded = await recordEligibility(tx, me, target, input, { task: true });
      return { row: recorded.row, taskId: recorded.taskId as string, taskOwner: recorded.taskOwner };
    },
  }),
};

/**
 * An eligibility answer recorded on the patient (the coverage itself is never changed: a failed
 * check never blanks it): the result, and with `task` the SPEC §9 note for PCC, a Task owned by
 * a PCC of the patient's market when there is one (else the PCC job function's queue), written
 * as one statement. Also the bulk check's record of each of its items (server/modules/bulk-eligibility).
 */
export async function recordEligibility(
  tx: Executor,
  me: SessionUser,
  target: { row: ResourceRow<Coverage>; patientId: string },
  { coverageId, answer, at, state }: EligibilityAsked,
  options: { task: boolean },
): Promise<{ row: ResourceRow<EligibilityResponse>; taskId: string | null; taskOwner: string | null }> {
  const { row: coverage, patientId } = target;
  const pcc = options.task ? await coverageRepository.pccFor(tx, state) : null;
  const servicedDate = calendarDateIn(at.toISOString(), timeZoneForState(state));
  const result: EligibilityResponse = {
    id: randomUUID(),
    status: 'active',
    patient: patientRef(patientId),
    coverage: {
      reference: `Coverage/${coverageId}`,
      ...(coverage.content.payor?.display ? { display: coverage.content.payor.display } : {}),
    },
    created: at.toISOString(),
    requestor: authorOf(me),
    servicedDate,
    ...answerFields(answer),
  };
  const writeOptions = { authorId: me.id, now: at };
  const task: Task | null = options.task
    ? {
        id: randomUUID(),
        status: 'requested',
        for: patientRef(patientId),
        title: ELIGIBILITY_TASK_NOTE,
        priority: 'routine',
        authoredOn: at.toISOString(),
        requester: authorOf(me),
        focus: { reference: `CoverageEligibilityResponse/${result.id}` },
        origin: 'eligibility',
        // The market's PCC, or while there is none the PCC job function's queue (/tasks).
        ...(pcc ? { owner: { reference: `User/${pcc.id}`, display: pcc.name } } : { ownerJobFunction: ELIGIBILITY_TASK_JOB_FUNCTION }),
      }
    : null;
  if (task) result.task = { reference: `Task/${task.id}` };
  const planned = stores.eligibilityResponse.plannedCreate(tx, result, writeOptions);
  await runWrites(tx, task ? [planned, stores.task.plannedCreate(tx, task, writeOptions)] : [planned]);
  return { row: planned.row, taskId: (task?.id as string | undefined) ?? null, taskOwner: task ? (pcc?.name ?? null) : null };
}

export type CoverageWrites = typeof coverageWrites;
