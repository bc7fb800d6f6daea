// The seeded forms and the plan definitions that ask for them (issue 4): for each visit type
// (SOC, EVL/EO, RE/RA, FU) in person and by telehealth, which forms the encounter lists and which
// must be complete before e-sign (form-logic codes, src/domain/forms/form-logic.ts).
import type { FormLogicCode, PlanDefinition } from '../../../src/domain/forms/form-logic.ts';
import type { Questionnaire } from '../../../src/domain/forms/questionnaire.ts';
import { VISIT_TYPES, type VisitType } from '../../../src/domain/resources.ts';
import { CLINICAL_FORMS } from './clinical-forms.ts';
import { woundAssessment } from './wound-assessment.ts';

export const SEED_QUESTIONNAIRES: readonly Questionnaire[] = [woundAssessment, ...CLINICAL_FORMS];

const VISIT_TITLES: Record<VisitType, string> = {
  'soc-patient': 'Start of Care',
  'soc-evaluation': 'Evaluation',
  're-admit': 'Re-admission',
  'follow-up': 'Follow-up',
};

/** Form code → logic, per visit type (in person). A start of care documents everything. */
const IN_PERSON: Record<VisitType, Readonly<Record<string, FormLogicCode>>> = {
  'soc-patient': {
    'medical-condition': 'must',
    history: 'must',
    'wound-assessment': 'one-or-more',
    'skin-assessment': 'must',
    'lower-extremity': 'could',
    nutrition: 'must',
    barriers: 'must',
    'care-plan': 'must',
    'educational-delivery': 'must',
    'interval-history': 'never',
  },
  'soc-evaluation': {
    'medical-condition': 'must',
    history: 'must',
    'wound-assessment': 'one-or-more',
    'skin-assessment': 'must',
    'lower-extremity': 'could',
    nutrition: 'any',
    barriers: 'must',
    'care-plan': 'must',
    'educational-delivery': 'could',
    'interval-history': 'never',
  },
  're-admit': {
    'medical-condition': 'must',
    history: 'no',
    'interval-history': 'must',
    'wound-assessment': 'one-or-more',
    'skin-assessment': 'must',
    'lower-extremity': 'could',
    nutrition: 'any',
    barriers: 'any',
    'care-plan': 'must',
    'educational-delivery': 'could',
  },
  'follow-up': {
    'interval-history': 'must',
    'wound-assessment': 'one-or-more',
    'skin-assessment': 'any',
    'lower-extremity': 'could',
    nutrition: 'any',
    barriers: 'no',
    'care-plan': 'no',
    'educational-delivery': 'could',
    'medical-condition': 'never',
    history: 'never',
  },
};

/** Telehealth: the clinician cannot touch or measure, so hands-on forms are optional. */
const TELEHEALTH_OPTIONAL = new Set(['skin-assessment', 'lower-extremity']);

export const SEED_PLANS: readonly PlanDefinition[] = VISIT_TYPES.flatMap((visitType) =>
  (['in-person', 'telehealth'] as const).map((deliveryType) => ({
    title: `${VISIT_TITLES[visitType]} (${deliveryType === 'telehealth' ? 'telehealth' : 'in person'})`,
    encounterType: visitType,
    deliveryType,
    forms: Object.entries(IN_PERSON[visitType]).map(([questionnaireCode, logic]) => ({
      questionnaireCode,
      logic: deliveryType === 'telehealth' && TELEHEALTH_OPTIONAL.has(questionnaireCode) && logic !== 'never' ? ('could' as const) : logic,
    })),
  })),
);
