// Issue 4's figure: PDF generation for an encounter with all forms [≤ 500 ms]. Every seeded form
// (the wound assessment with all five wounds) is filled with an answer for every item that
// holds one, then the narrative is rendered with pdfkit, as generateEncounterNarrativePDF does
// after its reads. Reported: the render alone, 10 runs after 2 warm-up runs (smoke: 1 after 1).

import { renderNarrative } from '../../server/modules/forms/narrative-pdf.ts';
import { SEED_QUESTIONNAIRES } from '../../server/seed/forms/index.ts';
import { MAX_WOUNDS } from '../../server/seed/forms/wound-assessment.ts';
import type { Answers, AnswerValue, QuestionnaireItem } from '../../src/domain/forms/questionnaire.ts';
import { isAnswerable, walkItems } from '../../src/domain/forms/questionnaire.ts';
import type { BenchOptions } from './options.ts';

const FULL = { runs: 10, warmup: 2 };
const SMOKE = { runs: 1, warmup: 1 };

/** A valid answer for any item (the first option, a mid value, a sentence). */
function sample(item: QuestionnaireItem): AnswerValue {
  switch (item.type) {
    case 'coding':
      return item.answerOptions?.[0] ?? { code: 'x', display: 'X' };
    case 'integer':
      return item.linkId === 'wound-count' ? MAX_WOUNDS : Math.round(((item.minValue ?? 0) + (item.maxValue ?? 10)) / 2);
    case 'decimal':
      return 2.5;
    case 'quantity':
      return { value: 3.2, unit: item.units?.[0] ?? 'cm' };
    case 'boolean':
      return true;
    case 'date':
      return '2026-03-09';
    case 'dateTime':
      return '2026-03-09T14:30:00.000Z';
    case 'time':
      return '14:30';
    case 'attachment':
      return { id: 'photo-1', title: 'Wound photo 1', contentType: 'image/jpeg' };
    case 'reference':
      return 'Practitioner/abc-123';
    default:
      return `${item.text}: the clinician's note on this, written in full sentences as on a real visit.`;
  }
}

const filled = (items: readonly QuestionnaireItem[]): Answers =>
  Object.fromEntries([...walkItems(items)].filter(({ item }) => isAnswerable(item.type)).map(({ item }) => [item.linkId, [sample(item)]]));

export async function narrativePdf(options: BenchOptions) {
  const size = options.smoke ? SMOKE : FULL;
  const forms = SEED_QUESTIONNAIRES.map((questionnaire) => ({
    questionnaire,
    status: 'completed',
    answers: filled(questionnaire.items),
    author: 'Casey Clinician',
  }));
  const answers = forms.reduce((n, f) => n + Object.keys(f.answers).length, 0);
  const data = {
    patient: { name: 'Caesar Feil', birthDate: '1934-05-25', address: '8816 Jessika Street, Tampa, FL 33613' },
    encounter: {
      id: 'bench',
      type: 'soc-patient',
      deliveryType: 'in-person',
      status: 'finished',
      stateText: 'eSigned',
      clinician: 'Casey Clinician',
      checkedInAt: '2026-03-09T13:10:00Z',
      checkedOutAt: '2026-03-09T13:55:00Z',
      signedAt: '2026-03-09T14:00:00Z',
    },
    timeZone: 'America/New_York',
    forms,
    acts: [
      { activity: 'e-sign', who: 'Casey Clinician', at: '2026-03-09T14:00:00Z' },
      { activity: 'amend', who: 'Casey Clinician', at: '2026-03-10T10:00:00Z', reason: 'Wound measurements corrected' },
    ],
    generatedAt: new Date(),
  };
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < size.warmup + size.runs; run++) {
    const started = performance.now();
    const pdf = await renderNarrative(data);
    if (run >= size.warmup) times.push(performance.now() - started);
    bytes = pdf.length;
  }
  times.sort((a, b) => a - b);
  const out = {
    method: `renderNarrative (pdfkit) of every seeded form fully answered, 5 wounds; ${size.runs} runs after ${size.warmup} warm-up`,
    forms: forms.length,
    answers,
    pdfKB: +(bytes / 1024).toFixed(1),
    medianMs: +(times[Math.floor(times.length / 2)] ?? 0).toFixed(1),
    maxMs: +(times.at(-1) ?? 0).toFixed(1),
    goalMs: 500,
  };
  console.log('narrative-pdf:', JSON.stringify(out));
  return out;
}
