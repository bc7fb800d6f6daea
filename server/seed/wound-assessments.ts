// The wound assessments of the demo's recent signed visits (the four weeks before today): each
// patient's wound, measured at every visit, heals a little from one to the next, so Clinical
// Rounds (SPEC §2 /manage-session) draws its progress and the narrative of a past visit has them.
// One wound per patient, its type and place fixed by the patient; length and width in cm.
import dayjs from 'dayjs';
import type { QuestionnaireResponse } from '../../src/domain/forms/response.ts';
import type { Encounter } from '../../src/domain/resources.ts';
import type { WithId } from './address.ts';
import { Rng } from './random.ts';

const WEEKS = 4;
// Types that ask for nothing more than these answers (a pressure injury would need its stage).
const TYPES = [
  { code: 'venous-ulcer', display: 'Venous ulcer' },
  { code: 'arterial-ulcer', display: 'Arterial ulcer' },
  { code: 'diabetic-ulcer', display: 'Diabetic ulcer' },
] as const;
const PLACES = [
  { code: 'lower-leg', display: 'Lower leg' },
  { code: 'ankle', display: 'Ankle' },
  { code: 'foot-plantar', display: 'Foot (plantar)' },
] as const;
const round1 = (n: number) => Math.round(n * 10) / 10;

export function buildWoundAssessments(encounters: readonly WithId<Encounter>[], today: Date): WithId<QuestionnaireResponse>[] {
  const since = dayjs(today).subtract(WEEKS, 'week');
  const signed = encounters
    .filter((e) => e.stateText === 'eSigned' && e.checkedOutAt && dayjs(e.checkedOutAt).isAfter(since))
    .sort((a, b) => (a.checkedInAt ?? '').localeCompare(b.checkedInAt ?? ''));
  const ids = new Rng('wound-assessments');
  const wounds = new Map<string, { length: number; width: number; depth: number; kind: number }>();
  const out: WithId<QuestionnaireResponse>[] = [];
  for (const e of signed) {
    const patientId = e.subject.reference.split('/')[1] ?? '';
    const rng = new Rng(`wound:${patientId}`);
    const before = wounds.get(patientId) ?? {
      length: rng.int(30, 60) / 10,
      width: rng.int(20, 40) / 10,
      depth: rng.int(2, 8) / 10,
      kind: rng.int(0, 2),
    };
    // 5–15% smaller at each visit (a wound that heals).
    const shrink = 1 - ids.int(5, 15) / 100;
    const wound = { ...before, length: round1(before.length * shrink), width: round1(before.width * shrink) };
    wounds.set(patientId, wound);
    out.push({
      id: ids.uuid(),
      questionnaire: 'wound-assessment',
      questionnaireVersion: 1,
      encounter: { reference: `Encounter/${e.id}` },
      subject: e.subject,
      author: e.practitioner ?? e.subject,
      authored: e.checkedOutAt ?? e.period.start ?? today.toISOString(),
      status: 'completed',
      answers: {
        'wound-count': [1],
        'w1-type': [TYPES[wound.kind] ?? TYPES[0]],
        'w1-location': [PLACES[wound.kind] ?? PLACES[0]],
        'w1-status': [{ code: 'active', display: 'Active' }],
        'w1-length': [{ value: wound.length, unit: 'cm' }],
        'w1-width': [{ value: wound.width, unit: 'cm' }],
        'w1-depth': [{ value: wound.depth, unit: 'cm' }],
        'w1-area': [round1(wound.length * wound.width)],
        'w1-exudate-amount': [{ code: 'small', display: 'Small' }],
        'w1-primary-dressing': ['Calcium alginate'],
        'w1-frequency': [{ code: 'every-other-day', display: 'Every other day' }],
      },
    });
  }
  return out;
}
