// The wound assessment (SPEC §3): up to five wounds per visit, each with its type (the wound type
// codes of SPEC §3), location, status (Active/Resolved with the resolved date), measurements
// (length × width × depth, area worked out), undermining and tunneling, tissue, exudate,
// odour, periwound, infection signs, pain, photos and treatment. A wound's group shows when the
// number of wounds reaches it, so the form holds well over 150 items.
import { PROCEDURES, PRODUCTS, WOUND_TYPES } from '../../../src/domain/forms/clinical-codes.ts';
import type { Questionnaire, QuestionnaireItem } from '../../../src/domain/forms/questionnaire.ts';
import { valueSetUrl } from '../../../src/domain/terminology/code-systems.ts';
import { choice, choices, date, group, integer, line, measure, note, photos, text, when, whenNumber, yesNo } from './build.ts';

export const MAX_WOUNDS = 5;

const LOCATIONS = [
  ['sacrum', 'Sacrum'],
  ['coccyx', 'Coccyx'],
  ['heel', 'Heel'],
  ['ankle', 'Ankle'],
  ['lower-leg', 'Lower leg'],
  ['foot-plantar', 'Foot (plantar)'],
  ['foot-dorsal', 'Foot (dorsal)'],
  ['toe', 'Toe'],
  ['hip', 'Hip'],
  ['ischium', 'Ischium'],
  ['abdomen', 'Abdomen'],
  ['back', 'Back'],
  ['arm', 'Arm'],
  ['head', 'Head'],
  ['other', 'Other'],
] as const;

const PERCENT = (linkId: string, label: string) => integer(linkId, label, 0, 100);

function wound(n: number): QuestionnaireItem {
  const id = (s: string) => `w${n}-${s}`;
  return group(
    `w${n}`,
    `Wound ${n}`,
    [
      choice(id('type'), 'Wound type', WOUND_TYPES, { required: true, answerValueSet: valueSetUrl('wound-type') }),
      choice(id('location'), 'Location', LOCATIONS, { required: true }),
      line(id('location-other'), 'Other location', {
        visibleWhen: when(id('location'), 'other'),
        requiredWhen: when(id('location'), 'other'),
      }),
      choice(id('laterality'), 'Side', [
        ['left', 'Left'],
        ['right', 'Right'],
        ['midline', 'Midline'],
        ['bilateral', 'Bilateral'],
      ]),
      date(id('onset'), 'Date of onset'),
      choice(
        id('stage'),
        'Pressure injury stage',
        [
          ['1', 'Stage 1'],
          ['2', 'Stage 2'],
          ['3', 'Stage 3'],
          ['4', 'Stage 4'],
          ['unstageable', 'Unstageable'],
          ['dti', 'Deep tissue injury'],
        ],
        { visibleWhen: when(id('type'), 'pressure-injury'), requiredWhen: when(id('type'), 'pressure-injury') },
      ),
      choice(
        id('wagner'),
        'Wagner grade',
        [
          ['0', 'Grade 0'],
          ['1', 'Grade 1'],
          ['2', 'Grade 2'],
          ['3', 'Grade 3'],
          ['4', 'Grade 4'],
          ['5', 'Grade 5'],
        ],
        { visibleWhen: when(id('type'), 'diabetic-ulcer') },
      ),
      choice(
        id('status'),
        'Wound status',
        [
          ['active', 'Active'],
          ['resolved', 'Resolved'],
        ],
        { required: true, woundStatusOf: { resolvedDate: id('resolved-date') } },
      ),
      date(id('resolved-date'), 'Resolved date', {
        maxDate: 'today',
        visibleWhen: when(id('status'), 'resolved'),
        requiredWhen: when(id('status'), 'resolved'),
      }),
      group(
        id('measurements'),
        'Measurements',
        [
          measure(id('length'), 'Length', ['cm'], { required: true }),
          measure(id('width'), 'Width', ['cm'], { required: true }),
          measure(id('depth'), 'Depth', ['cm'], { required: true }),
          { linkId: id('area'), text: 'Area (cm²)', type: 'decimal', calculated: 'wound-area' },
          yesNo(id('undermining'), 'Undermining'),
          group(
            id('undermining-detail'),
            'Undermining',
            [
              integer(id('undermining-from'), 'From (o’clock)', 1, 12, { required: true }),
              integer(id('undermining-to'), 'To (o’clock)', 1, 12, { required: true }),
              measure(id('undermining-depth'), 'Deepest', ['cm'], { required: true }),
            ],
            { visibleWhen: when(id('undermining'), 'yes') },
          ),
          yesNo(id('tunneling'), 'Tunneling'),
          group(
            id('tunneling-detail'),
            'Tunneling',
            [
              integer(id('tunneling-at'), 'At (o’clock)', 1, 12, { required: true }),
              measure(id('tunneling-depth'), 'Depth', ['cm'], { required: true }),
            ],
            { visibleWhen: when(id('tunneling'), 'yes') },
          ),
        ],
        { visibleWhen: when(id('status'), 'active') },
      ),
      group(
        id('tissue'),
        'Wound bed tissue (%)',
        [
          PERCENT(id('granulation'), 'Granulation'),
          PERCENT(id('epithelial'), 'Epithelial'),
          PERCENT(id('slough'), 'Slough'),
          PERCENT(id('eschar'), 'Eschar'),
          PERCENT(id('necrotic'), 'Necrotic'),
          yesNo(id('bone-exposed'), 'Bone, tendon or muscle exposed'),
        ],
        { visibleWhen: when(id('status'), 'active') },
      ),
      group(
        id('exudate'),
        'Exudate',
        [
          choice(
            id('exudate-amount'),
            'Amount',
            [
              ['none', 'None'],
              ['scant', 'Scant'],
              ['small', 'Small'],
              ['moderate', 'Moderate'],
              ['large', 'Large'],
            ],
            { required: true },
          ),
          choice(
            id('exudate-type'),
            'Type',
            [
              ['serous', 'Serous'],
              ['sanguineous', 'Sanguineous'],
              ['serosanguineous', 'Serosanguineous'],
              ['purulent', 'Purulent'],
            ],
            {
              visibleWhen: { conditions: [{ question: id('exudate-amount'), operator: '!=', answer: { code: 'none', display: 'None' } }] },
            },
          ),
          choice(id('odour'), 'Odour', [
            ['none', 'None'],
            ['faint', 'Faint'],
            ['moderate', 'Moderate'],
            ['strong', 'Strong'],
          ]),
        ],
        { visibleWhen: when(id('status'), 'active') },
      ),
      group(
        id('periwound'),
        'Periwound and edges',
        [
          choices(id('periwound-skin'), 'Periwound skin', [
            ['intact', 'Intact'],
            ['macerated', 'Macerated'],
            ['erythema', 'Erythema'],
            ['induration', 'Induration'],
            ['callus', 'Callus'],
            ['dry', 'Dry / flaky'],
            ['edema', 'Edema'],
          ]),
          choice(id('edges'), 'Edges', [
            ['attached', 'Attached'],
            ['unattached', 'Not attached'],
            ['rolled', 'Rolled (epibole)'],
            ['undefined', 'Not defined'],
          ]),
          choices(id('infection'), 'Signs of infection', [
            ['none', 'None'],
            ['warmth', 'Warmth'],
            ['increased-pain', 'Increased pain'],
            ['increased-exudate', 'Increased exudate'],
            ['odour', 'New odour'],
            ['cellulitis', 'Cellulitis'],
          ]),
          text(id('infection-notes'), 'Infection notes', {
            visibleWhen: { conditions: [{ question: id('infection'), operator: 'exists' }] },
          }),
        ],
        { visibleWhen: when(id('status'), 'active') },
      ),
      integer(id('pain'), 'Pain at the wound (0–10)', 0, 10),
      photos(id('photos'), 'Photos'),
      group(
        id('treatment'),
        'Treatment',
        [
          choice(id('cleanser'), 'Cleanser', [
            ['saline', 'Normal saline'],
            ['wound-cleanser', 'Wound cleanser'],
            ['antiseptic', 'Antiseptic'],
          ]),
          line(id('primary-dressing'), 'Primary dressing', { required: true }),
          line(id('secondary-dressing'), 'Secondary dressing'),
          // The clinic's formulary and procedures (SPEC §2 Clinical Config): a product or procedure
          // published there is offered here after the next pull.
          choices(id('products'), 'Products used', PRODUCTS, { answerValueSet: valueSetUrl('products') }),
          choices(
            id('procedures'),
            'Procedures performed',
            PROCEDURES.map(([code, display]) => [code, display] as const),
            { answerValueSet: valueSetUrl('procedures') },
          ),
          choice(
            id('frequency'),
            'Change frequency',
            [
              ['daily', 'Daily'],
              ['every-other-day', 'Every other day'],
              ['three-weekly', 'Three times a week'],
              ['weekly', 'Weekly'],
            ],
            { required: true },
          ),
          yesNo(id('debridement'), 'Debridement done'),
          choice(
            id('debridement-type'),
            'Debridement',
            [
              ['sharp', 'Sharp'],
              ['enzymatic', 'Enzymatic'],
              ['autolytic', 'Autolytic'],
              ['mechanical', 'Mechanical'],
            ],
            { visibleWhen: when(id('debridement'), 'yes'), requiredWhen: when(id('debridement'), 'yes') },
          ),
        ],
        { visibleWhen: when(id('status'), 'active') },
      ),
      text(id('notes'), 'Notes'),
    ],
    n === 1 ? {} : { visibleWhen: whenNumber('wound-count', '>=', n) },
  );
}

export const woundAssessment: Questionnaire = {
  code: 'wound-assessment',
  title: 'Wound Assessment',
  status: 'active',
  items: [
    note('intro', 'Assess each wound: measure after cleansing, length head to toe, width side to side.'),
    integer('wound-count', 'Number of wounds assessed today', 1, MAX_WOUNDS, { required: true }),
    ...Array.from({ length: MAX_WOUNDS }, (_, i) => wound(i + 1)),
  ],
};
