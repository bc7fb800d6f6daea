// Demo Problems Lists (SPEC §3 Patient diagnosis items, care plan types). Over half of the
// admitted patients have one wound story, each with the codes a wound-care coder would use from
// the code set (server/modules/problems/icd10cm-wound-care.json): a pressure injury, a diabetic
// foot ulcer, a venous leg ulcer, an arterial ulcer or a disrupted surgical wound, sometimes with
// cellulitis or lymphedema; 1 to 4 diagnoses on the list in code-index order, now and then a
// resolved one below it; and the matching treatment pathway and an acuity level. The others
// have no Problems List yet, so the empty tab is seen too.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { PATIENT_ACUITY_LEVELS, TREATMENT_PATHWAYS } from '../../../src/domain/problems/care-plan-codes.ts';
import type { CarePlan, Condition } from '../../../src/domain/problems/condition.ts';
import { MAX_DIAGNOSES } from '../../../src/domain/problems/diagnosis-rules.ts';
import { findDiagnosisCode } from '../../modules/problems/diagnosis-code-set.ts';
import type { WithId } from '../address.ts';
import { Rng } from '../random.ts';
import type { ChartSeedInput } from './input.ts';

dayjs.extend(utc);

type Side = 'right' | 'left';

interface Story {
  pathway: (typeof TREATMENT_PATHWAYS)[number]['code'];
  /** The diagnoses, primary first; each a code of the code set. */
  codes: (rng: Rng, side: Side) => string[];
  weight: number;
}

const sideDigit = (side: Side) => (side === 'right' ? '1' : '2');

const STORIES: readonly Story[] = [
  {
    pathway: 'pressure-injury',
    weight: 30,
    codes: (rng, side) => {
      const site = rng.pick(['L89.15', `L89.3${sideDigit(side)}`, `L89.6${sideDigit(side)}`, `L89.2${sideDigit(side)}`]);
      const stage = rng.pick(['2', '3', '3', '4', '0', '6']);
      const second = rng.chance(0.35) ? [`L89.6${sideDigit(side === 'right' ? 'left' : 'right')}${rng.pick(['1', '2'])}`] : [];
      return [`${site}${stage}`, ...second];
    },
  },
  {
    pathway: 'diabetic-ulcer',
    weight: 25,
    codes: (rng, side) => [
      rng.weighted([
        ['E11.621', 8],
        ['E10.621', 1],
        ['E13.621', 1],
      ] as const),
      `L97.${rng.pick(['4', '5'])}${sideDigit(side)}${rng.pick(['1', '2', '2', '3', '4'])}`,
      ...(rng.chance(0.6) ? ['E11.42'] : []),
    ],
  },
  {
    pathway: 'venous-ulcer',
    weight: 20,
    codes: (rng, side) => [
      rng.chance(0.5) ? `I87.31${sideDigit(side)}` : `I83.0${sideDigit(side)}${rng.pick(['2', '3', '8'])}`,
      `L97.${rng.pick(['2', '3', '8'])}${sideDigit(side)}${rng.pick(['1', '2', '2', '9'])}`,
      ...(rng.chance(0.4) ? ['I89.0'] : []),
    ],
  },
  {
    pathway: 'arterial-ulcer',
    weight: 12,
    codes: (rng, side) => [
      `I70.2${side === 'right' ? '3' : '4'}${rng.pick(['3', '4', '5'])}`,
      `L97.${rng.pick(['3', '4', '5'])}${sideDigit(side)}${rng.pick(['2', '3', '9'])}`,
    ],
  },
  {
    pathway: 'surgical-wound',
    weight: 13,
    codes: (rng) => [rng.chance(0.7) ? 'T81.31XA' : 'T81.31XD', 'Z48.01', ...(rng.chance(0.3) ? ['T81.41XA'] : [])],
  },
];

/** A complication some stories pick up. */
const EXTRAS: readonly ((side: Side) => string)[] = [(side) => `L03.11${side === 'right' ? '5' : '6'}`, () => 'I89.0', () => 'I87.2'];

export function buildProblemRecords(input: ChartSeedInput): { conditions: WithId<Condition>[]; carePlans: WithId<CarePlan>[] } {
  const rng = new Rng('problems');
  const today = dayjs.utc(input.today).startOf('day');
  const day = (offset: number) => today.add(offset, 'day').format('YYYY-MM-DD');
  const admitted = new Set(input.admissions.map((a) => a.patient.reference.split('/')[1]));
  const conditions: WithId<Condition>[] = [];
  const carePlans: WithId<CarePlan>[] = [];

  for (const { patient } of input.patients) {
    if (!admitted.has(patient.id) || !rng.chance(0.55)) continue;
    const subject = { reference: `Patient/${patient.id}` };
    const story = rng.weighted(STORIES.map((s) => [s, s.weight] as const));
    const side: Side = rng.chance(0.5) ? 'right' : 'left';
    const codes = [...new Set([...story.codes(rng, side), ...(rng.chance(0.25) ? [rng.pick(EXTRAS)(side)] : [])])].slice(0, MAX_DIAGNOSES);
    const onset = -rng.int(14, 240);
    const recorded = today
      .add(onset + rng.int(1, 10), 'day')
      .hour(14)
      .toISOString();

    codes.forEach((code, i) => {
      const entry = findDiagnosisCode(code);
      if (!entry?.billable) throw new Error(`seed: ${code} is not a billable code of the code set`);
      conditions.push({
        id: rng.uuid(),
        resourceType: 'Condition',
        clinicalStatus: 'active',
        subject,
        code: { code: entry.code, display: entry.title },
        recordedDate: recorded,
        rank: i + 1,
        onsetDate: day(onset + (i === 0 ? 0 : rng.int(0, 10))),
        ...(i === 0 && rng.chance(0.3) ? { note: 'Measured and photographed at each visit.' } : {}),
      });
    });
    // Now and then a problem that healed earlier sits below the list.
    if (rng.chance(0.2)) {
      const healed = findDiagnosisCode(rng.pick(['L03.115', 'L03.116', 'L89.152', 'T81.31XD']));
      if (healed && !codes.includes(healed.code)) {
        conditions.push({
          id: rng.uuid(),
          resourceType: 'Condition',
          clinicalStatus: 'resolved',
          subject,
          code: { code: healed.code, display: healed.title },
          recordedDate: today
            .add(onset - 60, 'day')
            .hour(14)
            .toISOString(),
          onsetDate: day(onset - 70),
          abatementDate: day(onset - rng.int(5, 30)),
        });
      }
    }

    const pathway = TREATMENT_PATHWAYS.find((p) => p.code === story.pathway) ?? TREATMENT_PATHWAYS[0];
    carePlans.push({
      id: rng.uuid(),
      resourceType: 'CarePlan',
      status: 'active',
      subject,
      type: 'treatment-pathway',
      created: recorded,
      code: { code: pathway.code, display: pathway.label },
    });
    if (rng.chance(0.85)) {
      const level = rng.weighted(PATIENT_ACUITY_LEVELS.map((l, i) => [l, [30, 40, 22, 8][i] ?? 1] as const));
      carePlans.push({
        id: rng.uuid(),
        resourceType: 'CarePlan',
        status: 'active',
        subject,
        type: 'patient-acuity-level',
        created: recorded,
        code: { code: level.code, display: level.label },
      });
    }
  }
  return { conditions, carePlans };
}
