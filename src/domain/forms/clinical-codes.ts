// Clinical config codes of SPEC §3 that forms answer with.
import type { Coding } from './questionnaire';

export const WOUND_TYPES = [
  ['pressure-injury', 'Pressure injury'],
  ['diabetic-ulcer', 'Diabetic ulcer'],
  ['venous-ulcer', 'Venous ulcer'],
  ['arterial-ulcer', 'Arterial ulcer'],
  ['vasculitic-ulcer', 'Vasculitic ulcer'],
  ['trauma-wound', 'Trauma wound'],
  ['surgical-wound', 'Surgical wound'],
  ['malignant-wound', 'Malignant wound'],
  ['atypical-wound', 'Atypical wound'],
  ['acute-skin-injury', 'Acute skin injury'],
  ['generic-treatment', 'Generic treatment'],
] as const satisfies readonly (readonly [string, string])[];

export type WoundTypeCode = (typeof WOUND_TYPES)[number][0];

/** Codes with their displays, as answer options. */
export const codings = (pairs: readonly (readonly [string, string])[]): Coding[] => pairs.map(([code, display]) => ({ code, display }));
