// SPEC §3 'Care plan types: treatment pathway, patient acuity level', each with its code list.
// A patient has at most one current care plan of each type. The treatment pathways follow the
// wound types of SPEC §3 'Clinical config codes' (one pathway per kind of wound, and a
// maintenance and a palliative pathway); the acuity levels say how much clinical attention the
// patient needs, which the schedule's visit frequency follows.

export const CARE_PLAN_TYPES = [
  { code: 'treatment-pathway', label: 'Treatment Pathway' },
  { code: 'patient-acuity-level', label: 'Patient Acuity Level' },
] as const;

export type CarePlanType = (typeof CARE_PLAN_TYPES)[number]['code'];
export const CARE_PLAN_TYPE_CODES: readonly CarePlanType[] = CARE_PLAN_TYPES.map((t) => t.code);

export interface CarePlanOption {
  code: string;
  label: string;
  description: string;
}

export const TREATMENT_PATHWAYS = [
  { code: 'pressure-injury', label: 'Pressure injury', description: 'Offloading, repositioning and moisture management' },
  { code: 'diabetic-ulcer', label: 'Diabetic foot ulcer', description: 'Offloading, glucose control and foot protection' },
  { code: 'venous-ulcer', label: 'Venous leg ulcer', description: 'Compression therapy and edema control' },
  { code: 'arterial-ulcer', label: 'Arterial ulcer', description: 'Perfusion assessment and vascular referral before debridement' },
  { code: 'surgical-wound', label: 'Surgical wound', description: 'Post-operative wound and dehiscence care' },
  { code: 'trauma-wound', label: 'Traumatic wound', description: 'Laceration, skin tear and abrasion care' },
  { code: 'atypical-wound', label: 'Atypical wound', description: 'Vasculitic, malignant and other atypical wounds; biopsy as needed' },
  { code: 'maintenance', label: 'Maintenance (non-healing)', description: 'Wound kept stable where healing is not the goal' },
  { code: 'palliative', label: 'Palliative wound care', description: 'Comfort, odor and exudate control' },
] as const satisfies readonly CarePlanOption[];

export const PATIENT_ACUITY_LEVELS = [
  { code: 'low', label: 'Low', description: 'Stable wound, healing as expected' },
  { code: 'moderate', label: 'Moderate', description: 'Slow healing or one complicating condition' },
  { code: 'high', label: 'High', description: 'Infection, deterioration or several complicating conditions' },
  { code: 'critical', label: 'Critical', description: 'Limb- or life-threatening; needs escalation' },
] as const satisfies readonly CarePlanOption[];

/** The code list of a care plan type. */
export function carePlanOptions(type: CarePlanType): readonly CarePlanOption[] {
  switch (type) {
    case 'treatment-pathway':
      return TREATMENT_PATHWAYS;
    case 'patient-acuity-level':
      return PATIENT_ACUITY_LEVELS;
  }
}

export const carePlanTypeLabel = (type: CarePlanType): string => CARE_PLAN_TYPES.find((t) => t.code === type)?.label ?? type;

/** The option of `code` in the type's list, or null when the list has no such code. */
export function carePlanOption(type: CarePlanType, code: string): CarePlanOption | null {
  return carePlanOptions(type).find((o) => o.code === code) ?? null;
}

export const isCarePlanType = (value: string): value is CarePlanType => (CARE_PLAN_TYPE_CODES as readonly string[]).includes(value);
