// The code systems the product ships (src/domain/terminology/code-systems.ts), each published as
// its version 1: SPEC §3's wound types and procedure categories, the Communication & Notes topics
// the chart already files under, and starting lists a clinic then edits in Clinical Config and
// Master Lists.
import { DEFAULT_COMMUNICATION_TOPICS } from '../../src/domain/chart/communication-topics.ts';
import { DEFAULT_ORDER_CATALOG } from '../../src/domain/chart/order-catalog.ts';
import { DEFAULT_ORDER_SETS } from '../../src/domain/chart/order-sets.ts';
import { PROCEDURES, PRODUCTS, WOUND_TYPES } from '../../src/domain/forms/clinical-codes.ts';
import { DEFAULT_ADMISSION_CANCELLATION_REASONS } from '../../src/domain/patients/admission-cancellation-reasons.ts';
import { DEFAULT_DISCHARGE_REASONS } from '../../src/domain/patients/discharge-reasons.ts';
import type { Concept } from '../../src/domain/terminology/code-systems.ts';
import { CODE_SYSTEMS } from '../../src/domain/terminology/code-systems.ts';
import { codeFromDisplay } from '../../src/domain/terminology/concept-input.ts';
import type { Executor } from '../db/client.ts';
import { codeSystemConcepts, codeSystems, valueSetConcepts, valueSetVersions } from '../db/schema/terminology.ts';
import { BARRIERS, EDUCATION_TOPICS } from './forms/clinical-forms.ts';

const active = (displays: readonly string[], category?: string): Concept[] =>
  displays.map((display) => ({ code: codeFromDisplay(display), display, status: 'active', category: category ?? null }));

/** A form's own choices, the code system's first version (the form names the value set: value-set-binding.ts). */
const pairs = (list: readonly (readonly [string, string])[]): Concept[] =>
  list.map(([code, display]) => ({ code, display, status: 'active', category: null }));

export const SEED_CODES: Readonly<Record<string, readonly Concept[]>> = {
  orders: DEFAULT_ORDER_CATALOG,
  'order-sets': DEFAULT_ORDER_SETS,
  products: pairs(PRODUCTS),
  procedures: PROCEDURES.map(([code, display, category]) => ({ code, display, status: 'active', category })),
  'treatment-steps': active([
    'Cleanse wound',
    'Irrigate with saline',
    'Protect periwound skin',
    'Apply primary dressing',
    'Apply secondary dressing',
    'Secure dressing',
  ]),
  'wound-type': pairs(WOUND_TYPES),
  'educational-delivery': active(['Verbal instruction', 'Demonstration', 'Written material', 'Video']),
  'educational-training': pairs(EDUCATION_TOPICS),
  'review-of-systems': active([
    'Constitutional',
    'Skin',
    'Cardiovascular',
    'Respiratory',
    'Gastrointestinal',
    'Musculoskeletal',
    'Neurological',
    'Endocrine',
  ]),
  barriers: pairs(BARRIERS),
  'medical-condition': active([
    'Diabetes mellitus',
    'Peripheral arterial disease',
    'Venous insufficiency',
    'Congestive heart failure',
    'Chronic kidney disease',
    'Obesity',
  ]),
  'communication-topics': DEFAULT_COMMUNICATION_TOPICS.map((t) => ({ ...t, category: null })),
  'admission-cancellation-reason': DEFAULT_ADMISSION_CANCELLATION_REASONS.map((r) => ({ ...r, category: null })),
  'discharge-reason': DEFAULT_DISCHARGE_REASONS.map((r) => ({ ...r, category: null })),
};

/** Every code system with its codes, published as version 1 by the system (no author). */
export async function seedTerminology(tx: Executor, now: Date): Promise<void> {
  for (const { id } of CODE_SYSTEMS) {
    const codes = SEED_CODES[id] ?? [];
    await tx
      .insert(codeSystems)
      .values({ id, draftVersion: 1, publishedVersion: codes.length ? 1 : 0, updatedAt: now })
      .onConflictDoNothing();
    if (!codes.length) continue;
    const rows = codes.map((c, i) => ({
      systemId: id,
      code: c.code,
      display: c.display,
      status: c.status,
      category: c.category ?? null,
      members: c.members?.length ? [...c.members] : null,
      ord: i + 1,
    }));
    await tx.insert(codeSystemConcepts).values(rows).onConflictDoNothing();
    await tx
      .insert(valueSetVersions)
      .values({ systemId: id, version: 1, status: 'active', publishedAt: now, publishedBy: null, count: rows.length })
      .onConflictDoNothing();
    await tx
      .insert(valueSetConcepts)
      .values(rows.map((r) => ({ ...r, version: 1, search: `${r.code} ${r.display}`.toLowerCase() })))
      .onConflictDoNothing();
  }
}
