// The other seeded forms of SPEC §3's form areas: care plan, skin assessment, barriers, medical
// condition (chief complaint, HPI, pain, onset, severity, timing, context, modifying factors,
// associated signs), nutrition, lower extremity, history, interval history (two-week look-back)
// and educational delivery.

import type { Questionnaire } from '../../../src/domain/forms/questionnaire.ts';
import { valueSetUrl } from '../../../src/domain/terminology/code-systems.ts';
import { choice, choices, date, decimal, group, integer, line, measure, note, text, when, whenNumber, yesNo } from './build.ts';

const form = (code: string, title: string, items: Questionnaire['items']): Questionnaire => ({ code, title, status: 'active', items });

const SEVERITY = [
  ['mild', 'Mild'],
  ['moderate', 'Moderate'],
  ['severe', 'Severe'],
] as const;

export const medicalCondition = form('medical-condition', 'Medical Condition', [
  text('chief-complaint', 'Chief complaint', { required: true, maxLength: 2000 }),
  group('hpi', 'History of present illness', [
    text('hpi-narrative', 'Narrative', { required: true }),
    date('onset', 'Onset'),
    choice('severity', 'Severity', SEVERITY, { required: true }),
    choice('timing', 'Timing', [
      ['constant', 'Constant'],
      ['intermittent', 'Intermittent'],
      ['worse-at-night', 'Worse at night'],
      ['with-activity', 'With activity'],
    ]),
    text('context', 'Context'),
    choices('modifying-factors', 'Modifying factors', [
      ['elevation', 'Elevation'],
      ['compression', 'Compression'],
      ['offloading', 'Offloading'],
      ['rest', 'Rest'],
      ['medication', 'Medication'],
    ]),
    choices('associated-signs', 'Associated signs and symptoms', [
      ['fever', 'Fever'],
      ['chills', 'Chills'],
      ['swelling', 'Swelling'],
      ['numbness', 'Numbness'],
      ['drainage', 'Drainage'],
    ]),
  ]),
  group('pain', 'Pain', [
    yesNo('pain-present', 'Pain present', { required: true }),
    integer('pain-score', 'Pain score (0–10)', 0, 10, {
      visibleWhen: when('pain-present', 'yes'),
      requiredWhen: when('pain-present', 'yes'),
    }),
    line('pain-location', 'Where', { visibleWhen: when('pain-present', 'yes') }),
    text('pain-plan', 'Pain plan', { visibleWhen: when('pain-present', 'yes'), requiredWhen: whenNumber('pain-score', '>=', 7) }),
  ]),
]);

export const skinAssessment = form('skin-assessment', 'Skin Assessment', [
  choice(
    'skin-color',
    'Colour',
    [
      ['normal', 'Normal for ethnicity'],
      ['pale', 'Pale'],
      ['cyanotic', 'Cyanotic'],
      ['jaundiced', 'Jaundiced'],
      ['flushed', 'Flushed'],
    ],
    { required: true },
  ),
  choice(
    'skin-temperature',
    'Temperature',
    [
      ['warm', 'Warm'],
      ['cool', 'Cool'],
      ['hot', 'Hot'],
    ],
    { required: true },
  ),
  choice('skin-moisture', 'Moisture', [
    ['dry', 'Dry'],
    ['moist', 'Moist'],
    ['diaphoretic', 'Diaphoretic'],
  ]),
  choice('turgor', 'Turgor', [
    ['normal', 'Normal'],
    ['poor', 'Poor'],
  ]),
  integer('braden', 'Braden score', 6, 23, { required: true }),
  yesNo('new-skin-issue', 'New skin issue found'),
  text('new-skin-issue-notes', 'Describe the new skin issue', {
    visibleWhen: when('new-skin-issue', 'yes'),
    requiredWhen: when('new-skin-issue', 'yes'),
  }),
]);

/** The barriers the form offers until Clinical Config publishes its own (also the code system's version 1). */
export const BARRIERS = [
  ['diabetes', 'Uncontrolled diabetes'],
  ['smoking', 'Smoking'],
  ['nutrition', 'Poor nutrition'],
  ['mobility', 'Limited mobility'],
  ['incontinence', 'Incontinence'],
  ['adherence', 'Non-adherence'],
  ['caregiver', 'No caregiver support'],
  ['other', 'Other'],
] as const;

/** The topics taught, until Clinical Config's Educational Training publishes its own (also its version 1). */
export const EDUCATION_TOPICS = [
  ['dressing', 'Dressing change'],
  ['infection-signs', 'Signs of infection'],
  ['offloading', 'Offloading'],
  ['nutrition', 'Nutrition'],
  ['glucose', 'Glucose control'],
  ['compression', 'Compression'],
] as const;

export const barriers = form('barriers', 'Barriers to Healing', [
  choices('barriers', 'Barriers', BARRIERS, { required: true, answerValueSet: valueSetUrl('barriers') }),
  line('barriers-other', 'Other barrier', {
    visibleWhen: { conditions: [{ question: 'barriers', operator: 'in', answer: [{ code: 'other', display: 'Other' }] }] },
  }),
  text('barriers-plan', 'Plan to address'),
]);

export const carePlan = form('care-plan', 'Care Plan', [
  choice(
    'treatment-pathway',
    'Treatment pathway',
    [
      ['healing', 'Healing'],
      ['maintenance', 'Maintenance'],
      ['palliative', 'Palliative'],
    ],
    { required: true },
  ),
  choice(
    'acuity',
    'Patient acuity level',
    [
      ['low', 'Low'],
      ['medium', 'Medium'],
      ['high', 'High'],
    ],
    { required: true },
  ),
  text('goals', 'Goals', { required: true }),
  choice(
    'visit-frequency',
    'Visit frequency',
    [
      ['weekly', 'Weekly'],
      ['biweekly', 'Every two weeks'],
      ['monthly', 'Monthly'],
    ],
    { required: true },
  ),
  date('next-review', 'Next plan review'),
]);

export const nutrition = form('nutrition', 'Nutrition', [
  measure('weight', 'Weight', ['lb', 'kg'], { required: true }),
  measure('height', 'Height', ['in', 'cm']),
  choice(
    'appetite',
    'Appetite',
    [
      ['good', 'Good'],
      ['fair', 'Fair'],
      ['poor', 'Poor'],
    ],
    { required: true },
  ),
  yesNo('weight-loss', 'Unplanned weight loss in the last 30 days'),
  decimal('weight-loss-amount', 'Weight lost (lb)', { visibleWhen: when('weight-loss', 'yes'), requiredWhen: when('weight-loss', 'yes') }),
  yesNo('supplements', 'Takes protein supplements'),
  line('supplement-name', 'Supplement', { visibleWhen: when('supplements', 'yes') }),
  decimal('albumin', 'Albumin (g/dL)', { maxValue: 10 }),
  decimal('hba1c', 'HbA1c (%)', { maxValue: 20 }),
]);

export const lowerExtremity = form('lower-extremity', 'Lower Extremity', [
  choice(
    'le-side',
    'Leg assessed',
    [
      ['left', 'Left'],
      ['right', 'Right'],
      ['both', 'Both'],
    ],
    { required: true },
  ),
  group('pulses', 'Pulses', [
    choice(
      'dorsalis-pedis',
      'Dorsalis pedis',
      [
        ['palpable', 'Palpable'],
        ['doppler', 'Doppler only'],
        ['absent', 'Absent'],
      ],
      { required: true },
    ),
    choice(
      'posterior-tibial',
      'Posterior tibial',
      [
        ['palpable', 'Palpable'],
        ['doppler', 'Doppler only'],
        ['absent', 'Absent'],
      ],
      { required: true },
    ),
  ]),
  decimal('abi', 'Ankle-brachial index', { maxValue: 2 }),
  integer('capillary-refill', 'Capillary refill (seconds)', 0, 10),
  choice('edema-grade', 'Edema', [
    ['0', 'None'],
    ['1', '1+'],
    ['2', '2+'],
    ['3', '3+'],
    ['4', '4+'],
  ]),
  yesNo('sensation-loss', 'Loss of protective sensation'),
  yesNo('compression', 'Compression in use'),
  line('compression-type', 'Compression', { visibleWhen: when('compression', 'yes'), requiredWhen: when('compression', 'yes') }),
]);

export const history = form('history', 'History', [
  choices('conditions', 'Conditions', [
    ['diabetes', 'Diabetes'],
    ['pvd', 'Peripheral vascular disease'],
    ['chf', 'Heart failure'],
    ['ckd', 'Chronic kidney disease'],
    ['copd', 'COPD'],
    ['neuropathy', 'Neuropathy'],
  ]),
  text('surgeries', 'Past surgeries'),
  text('medications', 'Current medications', { required: true }),
  text('allergies', 'Allergies', { required: true }),
  choice(
    'smoking',
    'Smoking',
    [
      ['never', 'Never'],
      ['former', 'Former'],
      ['current', 'Current'],
    ],
    { required: true },
  ),
  integer('pack-years', 'Pack-years', 0, 200, {
    visibleWhen: { conditions: [{ question: 'smoking', operator: '!=', answer: { code: 'never', display: 'Never' } }] },
  }),
]);

export const intervalHistory = form('interval-history', 'Interval History', [
  note('look-back', 'Since the last visit (two weeks at most):'),
  choice(
    'pain-status',
    'Pain',
    [
      ['better', 'Better'],
      ['same', 'Same'],
      ['worse', 'Worse'],
    ],
    { required: true },
  ),
  choice(
    'appetite-status',
    'Appetite',
    [
      ['better', 'Better'],
      ['same', 'Same'],
      ['worse', 'Worse'],
    ],
    { required: true },
  ),
  choice('nutrition-status', 'Nutrition', [
    ['adequate', 'Adequate'],
    ['inadequate', 'Inadequate'],
  ]),
  yesNo('additional-treatments', 'Additional treatments'),
  text('additional-treatments-notes', 'Which treatments', {
    visibleWhen: when('additional-treatments', 'yes'),
    requiredWhen: when('additional-treatments', 'yes'),
  }),
  yesNo('non-adherence', 'Non-adherence to the plan'),
  choices(
    'non-adherence-reasons',
    'Why',
    [
      ['forgot', 'Forgot'],
      ['cost', 'Cost'],
      ['pain', 'Pain'],
      ['supplies', 'No supplies'],
      ['other', 'Other'],
    ],
    { visibleWhen: when('non-adherence', 'yes'), requiredWhen: when('non-adherence', 'yes') },
  ),
  yesNo('hospitalized', 'Hospitalized', { required: true }),
  date('hospitalized-on', 'Admitted on', { visibleWhen: when('hospitalized', 'yes'), requiredWhen: when('hospitalized', 'yes') }),
  yesNo('urgent-care', 'Urgent care or emergency visit', { required: true }),
  choices(
    'urgent-care-reasons',
    'Reasons',
    [
      ['infection', 'Wound infection'],
      ['bleeding', 'Bleeding'],
      ['pain', 'Pain'],
      ['fall', 'Fall'],
      ['other', 'Other'],
    ],
    { visibleWhen: when('urgent-care', 'yes'), requiredWhen: when('urgent-care', 'yes') },
  ),
]);

export const educationalDelivery = form('educational-delivery', 'Educational Delivery', [
  choices('topics', 'Topics taught', EDUCATION_TOPICS, { required: true, answerValueSet: valueSetUrl('educational-training') }),
  choices(
    'taught-to',
    'Taught to',
    [
      ['patient', 'Patient'],
      ['caregiver', 'Caregiver'],
      ['facility-staff', 'Facility staff'],
    ],
    { required: true },
  ),
  choice(
    'understanding',
    'Understanding',
    [
      ['verbalized', 'Verbalized understanding'],
      ['demonstrated', 'Return demonstration'],
      ['needs-reinforcement', 'Needs reinforcement'],
    ],
    { required: true },
  ),
]);

export const CLINICAL_FORMS: readonly Questionnaire[] = [
  carePlan,
  skinAssessment,
  barriers,
  medicalCondition,
  nutrition,
  lowerExtremity,
  history,
  intervalHistory,
  educationalDelivery,
];
