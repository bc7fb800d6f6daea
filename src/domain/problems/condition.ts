// Problems list diagnoses and care plans (SPEC §3 Patient "Diagnosis items: code index,
// icd10CmCode, title (max 4)", "Care plan types: treatment pathway, patient acuity level").
import type { Reference, ResourceBase } from '../resources.ts';
import type { CarePlanType } from './care-plan-codes.ts';
import type { ClinicalStatus } from './diagnosis-rules.ts';

export interface Condition extends ResourceBase {
  resourceType?: 'Condition';
  /** 'active' (on the diagnosis list) or 'resolved' (kept below it, without a code index). */
  clinicalStatus: ClinicalStatus | string;
  subject: Reference;
  /** ICD-10-CM code and its title as the code set had it when it was chosen. */
  code: { code: string; display: string };
  recordedDate: string;
  /** SPEC §3 'code index': the place on the diagnosis list, 1..4 (1 is the primary); absent when resolved. */
  rank?: number;
  /** The day the problem began ('YYYY-MM-DD'). */
  onsetDate?: string;
  /** The day it was resolved ('YYYY-MM-DD'). */
  abatementDate?: string;
  note?: string;
}

export interface CarePlan extends ResourceBase {
  resourceType?: 'CarePlan';
  status: string;
  subject: Reference;
  /** 'treatment-pathway' | 'patient-acuity-level' */
  type: CarePlanType | string;
  created: string;
  /** The chosen pathway or acuity level (care-plan-codes.ts) and its label. */
  code?: { code: string; display: string };
  note?: string;
}
