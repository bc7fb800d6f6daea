// Searches over a patient's encounters and their filled forms (forms-history-service.ts), and the
// encounter_form_list table. An encounter's visit time is its check-in time, else its
// appointment's start, else when it was last written: every encounter has one, so "latest" and
// "before" never meet a null.
import { and, desc, eq, inArray, lte, max, ne, type SQL, sql } from 'drizzle-orm';
import type { Answers } from '../../../src/domain/forms/questionnaire.ts';
import type { QuestionnaireResponse } from '../../../src/domain/forms/response.ts';
import type { Executor } from '../../db/client.ts';
import { appointments, encounters } from '../../db/schema/encounters.ts';
import { encounterFormLists, questionnaireResponses } from '../../db/schema/forms.ts';
import { resourceHistory } from '../../db/schema/history.ts';
import { users } from '../../db/schema/identity.ts';
import { batchReadMany } from '../shared/batch-reads.ts';

/** A filled form counts as done when completed, or amended during an amendment. */
export const DONE_STATUSES = ['completed', 'amended'] as const;

const visitTime = sql`coalesce(${encounters.periodStart}, ${appointments.start}, ${encounters.lastUpdated})`.mapWith(
  encounters.lastUpdated,
);

export interface EncounterCandidate {
  encounterId: string;
  practitionerId: string | null;
  visitTime: Date;
}

export interface ResponseCandidate extends EncounterCandidate {
  responseId: string;
}

export interface CandidateFilter {
  patientId: string;
  /** Only encounters seen strictly before this time, other than `exceptId`. */
  before?: { time: Date; exceptId: string } | null;
  /** Only encounters seen at or after this time. */
  since?: Date | null;
}

const encounterConditions = (filter: CandidateFilter): SQL[] => {
  const conditions: SQL[] = [eq(encounters.patientId, filter.patientId), ne(encounters.status, 'cancelled'), eq(encounters.deleted, false)];
  if (filter.before)
    conditions.push(sql`${visitTime} < ${filter.before.time.toISOString()}::timestamptz`, ne(encounters.id, filter.before.exceptId));
  if (filter.since) conditions.push(sql`${visitTime} >= ${filter.since.toISOString()}::timestamptz`);
  return conditions;
};

export const formsHistoryRepository = {
  /** The visit time of one encounter (null when it does not exist). */
  async visitTimeOf(tx: Executor, encounterId: string): Promise<Date | null> {
    const [row] = await tx
      .select({ visitTime })
      .from(encounters)
      .leftJoin(appointments, eq(appointments.id, encounters.appointmentId))
      .where(and(eq(encounters.id, encounterId), eq(encounters.deleted, false)));
    return row ? new Date(row.visitTime) : null;
  },

  /** The patient's encounters that are not cancelled, latest visit first (ids only: the caller filters what it may read). */
  async encounters(tx: Executor, filter: CandidateFilter): Promise<EncounterCandidate[]> {
    const rows = await tx
      .select({ encounterId: encounters.id, practitionerId: encounters.practitionerId, visitTime })
      .from(encounters)
      .leftJoin(appointments, eq(appointments.id, encounters.appointmentId))
      .where(and(...encounterConditions(filter)))
      .orderBy(sql`${visitTime} desc`, desc(encounters.id));
    return rows.map((r) => ({ ...r, visitTime: new Date(r.visitTime) }));
  },

  /** The patient's done responses of one form, on encounters not cancelled, latest visit first. */
  async doneResponses(tx: Executor, filter: CandidateFilter & { code: string }): Promise<ResponseCandidate[]> {
    const rows = await tx
      .select({
        responseId: questionnaireResponses.id,
        encounterId: encounters.id,
        practitionerId: encounters.practitionerId,
        visitTime,
      })
      .from(questionnaireResponses)
      .innerJoin(encounters, eq(encounters.id, questionnaireResponses.encounterId))
      .leftJoin(appointments, eq(appointments.id, encounters.appointmentId))
      .where(
        and(
          ...encounterConditions(filter),
          eq(questionnaireResponses.questionnaireCode, filter.code),
          inArray(questionnaireResponses.status, [...DONE_STATUSES]),
          eq(questionnaireResponses.deleted, false),
        ),
      )
      .orderBy(sql`${visitTime} desc`, desc(questionnaireResponses.lastUpdated), desc(encounters.id));
    return rows.map((r) => ({ ...r, visitTime: new Date(r.visitTime) }));
  },

  /** Whether a done response of the form exists on an encounter (not cancelled) of the patient or of the admission. */
  async hasDoneResponse(tx: Executor, of: { patientId: string } | { episodeOfCareId: string }, code: string): Promise<boolean> {
    const owner = 'patientId' in of ? eq(encounters.patientId, of.patientId) : eq(encounters.episodeOfCareId, of.episodeOfCareId);
    const [row] = await tx
      .select({ id: questionnaireResponses.id })
      .from(questionnaireResponses)
      .innerJoin(encounters, eq(encounters.id, questionnaireResponses.encounterId))
      .where(
        and(
          owner,
          ne(encounters.status, 'cancelled'),
          eq(encounters.deleted, false),
          eq(questionnaireResponses.questionnaireCode, code),
          inArray(questionnaireResponses.status, [...DONE_STATUSES]),
          eq(questionnaireResponses.deleted, false),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** The newest last_updated of the encounter's responses (not discarded); null when none. */
  async latestResponseUpdate(tx: Executor, encounterId: string): Promise<Date | null> {
    const [row] = await tx
      .select({ at: max(questionnaireResponses.lastUpdated) })
      .from(questionnaireResponses)
      .where(and(eq(questionnaireResponses.encounterId, encounterId), eq(questionnaireResponses.deleted, false)));
    return row?.at ? new Date(row.at) : null;
  },

  /** Users by id, with their clinician account. */
  async usersByIds(
    tx: Executor,
    ids: readonly string[],
  ): Promise<Map<string, { id: string; givenName: string; familyName: string; practitionerId: string | null }>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select({ id: users.id, givenName: users.givenName, familyName: users.familyName, practitionerId: users.practitionerId })
      .from(users)
      .where(inArray(users.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r]));
  },

  /** The optional form codes the encounter no longer lists (empty: the plan's list). */
  async removedForms(tx: Executor, encounterId: string): Promise<Set<string>> {
    return (await this.removedFormsOf(tx, [encounterId])).get(encounterId) ?? new Set();
  },

  /**
   * removedForms of several encounters in one query; within a batch of commands, read once per
   * encounter (shared/batch-reads.ts: no command of a batch changes an encounter's form list), and
   * a batch applied as a set reads those of all its encounters up front.
   */
  removedFormsOf(tx: Executor, encounterIds: readonly string[]): Promise<Map<string, Set<string>>> {
    return batchReadMany('removed forms', encounterIds, async (missing) => {
      const rows = await tx
        .select({ encounterId: encounterFormLists.encounterId, removed: encounterFormLists.removedCodes })
        .from(encounterFormLists)
        .where(inArray(encounterFormLists.encounterId, [...missing]));
      const removed = new Map(rows.map((row) => [row.encounterId, row.removed]));
      return new Map(missing.map((id) => [id, new Set(removed.get(id) ?? [])]));
    });
  },

  /** Stores the encounter's removed forms (none: back to the plan's list). */
  async setRemovedForms(tx: Executor, encounterId: string, removed: readonly string[], userId: string, now: Date): Promise<void> {
    if (removed.length === 0) {
      await tx.delete(encounterFormLists).where(eq(encounterFormLists.encounterId, encounterId));
      return;
    }
    const values = { removedCodes: [...removed], updatedBy: userId, updatedAt: now };
    await tx
      .insert(encounterFormLists)
      .values({ encounterId, ...values })
      .onConflictDoUpdate({ target: encounterFormLists.encounterId, set: values });
  },

  /** Each response's answers as they stood at `at` (server time), by response id; none when it did not exist yet. */
  async answersAt(tx: Executor, responseIds: readonly string[], at: Date): Promise<Map<string, Answers>> {
    if (responseIds.length === 0) return new Map();
    const rows = await tx
      .select({ id: resourceHistory.id, content: resourceHistory.content, deleted: resourceHistory.deleted })
      .from(resourceHistory)
      .where(
        and(
          eq(resourceHistory.resourceType, 'QuestionnaireResponse'),
          inArray(resourceHistory.id, [...responseIds]),
          lte(resourceHistory.recordedAt, at),
        ),
      )
      .orderBy(resourceHistory.id, desc(resourceHistory.versionId));
    // Newest version first per response: the first row of each id is how it stood at `at`.
    const answers = new Map<string, Answers>();
    const seen = new Set<string>();
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      if (!row.deleted) answers.set(row.id, (row.content as unknown as QuestionnaireResponse).answers ?? {});
    }
    return answers;
  },
};

/** Days back from a reference time (SPEC §9 'Interval history look-back 2 weeks'). */
export const daysBefore = (time: Date, days: number): Date => new Date(time.getTime() - days * 86_400_000);
