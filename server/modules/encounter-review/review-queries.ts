// Encounters Review's reads (SPEC §2 /encounters-review), declared in the write pipeline's shape
// (DESIGN §5): the queue of signed encounters inside the encounter visibility (the patient access
// rule; signed encounters only for reviewer-readonly), and what changed between two signed
// versions under the encounter READ rule.
import { diffVersions } from '../../../src/domain/encounters/version-diff.ts';
import { timeZoneForState } from '../../../src/domain/time-zone.ts';
import { stores } from '../../db/stores.ts';
import { badInput } from '../../errors.ts';
import { encounterListTarget } from '../encounters/encounter-read-targets.ts';
import { encounterForms } from '../forms/encounter-forms.ts';
import { formsHistoryRepository } from '../forms/forms-history-repository.ts';
import { encounterVersions } from '../forms/forms-history-versions.ts';
import { encounterVisibility } from '../shared/encounter-access.ts';
import { withNames } from '../shared/encounter-names.ts';
import { encounterRecordRepository } from '../shared/encounter-record-repository.ts';
import { readableEncounterTarget } from '../shared/encounter-target.ts';
import { refId, toEncounterView } from '../shared/encounter-views.ts';
import { pagedList } from '../shared/paging.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { parseReviewList, parseVersionDiff } from './review-input.ts';
import { reviewRepository } from './review-repository.ts';

export const reviewQueries = {
  queue: defineQuery({
    operation: 'Query.EncounterReviewList',
    input: (raw: unknown) => {
      const { page, filter } = parseReviewList(raw);
      return { page, filter, practitionerIds: filter.practitionerIds, patientId: filter.patientId };
    },
    target: encounterListTarget,
    read: async ({ db, me, input, target }) => {
      const visible = await encounterVisibility(db, me);
      const practitionerIds = target.practitionerIds ? [...target.practitionerIds] : null;
      const found = await pagedList(
        input.page,
        (page) => reviewRepository.queue(db, input.filter, practitionerIds, visible, page),
        toEncounterView,
      );
      // Whom each is about and who signed it: one read of each for the page.
      return {
        ...found,
        edges: (await withNames(db, found.edges)).map(({ node: { patientName, practitionerName, ...encounter }, cursor }) => ({
          cursor,
          node: { encounter, patientName: patientName ?? '—', clinicianName: practitionerName },
        })),
      };
    },
  }),

  diff: defineQuery({
    operation: 'Query.EncounterVersionDiff',
    input: parseVersionDiff,
    target: readableEncounterTarget((i: { encounterId: string }) => i.encounterId),
    read: async ({ db, input, target: encounter }) => {
      const versions = await encounterVersions(db, encounter.id, await encounterRecordRepository.provenanceOf(db, encounter.id));
      const from = versions.find((v) => v.version === input.from);
      const to = versions.find((v) => v.version === input.to);
      if (!from) throw badInput(`The encounter has no version ${input.from}.`, 'from');
      if (!to) throw badInput(`The encounter has no version ${input.to}.`, 'to');
      // Each form's answers as each signature left them: the response's history up to the
      // server's time of that e-sign.
      const forms = await encounterForms(db, encounter);
      const ids = forms.flatMap((f) => (f.response ? [f.response.id] : []));
      const before = await formsHistoryRepository.answersAt(db, ids, new Date(from.lastUpdated));
      const after = await formsHistoryRepository.answersAt(db, ids, new Date(to.lastUpdated));
      const patientId = refId(encounter.content.subject);
      const patient = patientId ? await stores.patient.read(db, patientId) : null;
      return diffVersions(
        forms.map(({ questionnaire, response }) => ({
          questionnaire: questionnaire.content,
          before: response ? before.get(response.id) : undefined,
          after: response ? after.get(response.id) : undefined,
        })),
        timeZoneForState(patient?.content.address[0]?.state),
      );
    },
  }),
};
