// The patient's record as FHIR R4 resources, for GET /fhir/R4/Patient/{id}/$everything (beyond
// SPEC: what another system or an auditor pulls). Our stored resources are FHIR-shaped but carry
// fields of our own (a geocode on the address, a chart's category code, the availability): each
// mapping keeps what R4 defines and turns ours into R4's elements. Pure: the caller reads the rows.
import type {
  Bundle,
  BundleEntry,
  Condition as FhirCondition,
  Coverage as FhirCoverage,
  DocumentReference as FhirDocumentReference,
  Encounter as FhirEncounter,
  Organization as FhirOrganization,
  Patient as FhirPatient,
  Practitioner as FhirPractitioner,
  Observation,
  Resource,
} from '@medplum/fhirtypes';
import type { Coverage } from '../../../src/domain/coverage/coverage.ts';
import type { DocumentReference } from '../../../src/domain/documents/document-reference.ts';
import type { Condition } from '../../../src/domain/problems/condition.ts';
import type {
  Address,
  ContactPoint,
  Encounter,
  HumanName,
  Organization,
  Patient,
  Practitioner,
  Reference,
} from '../../../src/domain/resources.ts';
import type { WoundPoint } from '../../../src/domain/rounds/rounds.ts';

export const ICD10CM_SYSTEM = 'http://hl7.org/fhir/sid/icd-10-cm';
const UCUM = 'http://unitsofmeasure.org';
const ACT_CODE = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';
const CLINICAL_STATUS = 'http://terminology.hl7.org/CodeSystem/condition-clinical';
const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
/** Our document categories (SPEC §3), as a local code system. */
const DOCUMENT_CATEGORY = 'urn:wound-care-emr:document-category';

interface Row<T> {
  id: string;
  versionId: number;
  lastUpdated: Date;
  content: T;
}

const meta = (row: Row<unknown>) => ({ versionId: String(row.versionId), lastUpdated: row.lastUpdated.toISOString() });
const ref = (r: Reference) => ({ reference: r.reference, ...(r.display ? { display: r.display } : {}) });
const identifiers = (list: readonly { system?: string | undefined; value: string }[]) =>
  list.map((i) => ({ ...(i.system ? { system: i.system } : {}), value: i.value }));
const names = (list: readonly HumanName[]) =>
  list.map((n) => ({
    ...(n.use ? { use: n.use } : {}),
    family: n.family,
    given: [...n.given],
    ...(n.prefix ? { prefix: [...n.prefix] } : {}),
  }));
const telecoms = (list: readonly ContactPoint[]) =>
  list.map((t) => ({ system: t.system, value: t.value, ...(t.use ? { use: t.use } : {}) }));
const addresses = (list: readonly Address[] | undefined) =>
  (list ?? []).map((a) => ({
    ...(a.use ? { use: a.use } : {}),
    ...(a.type ? { type: a.type } : {}),
    line: [...a.line],
    city: a.city,
    ...(a.district ? { district: a.district } : {}),
    state: a.state,
    postalCode: a.postalCode,
    country: a.country ?? 'US',
  }));

export function toFhirPatient(row: Row<Patient>): FhirPatient {
  const p = row.content;
  return {
    resourceType: 'Patient',
    id: row.id,
    meta: meta(row),
    active: p.active,
    ...(p.identifier?.length ? { identifier: identifiers(p.identifier) } : {}),
    name: names(p.name),
    telecom: telecoms(p.telecom),
    gender: p.gender,
    birthDate: p.birthDate,
    address: addresses(p.address),
    ...(p.generalPractitioner?.length ? { generalPractitioner: p.generalPractitioner.map((g) => ({ reference: g.reference })) } : {}),
    ...(p.managingOrganization ? { managingOrganization: ref(p.managingOrganization) } : {}),
  };
}

export function toFhirEncounter(row: Row<Encounter>): FhirEncounter {
  const e = row.content;
  const virtual = e.deliveryType === 'telehealth';
  return {
    resourceType: 'Encounter',
    id: row.id,
    meta: meta(row),
    status: e.status,
    class: virtual ? { system: ACT_CODE, code: 'VR', display: 'virtual' } : { system: ACT_CODE, code: 'HH', display: 'home health' },
    type: [{ text: e.type }],
    subject: ref(e.subject),
    ...(e.practitioner ? { participant: [{ individual: ref(e.practitioner) }] } : {}),
    ...(e.appointment ? { appointment: [{ reference: e.appointment.reference }] } : {}),
    ...(e.episodeOfCare ? { episodeOfCare: [{ reference: e.episodeOfCare.reference }] } : {}),
    ...(e.period.start ? { period: { start: e.period.start, ...(e.period.end ? { end: e.period.end } : {}) } } : {}),
  };
}

export function toFhirCondition(row: Row<Condition>): FhirCondition {
  const c = row.content;
  const status = c.clinicalStatus === 'resolved' ? 'resolved' : c.clinicalStatus === 'active' ? 'active' : 'inactive';
  return {
    resourceType: 'Condition',
    id: row.id,
    meta: meta(row),
    clinicalStatus: { coding: [{ system: CLINICAL_STATUS, code: status }] },
    code: { coding: [{ system: ICD10CM_SYSTEM, code: c.code.code, display: c.code.display }], text: c.code.display },
    subject: ref(c.subject),
    recordedDate: c.recordedDate,
    ...(c.onsetDate ? { onsetDateTime: c.onsetDate } : {}),
    ...(c.abatementDate ? { abatementDateTime: c.abatementDate } : {}),
    ...(c.note ? { note: [{ text: c.note }] } : {}),
  };
}

/** One wound's measurements at one assessment, as an exam Observation with a component each. */
export function toFhirWoundObservation(id: string, patientId: string, point: WoundPoint): Observation {
  const cm = (value: number, unit: string, code: string) => ({ value, unit, system: UCUM, code });
  const components = [
    point.lengthCm !== null ? { code: { text: 'Wound length' }, valueQuantity: cm(point.lengthCm, 'cm', 'cm') } : null,
    point.widthCm !== null ? { code: { text: 'Wound width' }, valueQuantity: cm(point.widthCm, 'cm', 'cm') } : null,
    point.areaCm2 !== null ? { code: { text: 'Wound area' }, valueQuantity: cm(point.areaCm2, 'cm²', 'cm2') } : null,
  ].filter((c) => c !== null);
  return {
    resourceType: 'Observation',
    id,
    status: 'final',
    category: [{ coding: [{ system: OBSERVATION_CATEGORY, code: 'exam', display: 'Exam' }] }],
    code: { text: `Wound ${point.wound} measurements` },
    subject: { reference: `Patient/${patientId}` },
    encounter: { reference: `Encounter/${point.encounterId}` },
    effectiveDateTime: point.at,
    component: components,
  };
}

export function toFhirDocumentReference(row: Row<DocumentReference>): FhirDocumentReference {
  const d = row.content;
  return {
    resourceType: 'DocumentReference',
    id: row.id,
    meta: meta(row),
    status: d.status,
    docStatus: d.docStatus,
    category: [{ coding: [{ system: DOCUMENT_CATEGORY, code: d.category }], text: d.category }],
    subject: ref(d.subject),
    date: d.date,
    // Our authors are users (User/{id}), not a FHIR resource type: named, not referenced.
    author: [d.author.reference.startsWith('User/') ? { display: d.author.display ?? 'Staff' } : ref(d.author)],
    ...(d.description ? { description: d.description } : {}),
    content: d.content.map(({ attachment: a }) => ({
      attachment: {
        contentType: a.contentType,
        title: a.title,
        size: a.size,
        creation: a.creation,
        url: `/api/documents/${row.id}/content`,
      },
    })),
  };
}

export function toFhirCoverage(row: Row<Coverage>): FhirCoverage {
  const c = row.content;
  return {
    resourceType: 'Coverage',
    id: row.id,
    meta: meta(row),
    status: c.status,
    beneficiary: { reference: c.beneficiary.reference },
    order: c.order,
    ...(c.subscriberId ? { subscriberId: c.subscriberId } : {}),
    payor: c.payor ? [{ reference: c.payor.reference }] : [{ reference: c.beneficiary.reference }],
    ...(c.type ? { type: { text: c.type } } : {}),
    ...(c.groupNumber || c.planName
      ? {
          class: [
            ...(c.groupNumber ? [{ type: { text: 'group' }, value: c.groupNumber, ...(c.groupName ? { name: c.groupName } : {}) }] : []),
            ...(c.planName ? [{ type: { text: 'plan' }, value: c.planName }] : []),
          ],
        }
      : {}),
  };
}

export function toFhirPractitioner(row: Row<Practitioner>): FhirPractitioner {
  const p = row.content;
  return {
    resourceType: 'Practitioner',
    id: row.id,
    meta: meta(row),
    active: p.active,
    ...(p.identifier?.length ? { identifier: identifiers(p.identifier) } : {}),
    name: names(p.name),
    telecom: telecoms(p.telecom),
    address: addresses(p.address),
  };
}

export function toFhirOrganization(row: Row<Organization>): FhirOrganization {
  const o = row.content;
  return {
    resourceType: 'Organization',
    id: row.id,
    meta: meta(row),
    active: o.active,
    name: o.name,
    type: [{ text: o.type }],
    ...(o.identifier?.length ? { identifier: identifiers(o.identifier) } : {}),
    ...(o.address?.length ? { address: addresses(o.address) } : {}),
    ...(o.partOf ? { partOf: { reference: o.partOf.reference } } : {}),
  };
}

/** The resources as a searchset Bundle, the patient first (FHIR R4 $everything). */
export function everythingBundle(origin: string, resources: readonly Resource[], now: Date): Bundle {
  const entry: BundleEntry[] = resources.map((resource) => ({
    fullUrl: `${origin}/fhir/R4/${resource.resourceType}/${resource.id}`,
    resource,
    search: { mode: resource.resourceType === 'Patient' ? 'match' : 'include' },
  }));
  return { resourceType: 'Bundle', type: 'searchset', timestamp: now.toISOString(), total: entry.length, entry };
}

/** The ids a record set refers to by type ('Practitioner/1' → Practitioner: 1). */
export function referencedIds(resources: readonly Resource[], type: string): string[] {
  const ids = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) for (const v of value) walk(v);
    else if (value && typeof value === 'object') {
      const reference = (value as { reference?: unknown }).reference;
      if (typeof reference === 'string' && reference.startsWith(`${type}/`)) ids.add(reference.slice(type.length + 1));
      for (const v of Object.values(value)) walk(v);
    }
  };
  walk(resources);
  return [...ids];
}
