// Clinical Rounds (SPEC §2 /manage-session, 'Clinical Rounds', only case manager or lead
// clinician): a session of a day covers the patients seen in the two weeks before it by the
// clinicians the user leads, or in the user's markets; per patient a note and a decision. The
// wound progress is each wound's measurements over the patient's assessments.
import type { Answers, AnswerValue } from '../forms/questionnaire';

/** The visits a session looks back over (days, the session's day included). */
export const ROUNDS_WINDOW_DAYS = 14;
/** At most this many patients in one session (by name). */
export const MAX_ROUNDS_PATIENTS = 50;
/** The assessments of a patient the wound progress shows (the latest). */
export const MAX_WOUND_ASSESSMENTS = 10;
export const ROUNDS_NOTE_MAX = 2_000;

/** What the team decides about a patient at rounds. */
export const ROUNDS_DECISIONS = {
  continue: 'Continue the plan',
  'change-treatment': 'Change the treatment',
  escalate: 'Escalate to the physician',
  'increase-visits': 'Increase visit frequency',
  'plan-discharge': 'Plan discharge',
} as const;
export type RoundsDecision = keyof typeof ROUNDS_DECISIONS;
export const ROUNDS_DECISION_CODES = Object.keys(ROUNDS_DECISIONS) as RoundsDecision[];

/** One wound's measurements at one assessment. */
export interface WoundPoint {
  /** The assessment's visit time (ISO). */
  at: string;
  encounterId: string;
  wound: number;
  lengthCm: number | null;
  widthCm: number | null;
  areaCm2: number | null;
}

const numberOf = (values: readonly AnswerValue[] | undefined): number | null => {
  const [first] = values ?? [];
  if (typeof first === 'number') return first;
  if (first && typeof first === 'object' && 'value' in first && typeof first.value === 'number') return first.value;
  return null;
};

/** Each wound's length, width and area per assessment, oldest first (wounds with no measurement left out). */
export function woundProgress(assessments: readonly { at: string; encounterId: string; answers: Answers }[]): WoundPoint[] {
  const points: WoundPoint[] = [];
  for (const { at, encounterId, answers } of [...assessments].sort((a, b) => a.at.localeCompare(b.at))) {
    const count = numberOf(answers['wound-count']) ?? 0;
    for (let wound = 1; wound <= count; wound++) {
      const lengthCm = numberOf(answers[`w${wound}-length`]);
      const widthCm = numberOf(answers[`w${wound}-width`]);
      const areaCm2 =
        numberOf(answers[`w${wound}-area`]) ?? (lengthCm !== null && widthCm !== null ? +(lengthCm * widthCm).toFixed(2) : null);
      if (lengthCm === null && widthCm === null && areaCm2 === null) continue;
      points.push({ at, encounterId, wound, lengthCm, widthCm, areaCm2 });
    }
  }
  return points;
}
