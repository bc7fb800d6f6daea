// The completed (or amended) wound assessments of patients, with each one's visit time: what
// Clinical Rounds charts and the FHIR export turns into Observations (the measurements themselves
// are read by src/domain/rounds/rounds.ts woundProgress).
import { and, desc, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Answers } from '../../../src/domain/forms/questionnaire.ts';
import type { Executor } from '../../db/client.ts';
import { encounters } from '../../db/schema/encounters.ts';
import { questionnaireResponses } from '../../db/schema/forms.ts';

export interface WoundAssessmentRow {
  id: string;
  patientId: string;
  encounterId: string;
  at: Date;
  answers: Answers;
}

/** The patients' assessments of encounters not cancelled (before `before` when given), newest first. */
export async function woundAssessmentsOf(tx: Executor, patientIds: readonly string[], before?: Date): Promise<WoundAssessmentRow[]> {
  if (patientIds.length === 0) return [];
  const rows = await tx
    .select({
      id: questionnaireResponses.id,
      patientId: encounters.patientId,
      encounterId: encounters.id,
      at: encounters.periodStart,
      content: questionnaireResponses.content,
    })
    .from(questionnaireResponses)
    .innerJoin(encounters, eq(encounters.id, questionnaireResponses.encounterId))
    .where(
      and(
        inArray(encounters.patientId, [...patientIds]),
        eq(questionnaireResponses.questionnaireCode, 'wound-assessment'),
        ne(questionnaireResponses.status, 'in-progress'),
        eq(questionnaireResponses.deleted, false),
        ne(encounters.status, 'cancelled'),
        before ? lt(encounters.periodStart, before) : undefined,
      ),
    )
    .orderBy(desc(encounters.periodStart));
  return rows.flatMap((r) =>
    r.at
      ? [
          {
            id: r.id,
            patientId: r.patientId,
            encounterId: r.encounterId,
            at: r.at,
            answers: (r.content as { answers?: Answers }).answers ?? {},
          },
        ]
      : [],
  );
}
