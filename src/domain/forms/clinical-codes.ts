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

/**
 * The formulary's first list (SPEC §2 Clinical Config, Formulary): the products a wound's treatment
 * names. The clinic edits them in Clinical Config; the form reads the newest published version.
 */
export const PRODUCTS = [
  ['calcium-alginate-dressing', 'Calcium alginate dressing'],
  ['silver-alginate-dressing', 'Silver alginate dressing'],
  ['hydrocolloid-dressing', 'Hydrocolloid dressing'],
  ['foam-dressing', 'Foam dressing'],
  ['bordered-foam-dressing', 'Bordered foam dressing'],
  ['hydrogel', 'Hydrogel'],
  ['collagen-dressing', 'Collagen dressing'],
  ['honey-dressing', 'Honey dressing'],
  ['transparent-film', 'Transparent film'],
  ['gauze-non-adherent', 'Gauze, non-adherent'],
  ['zinc-paste-compression-wrap', 'Zinc paste compression wrap'],
  ['negative-pressure-wound-therapy', 'Negative pressure wound therapy'],
] as const satisfies readonly (readonly [string, string])[];

/** The procedures' first list, each with its SPEC §3 category (biopsy, medication, others, sharp-debridement). */
export const PROCEDURES = [
  ['punch-biopsy', 'Punch biopsy', 'biopsy'],
  ['shave-biopsy', 'Shave biopsy', 'biopsy'],
  ['topical-antibiotic-application', 'Topical antibiotic application', 'medication'],
  ['local-anesthetic', 'Local anesthetic', 'medication'],
  ['compression-wrap-application', 'Compression wrap application', 'others'],
  ['offloading-device-fitting', 'Offloading device fitting', 'others'],
  ['selective-sharp-debridement', 'Selective sharp debridement', 'sharp-debridement'],
  ['excisional-debridement', 'Excisional debridement', 'sharp-debridement'],
] as const satisfies readonly (readonly [string, string, string])[];

/** Codes with their displays, as answer options. */
export const codings = (pairs: readonly (readonly [string, string])[]): Coding[] => pairs.map(([code, display]) => ({ code, display }));
