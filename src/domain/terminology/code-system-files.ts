// A code system as a file (SPEC §2 clinical config and administrative code systems: 'import and
// export', so a clinic can move its formulary in): a FHIR R4 CodeSystem resource out, and in any of
// a CodeSystem (its concepts, nested ones too, with the 'status' and 'category' properties, or
// FHIR's 'inactive'), a ValueSet (its expansion's contains, or the concepts its compose includes)
// or a Bundle holding one. The rows read here are checked one by one by the code's own schema
// (concept-input.ts) before anything is saved. The CSV form is the server's
// (server/modules/terminology/code-system-files.ts): a CSV parser is a library's job.
import { CONCEPT_STATUSES, type CodeSystemDefinition, type Concept, VALUE_SET_BASE, valueSetUrl } from './code-systems';

/** The canonical URL of a code system (its value set's sibling). */
export const CODE_SYSTEM_BASE = VALUE_SET_BASE.replace(/ValueSet\/$/, 'CodeSystem/');
export const codeSystemUrl = (id: string): string => `${CODE_SYSTEM_BASE}${id}`;

/** The columns of the CSV form, in order; code and display are required. */
export const CSV_COLUMNS = ['code', 'display', 'status', 'category'] as const;

/** A code system whose codes stand for others' (order sets) has one more column: the codes, separated by spaces. */
export const csvColumns = (definition: Pick<CodeSystemDefinition, 'membersFrom'>): string[] =>
  definition.membersFrom ? [...CSV_COLUMNS, 'members'] : [...CSV_COLUMNS];

/** The members column read back: codes separated by spaces, commas or '|'. */
export const membersOfCell = (cell: string | undefined): string[] | undefined =>
  cell?.trim() ? cell.split(/[\s,|]+/).filter(Boolean) : undefined;

/** One code as a file gives it, before the code's schema checks it. */
export interface ImportRow {
  code: unknown;
  display: unknown;
  status?: unknown;
  category?: unknown;
  members?: unknown;
}

export type ImportRead = { ok: true; rows: ImportRow[] } | { ok: false; message: string };

interface FhirProperty {
  code?: unknown;
  valueCode?: unknown;
  valueString?: unknown;
  valueBoolean?: unknown;
}
interface FhirConcept {
  code?: unknown;
  display?: unknown;
  inactive?: unknown;
  property?: unknown;
  concept?: unknown;
}

/** The FHIR R4 CodeSystem of `concepts` (the draft, every status). */
export function toFhirCodeSystem(definition: CodeSystemDefinition, concepts: readonly Concept[], publishedVersion: number): object {
  return {
    resourceType: 'CodeSystem',
    id: definition.id,
    url: codeSystemUrl(definition.id),
    ...(publishedVersion ? { version: String(publishedVersion) } : {}),
    name: definition.title.replace(/[^A-Za-z0-9]/g, ''),
    title: definition.title,
    status: 'draft',
    content: 'complete',
    valueSet: valueSetUrl(definition.id),
    count: concepts.length,
    property: [
      { code: 'status', uri: 'http://hl7.org/fhir/concept-properties#status', type: 'code' },
      ...(definition.categories ? [{ code: 'category', type: 'code' }] : []),
      ...(definition.membersFrom
        ? [{ code: 'member', type: 'code', description: `A code of ${codeSystemUrl(definition.membersFrom)}` }]
        : []),
    ],
    concept: concepts.map((c) => ({
      code: c.code,
      display: c.display,
      property: [
        { code: 'status', valueCode: c.status },
        ...(c.category ? [{ code: 'category', valueCode: c.category }] : []),
        ...(c.members ?? []).map((member) => ({ code: 'member', valueCode: member })),
      ],
    })),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function propertyValue(properties: unknown, code: string): unknown {
  const found = list(properties).find((p): p is FhirProperty => isObject(p) && p.code === code);
  if (!found) return undefined;
  return found.valueCode ?? found.valueString ?? found.valueBoolean;
}

/** A concept's status: its 'status' property, else FHIR's 'inactive' (property or, in an expansion, field). */
function statusOf(concept: FhirConcept): unknown {
  const status = propertyValue(concept.property, 'status');
  if (status !== undefined) return status;
  const inactive = propertyValue(concept.property, 'inactive') ?? concept.inactive;
  if (inactive === true) return 'inactive';
  return undefined;
}

function rowsOfConcepts(concepts: unknown, into: ImportRow[] = []): ImportRow[] {
  for (const item of list(concepts)) {
    if (!isObject(item)) {
      into.push({ code: undefined, display: undefined });
      continue;
    }
    const concept = item as FhirConcept;
    const status = statusOf(concept);
    const category = propertyValue(concept.property, 'category');
    const members = list(concept.property)
      .filter((p): p is FhirProperty => isObject(p) && p.code === 'member')
      .map((p) => p.valueCode ?? p.valueString);
    into.push({
      code: concept.code,
      display: concept.display,
      ...(status !== undefined ? { status } : {}),
      ...(category !== undefined ? { category } : {}),
      ...(members.length ? { members } : {}),
    });
    rowsOfConcepts(concept.concept, into);
  }
  return into;
}

function rowsOfResource(resource: Record<string, unknown>): ImportRead {
  switch (resource.resourceType) {
    case 'CodeSystem':
      return { ok: true, rows: rowsOfConcepts(resource.concept) };
    case 'ValueSet': {
      const expansion = isObject(resource.expansion) ? rowsOfConcepts(resource.expansion.contains) : [];
      if (expansion.length) return { ok: true, rows: expansion };
      const compose = isObject(resource.compose) ? resource.compose : {};
      return { ok: true, rows: list(compose.include).flatMap((include) => (isObject(include) ? rowsOfConcepts(include.concept) : [])) };
    }
    case 'Bundle': {
      for (const entry of list(resource.entry)) {
        const inner = isObject(entry) && isObject(entry.resource) ? entry.resource : null;
        if (inner && (inner.resourceType === 'CodeSystem' || inner.resourceType === 'ValueSet')) return rowsOfResource(inner);
      }
      return { ok: false, message: 'The Bundle holds no CodeSystem or ValueSet.' };
    }
    default:
      return { ok: false, message: 'The file is not a FHIR CodeSystem, ValueSet or Bundle.' };
  }
}

/** The codes of a FHIR JSON file (text as read from the file). */
export function readFhirCodes(text: string): ImportRead {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'The file is not valid JSON.' };
  }
  if (!isObject(json)) return { ok: false, message: 'The file is not a FHIR CodeSystem, ValueSet or Bundle.' };
  const read = rowsOfResource(json);
  if (read.ok && read.rows.length === 0) return { ok: false, message: 'The file holds no codes.' };
  return read;
}

/** A status as a file may spell it: FHIR's 'retired' and a blank read as SPEC §3's. */
export function normalizeStatus(status: unknown): unknown {
  if (status === undefined || status === null || status === '') return undefined;
  if (typeof status !== 'string') return status;
  const lower = status.trim().toLowerCase();
  if (lower === 'retired') return 'inactive';
  return (CONCEPT_STATUSES as readonly string[]).includes(lower) ? lower : status;
}
