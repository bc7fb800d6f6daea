// Forms that start from the previous visit's answers (issue 4): interval history asks what
// changed since the last visit (SPEC §3: a 2-week look-back), so a follow-up opens it with the
// answers last given for the patient, to confirm or change.
import type { Answers } from './questionnaire';

export const PREFILLED_FORMS: readonly string[] = ['interval-history'];

/** How far back a previous visit's answers are offered (SPEC §3 interval history: 2 weeks). */
export const LOOK_BACK_DAYS = 14;

export interface EarlierResponse {
  questionnaireCode: string;
  encounterId: string;
  /** The earlier visit's start (ISO). */
  visitStart: string;
  answers: Answers;
}

/**
 * The answers to start `code` from on a visit starting at `visitStart`: the latest earlier
 * visit's answers within the look-back, or none.
 */
export function prefillFor(code: string, visitStart: string, encounterId: string, earlier: readonly EarlierResponse[]): Answers | null {
  if (!PREFILLED_FORMS.includes(code)) return null;
  const start = Date.parse(visitStart);
  const from = start - LOOK_BACK_DAYS * 86_400_000;
  let best: EarlierResponse | null = null;
  for (const r of earlier) {
    const at = Date.parse(r.visitStart);
    if (r.questionnaireCode !== code || r.encounterId === encounterId || at >= start || at < from) continue;
    if (!best || at > Date.parse(best.visitStart)) best = r;
  }
  return best ? best.answers : null;
}
