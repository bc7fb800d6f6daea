// Forms across an encounter's history (SPEC §7): its reads (a patient's latest wound assessment,
// the previous encounter, the latest complete response of a form, whether the history form was
// ever filled, when the forms last changed, the encounter's signed versions) are declarations
// (forms-history-queries.ts) run by the one reader (DESIGN §5); the encounter's own form list is
// two declared writes (forms-operations.ts); the subscriptions to form events check the
// encounter's record-level rule (encounter-access.ts) when subscribing and for each event.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Encounter } from '../../../src/domain/resources.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { notFound } from '../../errors.ts';
import { assertCanRead, encounterRecord } from '../shared/encounter-access.ts';
import type { EncounterView } from '../shared/encounter-views.ts';
import { parseId } from '../shared/ids.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { formsHistoryTopics, parseWoundId, woundIdOf } from './forms-history-events.ts';
import {
  type EncounterWithResponseView,
  type LatestAssessmentView,
  formsHistoryQueries as queries,
  type ResponseWithVersionStatusView,
} from './forms-history-queries.ts';
import type { EncounterVersionView } from './forms-history-versions.ts';
import { formsWrites } from './forms-operations.ts';
import type { FormStatusView } from './response-views.ts';

type Maybe<T> = T | null | undefined;
type User = SessionUser | null;

export function createFormsHistoryService(db: Database, pipeline: WritePipeline) {
  const reader = createReader(db);

  /** The encounter if it exists and the caller may read it (a subscription's check). */
  async function readable(me: SessionUser, encounterId: string, field = 'encounterId'): Promise<ResourceRow<Encounter>> {
    const row = await stores.encounter.read(db, parseId(encounterId, field));
    if (!row) throw notFound('Encounter');
    await assertCanRead(db, me, encounterRecord(row.content));
    return row;
  }

  return {
    latestAssessment: (user: User, patientId: string): Promise<LatestAssessmentView | null> =>
      reader.run(queries.latestAssessment, user, patientId),

    previousAndCurrent: (user: User, encounterId: string): Promise<{ current: EncounterView; previous: EncounterView | null }> =>
      reader.run(queries.previousAndCurrent, user, encounterId),

    latestUpdatedFormsDate: (user: User, encounterId: string): Promise<string | null> =>
      reader.run(queries.latestUpdatedFormsDate, user, encounterId),

    medicalHistoryFilled: (user: User, args: { patientId?: Maybe<string>; admissionId?: Maybe<string> }): Promise<boolean> =>
      reader.run(queries.medicalHistoryFilled, user, args),

    latestWithResponse: (
      user: User,
      args: { patientId: string; questionnaireCode: string; before?: Maybe<string> },
    ): Promise<EncounterWithResponseView | null> => reader.run(queries.latestWithResponse, user, args),

    responsesByLatestVersion: (user: User, encounterId: string): Promise<ResponseWithVersionStatusView[]> =>
      reader.run(queries.responsesByLatestVersion, user, encounterId),

    versions: (user: User, encounterId: string): Promise<EncounterVersionView[]> => reader.run(queries.versions, user, encounterId),

    createEncounterForms(
      user: SessionUser | null,
      args: { encounterId: string; encounterType?: Maybe<string> },
    ): Promise<FormStatusView[]> {
      return pipeline.run(formsWrites.createEncounterForms, user, args);
    },

    updateQuestionnaireList(
      user: SessionUser | null,
      args: { encounterId: string; questionnaireCodes: readonly string[] },
    ): Promise<FormStatusView[]> {
      return pipeline.run(formsWrites.updateEncounterQuestionnaireList, user, args);
    },

    /**
     * The topic a subscriber hears, refused unless the caller may read the encounter (checked
     * once, when subscribing, as for onEncounterUpdated).
     */
    async subscribeTopic(user: SessionUser | null, event: 'onResourceNarrativeUpdated' | 'onWoundUpdated', id: string): Promise<string> {
      const me = authorize(user, `Subscription.${event}`);
      if (event === 'onResourceNarrativeUpdated') {
        const encounter = await readable(me, id);
        return formsHistoryTopics.narrativeUpdated(encounter.id);
      }
      const wound = parseWoundId(id);
      const encounter = await readable(me, wound.encounterId, 'woundId');
      return formsHistoryTopics.woundUpdated(woundIdOf(encounter.id, wound.number));
    },

    /**
     * Whether an event of the encounter still goes to this receiver (DESIGN §8 'Realtime'): the
     * subscribe check again, with the grants as they are now. Never throws: the event is withheld.
     */
    async mayReceive(
      user: SessionUser | null,
      event: 'onResourceNarrativeUpdated' | 'onWoundUpdated',
      encounterId: string,
    ): Promise<boolean> {
      if (!user) return false;
      try {
        await readable(authorize(user, `Subscription.${event}`), encounterId);
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type FormsHistoryService = ReturnType<typeof createFormsHistoryService>;
