// The one write of Encounters Review (SPEC §2 /encounters-review): a review of an encounter's latest
// signed version, declared for the write pipeline (DESIGN §5). The target is the encounter read
// and locked with its appointment under the encounter READ rule (reviewer-readonly reads signed
// encounters only), so a reviewer of another market learns nothing about it. A review asking for
// changes leaves the amendment request open (the appointment becomes amendRequested, SPEC §3) and
// a task for the clinician who signed (origin 'review', src/domain/tasks/task-queue.ts); the
// clinician's device hears of it as any change of their encounter.
import { randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import { fullName } from '../../../src/domain/access.ts';
import type { Task } from '../../../src/domain/chart/chart-records.ts';
import { appointmentStatusFor } from '../../../src/domain/encounter-workflow.ts';
import { REVIEW_TYPES } from '../../../src/domain/encounters/reviews.ts';
import type { Appointment, Encounter, Reference } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { badInput, notFound } from '../../errors.ts';
import { topics } from '../../realtime/emitter.ts';
import { scheduleChanged } from '../../realtime/schedule-change.ts';
import { assertCanRead, encounterRecord } from '../shared/encounter-access.ts';
import { encounterRecordRepository } from '../shared/encounter-record-repository.ts';
import { refId, snapshotOf, toEncounterView } from '../shared/encounter-views.ts';
import { defineWrite, type WriteTarget } from '../shared/write-pipeline.ts';
import { authorOf } from '../shared/write-targets.ts';
import { parseReview, type ReviewInput } from './review-input.ts';

export const NOT_SIGNED = 'Only a signed encounter can be reviewed.';
/** Days the clinician has to answer a request for changes. */
const AMEND_TASK_DUE_DAYS = 2;

interface Reviewed {
  encounter: ResourceRow<Encounter>;
  appointment: ResourceRow<Appointment> | null;
}

/** The encounter and its appointment, locked, under the encounter READ rule (NOT_FOUND / FORBIDDEN). */
const reviewedEncounter: WriteTarget<ReviewInput, Reviewed> = {
  kind: 'encounter',
  async resolve(tx, me, input) {
    const found = await encounterRecordRepository.readForChange(tx, input.encounterId);
    if (!found) throw notFound('Encounter');
    await assertCanRead(tx, me, encounterRecord(found.encounter.content));
    return { encounter: found.encounter, appointment: found.appointment };
  },
  versionOf: (target) => target.encounter.versionId,
};

/** Who signed the encounter last (its latest e-sign's agent): the amendment request's task is theirs. */
async function lastSigner(tx: Executor, encounterId: string): Promise<Reference | null> {
  const acts = await encounterRecordRepository.provenanceOf(tx, encounterId);
  const signed = acts.filter((a) => a.content.activity === 'e-sign').at(-1);
  const who = signed?.content.agent[0]?.who;
  return who?.reference.startsWith('User/') ? who : null;
}

export const reviewWrites = {
  reviewEncounter: defineWrite({
    operation: 'Mutation.reviewEncounter',
    input: parseReview,
    target: reviewedEncounter,
    version: (i) => i.baseVersion,
    apply: async ({ tx, me, now, writes, emit, input, target: { encounter, appointment } }) => {
      const e = encounter.content;
      if (e.stateText !== 'eSigned' || !e.signedAt) throw badInput(NOT_SIGNED);
      const review = {
        id: randomUUID(),
        ...input.review,
        reviewerId: me.id,
        reviewerName: fullName(me),
        recorded: now.toISOString(),
        signedAt: e.signedAt,
      };
      const content: Encounter = { ...e, reviews: [...(e.reviews ?? []), review] };
      const updated = writes.add(
        stores.encounter.plannedUpdate(tx, encounter.id, content, encounter.versionId, { authorId: me.id, now }),
      ).row;
      // The appointment follows (amendRequested while the request is open, SPEC §3).
      if (appointment) {
        const status = appointmentStatusFor(snapshotOf(content), appointment.content.status);
        if (status !== appointment.content.status) {
          writes.add(
            stores.appointment.plannedUpdate(tx, appointment.id, { ...appointment.content, status }, appointment.versionId, {
              authorId: me.id,
              now,
            }),
          );
        }
      }
      const patientId = refId(e.subject);
      const signer = input.review.status === 'amendRequested' && patientId ? await lastSigner(tx, encounter.id) : null;
      if (signer && patientId) {
        const task: Task = {
          status: 'requested',
          for: { reference: `Patient/${patientId}` },
          title:
            `Amend the ${dayjs(e.signedAt).format('MM/DD/YYYY')} encounter (${REVIEW_TYPES[input.review.type]} review): ${input.review.text}`.slice(
              0,
              500,
            ),
          priority: 'urgent',
          dueDate: dayjs(now).add(AMEND_TASK_DUE_DAYS, 'day').format('YYYY-MM-DD'),
          authoredOn: now.toISOString(),
          requester: authorOf(me),
          owner: signer,
          focus: { reference: `Encounter/${encounter.id}` },
          origin: 'review',
        };
        writes.add(stores.task.plannedCreate(tx, task, { authorId: me.id, now }));
      }
      const view = toEncounterView(updated);
      const practitionerId = view.practitionerId;
      if (practitionerId) {
        emit(
          { topic: topics.encounterUpdated(practitionerId), payload: { onEncounterUpdated: view } },
          scheduleChanged(practitionerId, [view.appointmentId], now),
        );
      }
      return view;
    },
  }),
};
