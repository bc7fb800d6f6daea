// The code systems the forms and the chart answer with (SPEC §2 clinical config and administrative
// code systems, SPEC §3 'Clinical config codes'): each list an administrator maintains is a code
// system whose edits go into a draft; publishing makes a new, numbered value-set version that
// expandValueSet(url) serves (DESIGN §5). The catalog below names every one of them: its section
// path, its title, who maintains it and the setting that hides it.
import type { SettingKey, Settings } from '../settings';
import { isOn } from '../settings';

/** SPEC §3 code-system status values of a code. */
export const CONCEPT_STATUSES = ['active', 'inactive', 'entered-in-error', 'unknown'] as const;
export type ConceptStatus = (typeof CONCEPT_STATUSES)[number];

/** A stored status read back ('unknown' for anything else). */
export const asConceptStatus = (status: string): ConceptStatus => CONCEPT_STATUSES.find((s) => s === status) ?? 'unknown';

/** SPEC §3 status values of a definition (a value-set version). */
export const DEFINITION_STATUSES = ['draft', 'active', 'retired', 'unknown'] as const;
export type DefinitionStatus = (typeof DEFINITION_STATUSES)[number];

/** SPEC §3 procedure categories. */
export const PROCEDURE_CATEGORIES = ['biopsy', 'medication', 'others', 'sharp-debridement'] as const;
export type ProcedureCategory = (typeof PROCEDURE_CATEGORIES)[number];

export const PROCEDURE_CATEGORY_LABELS: Record<ProcedureCategory, string> = {
  biopsy: 'Biopsy',
  medication: 'Medication',
  others: 'Others',
  'sharp-debridement': 'Sharp debridement',
};

export type CodeSystemKind = 'clinical' | 'administrative';

export interface CodeSystemDefinition {
  /** The section's path segment and the code system's id. */
  id: string;
  /** The menu's label (SPEC §2). */
  title: string;
  kind: CodeSystemKind;
  /** The SPEC §2 setting that hides the section, in the menu, the chart and on the server. */
  hiddenBy?: SettingKey;
  /** Codes carry one of these categories (procedures). */
  categories?: readonly string[];
  /** What one code is called on the screen ('Add product'). */
  noun: string;
  /** Each code names codes of this other code system (an order set's orders). */
  membersFrom?: string;
}

const clinical = (id: string, title: string, noun: string, more: Partial<CodeSystemDefinition> = {}): CodeSystemDefinition => ({
  id,
  title,
  kind: 'clinical',
  noun,
  ...more,
});
const administrative = (id: string, title: string, noun: string): CodeSystemDefinition => ({ id, title, kind: 'administrative', noun });

/** Every maintained code system, in the menu's order. */
export const CODE_SYSTEMS: readonly CodeSystemDefinition[] = [
  clinical('orders', 'Orders', 'order', { hiddenBy: 'HideOrders' }),
  clinical('order-sets', 'Order Sets', 'order set', { hiddenBy: 'HideOrders', membersFrom: 'orders' }),
  clinical('products', 'Formulary', 'product', { hiddenBy: 'HideTreatments' }),
  clinical('procedures', 'Procedures', 'procedure', { hiddenBy: 'HideTreatments', categories: PROCEDURE_CATEGORIES }),
  clinical('treatment-steps', 'Treatment Steps', 'treatment step', { hiddenBy: 'HideTreatments' }),
  clinical('wound-type', 'Wound Type', 'wound type', { hiddenBy: 'HideTreatments' }),
  clinical('educational-delivery', 'Educational Delivery', 'delivery method', { hiddenBy: 'HideEducationalDelivery' }),
  clinical('educational-training', 'Educational Training', 'training topic', { hiddenBy: 'HideEducationalDelivery' }),
  clinical('review-of-systems', 'Review of Systems', 'system', { hiddenBy: 'HideReviewOfSystems' }),
  clinical('barriers', 'Barriers', 'barrier', { hiddenBy: 'HideBarriers' }),
  clinical('medical-condition', 'Medical Condition', 'condition'),
  administrative('communication-topics', 'Comm Log Topics', 'topic'),
  administrative('admission-cancellation-reason', 'Adm Canc Reasons', 'reason'),
  administrative('discharge-reason', 'Discharge Reasons', 'reason'),
];

export const codeSystemById = (id: string): CodeSystemDefinition | undefined => CODE_SYSTEMS.find((s) => s.id === id);

/** Whether settings hide the code system (SPEC §2 'items hidden by settings'). */
export const isHidden = (system: CodeSystemDefinition, settings: Settings): boolean => !!system.hiddenBy && isOn(settings, system.hiddenBy);

/** The canonical URL of a code system's value set (what expandValueSet and the forms name). */
export const VALUE_SET_BASE = 'https://woundcare.example/fhir/ValueSet/';
export const valueSetUrl = (id: string): string => `${VALUE_SET_BASE}${id}`;

/**
 * A canonical reference, 'url' or 'url|version' (FHIR canonical): the code system's id and the
 * version asked for (null: the newest active one). A bare id ('wound-type') is read as its URL.
 */
export function parseCanonical(reference: string): { id: string; version: number | null } | null {
  const [url = '', version, ...rest] = reference.trim().split('|');
  if (rest.length > 0) return null;
  const id = url.startsWith(VALUE_SET_BASE) ? url.slice(VALUE_SET_BASE.length) : url;
  if (!codeSystemById(id)) return null;
  if (version === undefined || version === '') return { id, version: null };
  if (!/^[1-9]\d{0,8}$/.test(version)) return null;
  return { id, version: Number(version) };
}

export interface Concept {
  code: string;
  display: string;
  status: ConceptStatus;
  category?: string | null;
  /** The codes of `membersFrom` it stands for (an order set's orders), in order. */
  members?: readonly string[] | null;
}

/** A product's shipped list ([code, display] each), every code active: a code system's defaults. */
export const activeConcepts = (list: readonly (readonly [code: string, display: string])[]): Concept[] =>
  list.map(([code, display]) => ({ code, display, status: 'active' }));

/** A version's expansion leaves out retired (inactive) and entered-in-error codes (as HAPI and Medplum do). */
export const isOffered = (concept: Pick<Concept, 'status'>): boolean => concept.status === 'active' || concept.status === 'unknown';

/** A code's display from a list that may no longer offer it: a record signed with it keeps its own display. */
export function displayOf(concepts: readonly Pick<Concept, 'code' | 'display'>[], code: string, kept?: string | null): string {
  return kept ?? concepts.find((c) => c.code === code)?.display ?? code;
}
