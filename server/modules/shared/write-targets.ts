// The targets of declared writes (write-pipeline.ts) and their record access rules (DESIGN §8
// 'Access'): a patient, a record of a patient (note, alert, order, task, coverage …), or nothing
// beyond the operation's rule. Each reads inside the write's transaction, so the rule is judged
// on what the write then changes.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Reference } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { notFound } from '../../errors.ts';
import { isId } from './ids.ts';
import { assertCanReadPatient } from './patient-access.ts';
import type { WriteTarget } from './write-pipeline.ts';

/** The id a `Type/id` reference names, when it is a well-formed id. */
export function idOf(ref: Reference | undefined): string | null {
  const id = ref?.reference.split('/')[1];
  return id && isId(id) ? id.toLowerCase() : null;
}

/** Who wrote a record, as it shows on it (a note's sender, an order's requester, an eligibility check's requestor). */
export const authorOf = (me: SessionUser): Reference => ({
  reference: `User/${me.id}`,
  display: `${me.givenName} ${me.familyName}`.trim(),
});

export interface PatientTarget {
  patientId: string;
}

/**
 * A write on a patient the caller may read (NOT_FOUND / FORBIDDEN). `lock`: the patient's row is
 * held until commit, so changes with a limit across records (the Problems List's four diagnoses)
 * go one at a time.
 */
export function patientTarget<I>(patientIdOf: (input: I) => string, options: { lock?: boolean } = {}): WriteTarget<I, PatientTarget> {
  return {
    kind: 'patient',
    async resolve(tx, me, input) {
      const patientId = patientIdOf(input);
      await assertCanReadPatient(tx, me, patientId);
      if (options.lock && !(await stores.patient.read(tx, patientId, { forUpdate: true }))) throw notFound('Patient');
      return { patientId };
    },
  };
}

/** The store calls a record change needs. */
interface VersionedStore<T> {
  read(tx: Executor, id: string, options: { forUpdate: boolean }): Promise<ResourceRow<T> | null>;
}

export interface PatientRecordTarget<T> {
  row: ResourceRow<T>;
  patientId: string;
}

export interface PatientRecordRule<I, T> {
  store: VersionedStore<T>;
  /** What the record is called in NOT_FOUND ('Alert'). */
  what: string;
  id: (input: I) => string;
  /** The record's patient reference. */
  patientOf: (content: T) => Reference | undefined;
  /** Records of the store this write does not apply to (a referral asked for as an order) are NOT_FOUND. */
  applies?: (content: T) => boolean;
}

/** A record of a patient the caller may read, locked for the write; its version is the record's. */
export function patientRecordTarget<I, T>(rule: PatientRecordRule<I, T>): WriteTarget<I, PatientRecordTarget<T>> {
  return {
    kind: 'patient',
    async resolve(tx: Executor, me: SessionUser, input: I) {
      const row = await rule.store.read(tx, rule.id(input), { forUpdate: true });
      if (!row || (rule.applies && !rule.applies(row.content))) throw notFound(rule.what);
      const patientId = idOf(rule.patientOf(row.content));
      if (!patientId) throw notFound(rule.what);
      await assertCanReadPatient(tx, me, patientId);
      return { row, patientId };
    },
    versionOf: (target) => target.row.versionId,
  };
}

/** Nothing beyond the operation's rule (reference data, the caller's own settings). */
export const noTarget: WriteTarget<unknown, null> = { kind: 'none', resolve: async () => null };
