// The 'Insurance, Eligibility & Authorizations' tab (SPEC §2 tab 4, §3 Coverage/eligibility
// fields): the patient's coverages, authorizations and eligibility results in one read, the
// insurers a coverage may name, and adding, editing and inactivating a coverage. Reads keep to
// the patient access rule; changes also refuse the chart's read-only roles and a stale version.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Coverage } from '../../../src/domain/coverage/coverage.ts';
import type { CoverageValues } from '../../../src/domain/coverage/coverage-input.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { badInput } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import { parseCoverageInput, parseInsurerFilter, parseVersion } from './coverage-input.ts';
import { coverageRepository } from './coverage-repository.ts';
import {
  type AuthorizationView,
  type CoverageView,
  type EligibilityView,
  type InsurerView,
  toAuthorizationView,
  toCoverageView,
  toEligibilityView,
  toInsurerView,
} from './coverage-views.ts';
import { authorizeChange, conflict, idOf, patientRef, recordOfPatient } from './coverage-writes.ts';

export interface PatientCoveragesView {
  coverages: CoverageView[];
  authorizations: AuthorizationView[];
  eligibilityResults: EligibilityView[];
}

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

export function createCoverageService(db: Database) {
  return {
    async overview(user: SessionUser | null, patientId: string): Promise<PatientCoveragesView> {
      const me = authorize(user, 'Query.PatientCoverages');
      const id = parseId(patientId, 'patientId');
      await assertCanReadPatient(db, me, id);
      const [coverages, authorizations, results] = await Promise.all([
        coverageRepository.coverages(db, id),
        coverageRepository.authorizations(db, id),
        coverageRepository.eligibilityResults(db, id),
      ]);
      return {
        coverages: coverages.map(toCoverageView),
        authorizations: authorizations.map(toAuthorizationView),
        eligibilityResults: results.map(toEligibilityView),
      };
    },

    /** The insurer picker: active payer organizations of type ins (SPEC §9 'organization list 1000'). */
    async insurers(
      user: SessionUser | null,
      args: { term?: string | null | undefined; state?: string | null | undefined },
    ): Promise<InsurerView[]> {
      authorize(user, 'Query.CoverageInsurerList');
      return (await coverageRepository.insurers(db, parseInsurerFilter(args))).map(toInsurerView);
    },

    async create(user: SessionUser | null, patientId: string, input: unknown): Promise<CoverageView> {
      const me = authorizeChange(user, 'Mutation.createCoverage');
      const id = parseId(patientId, 'patientId');
      const values = parseCoverageInput(input);
      return db.transaction(async (tx) => {
        await assertCanReadPatient(tx, me, id);
        const insurer = await insurerFor(tx, values.insurerId, null);
        return toCoverageView(await stores.coverage.create(tx, coverageContent(values, id, insurer), { authorId: me.id }));
      });
    },

    async update(user: SessionUser | null, coverageId: string, versionId: number, input: unknown): Promise<CoverageView> {
      const me = authorizeChange(user, 'Mutation.updateCoverage');
      const id = parseId(coverageId);
      const version = parseVersion(versionId);
      const values = parseCoverageInput(input);
      return db.transaction(async (tx) => {
        const { row, patientId } = await recordOfPatient(
          tx,
          me,
          'Coverage',
          () => stores.coverage.read(tx, id, { forUpdate: true }),
          (c) => c.beneficiary,
        );
        if (row.versionId !== version) throw conflict(row.versionId);
        const insurer = await insurerFor(tx, values.insurerId, row.content);
        return toCoverageView(await saved(tx, id, coverageContent(values, patientId, insurer), row.versionId, me.id));
      });
    },

    /** SPEC §3 'Inactive (draft)': the coverage stays on the chart, out of force. */
    async inactivate(user: SessionUser | null, coverageId: string, versionId: number): Promise<CoverageView> {
      const me = authorizeChange(user, 'Mutation.inactivateCoverage');
      const id = parseId(coverageId);
      const version = parseVersion(versionId);
      return db.transaction(async (tx) => {
        const { row } = await recordOfPatient(
          tx,
          me,
          'Coverage',
          () => stores.coverage.read(tx, id, { forUpdate: true }),
          (c) => c.beneficiary,
        );
        if (row.versionId !== version) throw conflict(row.versionId);
        if (row.content.status === 'draft') return toCoverageView(row);
        return toCoverageView(await saved(tx, id, { ...row.content, status: 'draft' }, row.versionId, me.id));
      });
    },
  };
}

async function saved(tx: Executor, id: string, content: Coverage, versionId: number, authorId: string) {
  try {
    return await stores.coverage.update(tx, id, content, versionId, { authorId });
  } catch (error) {
    if (error instanceof ConflictError) throw conflict(error.currentVersion);
    throw error;
  }
}

export type CoverageService = ReturnType<typeof createCoverageService>;
