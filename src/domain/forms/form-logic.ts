// The form-logic codes of SPEC §3 (clinical config): how a plan definition asks for a form in an
// encounter. Each code gives the label the clinical-config screens show and the two attributes
// the encounter screen and e-sign use: whether the form is listed (visible) and whether it must
// be complete before e-sign (required). SPEC names the codes and labels; the attributes of
// 'never' and 'no' are my reading: 'never' leaves the form out, 'no' lists it as optional.

export const FORM_LOGIC = {
  must: { label: 'Yes', visible: true, required: true },
  'one-or-more': { label: 'Always', visible: true, required: true },
  any: { label: 'Periodic', visible: true, required: false },
  could: { label: 'Periodic', visible: true, required: false },
  no: { label: 'No', visible: true, required: false },
  never: { label: 'Never', visible: false, required: false },
} as const satisfies Record<string, { label: string; visible: boolean; required: boolean }>;

export type FormLogicCode = keyof typeof FORM_LOGIC;

export const FORM_LOGIC_CODES = Object.keys(FORM_LOGIC) as FormLogicCode[];

export const isFormLogicCode = (code: string): code is FormLogicCode => Object.hasOwn(FORM_LOGIC, code);

/** A form as an encounter type's plan asks for it. */
export interface PlannedForm {
  questionnaireCode: string;
  logic: FormLogicCode;
}

/** The forms the encounter lists, in plan order ('never' left out). */
export const listedForms = (plan: readonly PlannedForm[]): PlannedForm[] => plan.filter((f) => FORM_LOGIC[f.logic].visible);

/** The forms that must be complete before e-sign. */
export const requiredForms = (plan: readonly PlannedForm[]): PlannedForm[] => plan.filter((f) => FORM_LOGIC[f.logic].required);

/** Which forms an encounter type needs (SPEC §7 GetPlanDefinitionById), by delivery type. */
export interface PlanDefinition {
  id?: string;
  title: string;
  /** The appointment's visit type: soc-patient, soc-evaluation, re-admit, follow-up. */
  encounterType: string;
  deliveryType: 'in-person' | 'telehealth';
  forms: readonly PlannedForm[];
}
