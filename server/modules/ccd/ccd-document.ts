// The CCD itself (SPEC §3 'CCD request'): a C-CDA R2.1 Continuity of Care Document made from the
// patient's FHIR-shaped record (patients/fhir-export.ts) by @medplum/ccda, never hand-written XML.
// A FHIR document Bundle goes in: a Composition whose sections are CCD R2.1's required ones
// (allergies, medications, problems, results, social history, vital signs) plus encounters, each
// with its narrative and its entries; sections with nothing recorded here say so (nullFlavor NI).
// The wound measurements are results: each assessment of a wound a Result Organizer of Result
// Observations (completeEntries fills what the library leaves short of R2.1). The readable
// rendering is the same narratives as one HTML page.
import { createHash } from 'node:crypto';
import { type Ccda, type CcdaCode, convertCcdaToXml, convertFhirToCcda } from '@medplum/ccda';
import type {
  Bundle,
  Composition,
  CompositionSection,
  Encounter,
  Observation,
  Organization,
  Practitioner,
  Resource,
} from '@medplum/fhirtypes';
import { ccdRangeLabel, inCcdRange } from '../../../src/domain/ccd/ccd-request.ts';
import { formatCalendarDate } from '../../../src/domain/format.ts';
import { visitTypeName } from '../../../src/domain/patients/visit-labels.ts';
import type { PatientRecord } from '../patients/fhir-export.ts';

const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';
const RESULT_ORGANIZER = '2.16.840.1.113883.10.20.22.4.1';
const RESULT_OBSERVATION = '2.16.840.1.113883.10.20.22.4.2';
const RESULTS_SECTION_LOINC = '30954-2';

/** LOINC codes of the wound measurements we record (SPEC §3 wound assessment). */
const WOUND_CODES: Record<string, { code: string; display: string }> = {
  'Wound length': { code: '39126-8', display: 'Length of Wound' },
  'Wound width': { code: '39125-0', display: 'Width of Wound' },
};

export interface CcdSource {
  documentId: string;
  record: PatientRecord;
  admission: { id: string; start: string; end?: string | undefined };
  /** The agency keeping the record (the admission's managing organization). */
  custodian: Organization;
  /** Who asked for it, as a practitioner (the CCD's author). */
  author: Practitioner;
  range: { start: string | null; end: string | null };
  now: Date;
}

export interface CcdDocument {
  xml: string;
  html: string;
  title: string;
}

/** A CDA id root must be a UUID or an OID: a stable UUID made from any id of ours ('…-w1'). */
function uuidFrom(text: string): string {
  const h = createHash('sha1').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((Number.parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

const escapeXml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A narrative table (XHTML inside the section's text), every cell escaped. */
function table(head: readonly string[], rows: readonly (readonly string[])[], none: string): string {
  if (rows.length === 0) return `<div xmlns="http://www.w3.org/1999/xhtml"><paragraph>${escapeXml(none)}</paragraph></div>`;
  const th = head.map((h) => `<th>${escapeXml(h)}</th>`).join('');
  const trs = rows.map((r) => `<tr>${r.map((c) => `<td>${escapeXml(c)}</td>`).join('')}</tr>`).join('');
  return `<div xmlns="http://www.w3.org/1999/xhtml"><table><thead><tr>${th}</tr></thead><tbody>${trs}</tbody></table></div>`;
}

/** A day as the app shows one (MM/DD/YYYY); the record's instants are UTC. */
const day = (iso: string | undefined): string => (iso ? formatCalendarDate(iso.slice(0, 10)) : '');
const nameOf = (p: Practitioner | undefined): string => {
  const n = p?.name?.[0];
  return n ? [...(n.given ?? []), n.family ?? ''].join(' ').trim() : '';
};

interface SectionSpec {
  code: string;
  title: string;
  div: string;
  entries: readonly Resource[];
}

const section = ({ code, title, div, entries }: SectionSpec): CompositionSection => ({
  title,
  code: { coding: [{ system: LOINC, code, display: title }] },
  text: { status: 'generated', div },
  entry: entries.map((r) => ({ reference: `${r.resourceType}/${r.id}` })),
});

/** The encounter as the CCD carries it: its visit type as text, the clinician named in the narrative only. */
const ccdEncounter = (e: Encounter): Encounter => ({
  resourceType: 'Encounter',
  id: e.id ?? '',
  status: e.status,
  class: e.class,
  subject: e.subject ?? { reference: '' },
  type: [{ text: visitTypeName(e.type?.[0]?.text ?? '') }],
  ...(e.period ? { period: e.period } : {}),
});

/** A wound's measurements as a result organizer: one observation per measurement, coded where LOINC has one. */
function woundResult(o: Observation): { organizer: Observation; members: Observation[] } {
  const members = (o.component ?? []).map((c, i): Observation => {
    const label = c.code.text ?? 'Wound measurement';
    const loinc = WOUND_CODES[label];
    const q = c.valueQuantity;
    return {
      resourceType: 'Observation',
      id: uuidFrom(`${o.id}-${i + 1}`),
      status: 'final',
      category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' }] }],
      code: loinc ? { coding: [{ system: LOINC, code: loinc.code, display: loinc.display }], text: label } : { text: label },
      subject: o.subject ?? { reference: '' },
      ...(o.effectiveDateTime ? { effectiveDateTime: o.effectiveDateTime } : {}),
      // UCUM's code is the unit a CDA value carries ('cm2', not 'cm²').
      ...(q?.value !== undefined
        ? { valueQuantity: { value: q.value, unit: q.code ?? q.unit ?? '', system: UCUM, code: q.code ?? q.unit ?? '' } }
        : {}),
    };
  });
  const organizer: Observation = {
    resourceType: 'Observation',
    id: uuidFrom(o.id ?? ''),
    status: 'final',
    code: o.code,
    subject: o.subject ?? { reference: '' },
    ...(o.effectiveDateTime ? { effectiveDateTime: o.effectiveDateTime } : {}),
    hasMember: members.map((m) => ({ reference: `Observation/${m.id}` })),
  };
  return { organizer, members };
}

/** The document Bundle @medplum/ccda converts, and the narratives of its sections. */
export function ccdBundle(source: CcdSource): { bundle: Bundle; composition: Composition } {
  const { record, range, now } = source;
  // The admission's encounters in the range, and the wounds measured at them.
  const ofAdmission = (e: Encounter) => e.episodeOfCare?.some((r) => r.reference === `EpisodeOfCare/${source.admission.id}`) ?? false;
  const encounters = record.encounters.filter((e) => ofAdmission(e) && inCcdRange(e.period?.start, range)).map(ccdEncounter);
  const kept = new Set(encounters.map((e) => `Encounter/${e.id}`));
  const practitioners = new Map(record.practitioners.map((p) => [`Practitioner/${p.id}`, p]));
  const clinicianOf = (id: string | undefined) =>
    nameOf(practitioners.get(record.encounters.find((e) => e.id === id)?.participant?.[0]?.individual?.reference ?? ''));
  const wounds = record.observations.filter((o) => kept.has(o.encounter?.reference ?? '')).map(woundResult);
  const problems = record.problems;

  const sections: CompositionSection[] = [
    section({
      code: '48765-2',
      title: 'Allergies and Adverse Reactions',
      div: table([], [], 'No allergies are recorded in this record.'),
      entries: [],
    }),
    section({ code: '10160-0', title: 'Medications', div: table([], [], 'No medications are recorded in this record.'), entries: [] }),
    section({
      code: '11450-4',
      title: 'Problems',
      div: table(
        ['Problem', 'ICD-10-CM', 'Status', 'Recorded'],
        problems.map((c) => [
          c.code?.text ?? '',
          c.code?.coding?.[0]?.code ?? '',
          c.clinicalStatus?.coding?.[0]?.code ?? '',
          day(c.recordedDate),
        ]),
        'No problems are recorded.',
      ),
      entries: problems,
    }),
    section({
      code: RESULTS_SECTION_LOINC,
      title: 'Results',
      div: table(
        ['Date', 'Wound', 'Measurement', 'Value'],
        wounds.flatMap(({ organizer, members }) =>
          members.map((m) => [
            day(organizer.effectiveDateTime),
            organizer.code.text ?? '',
            m.code.text ?? '',
            m.valueQuantity ? `${m.valueQuantity.value} ${m.valueQuantity.unit}` : '',
          ]),
        ),
        'No wound measurements in this period.',
      ),
      entries: wounds.map((w) => w.organizer),
    }),
    section({ code: '29762-2', title: 'Social History', div: table([], [], 'No social history is recorded in this record.'), entries: [] }),
    section({ code: '8716-3', title: 'Vital Signs', div: table([], [], 'No vital signs are recorded in this record.'), entries: [] }),
    section({
      code: '46240-8',
      title: 'Encounters',
      div: table(
        ['Date', 'Visit', 'Status', 'Clinician'],
        encounters.map((e) => [day(e.period?.start), e.type?.[0]?.text ?? '', e.status, clinicianOf(e.id)]),
        'No encounters in this period.',
      ),
      entries: encounters,
    }),
  ];

  const patientName = record.patient.name?.[0];
  const title = `Continuity of Care Document: ${[...(patientName?.given ?? []), patientName?.family ?? ''].join(' ').trim()}`;
  const composition: Composition = {
    resourceType: 'Composition',
    id: source.documentId,
    status: 'final',
    type: { coding: [{ system: LOINC, code: '34133-9', display: 'Summarization of Episode Note' }] },
    subject: { reference: `Patient/${record.patient.id}` },
    date: now.toISOString(),
    title,
    confidentiality: 'N',
    author: [{ reference: `Practitioner/${source.author.id}` }],
    custodian: { reference: `Organization/${source.custodian.id}` },
    event: [
      {
        code: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ActClass', code: 'PCPR' }] }],
        period: {
          start: range.start ?? source.admission.start,
          ...(range.end ? { end: range.end } : source.admission.end ? { end: source.admission.end } : { end: now.toISOString() }),
        },
      },
    ],
    section: sections,
  };
  const resources: Resource[] = [
    composition,
    record.patient,
    source.author,
    source.custodian,
    ...problems,
    ...wounds.flatMap((w) => [w.organizer, ...w.members]),
    ...encounters,
  ];
  return { bundle: { resourceType: 'Bundle', type: 'document', entry: resources.map((resource) => ({ resource })) }, composition };
}

/** A code the terminologies we use have none for: said in words (CDA nullFlavor 'OTH' with the original text). */
const inWords = (text: string | undefined): CcdaCode => ({ '@_nullFlavor': 'OTH' as never, originalText: { '#text': text ?? '' } });

/**
 * What the library leaves short of C-CDA R2.1 for our records: it names every organizer a vital
 * signs one (a result's is a Result Organizer of Result Observations, its time a low and high),
 * and drops a code given only as text (a visit type, a wound measurement LOINC has no code for),
 * where the CDA needs the element: those say it in words. Entries are in the Composition's order.
 */
function completeEntries(ccda: Ccda, composition: Composition, byRef: ReadonlyMap<string, Resource>): Ccda {
  const sections = ccda.component?.structuredBody.component ?? [];
  sections.forEach((component, i) => {
    const fhir = composition.section?.[i];
    for (const s of component.section ?? []) {
      (s.entry ?? []).forEach((entry, j) => {
        const resource = byRef.get(fhir?.entry?.[j]?.reference ?? '');
        for (const encounter of entry.encounter ?? []) {
          encounter.code ??= inWords((resource as Encounter | undefined)?.type?.[0]?.text);
        }
        if (s.code?.['@_code'] !== RESULTS_SECTION_LOINC) return;
        const organizerOf = resource as Observation | undefined;
        const members = (organizerOf?.hasMember ?? []).map((m) => byRef.get(m.reference ?? '') as Observation | undefined);
        for (const organizer of entry.organizer ?? []) {
          organizer.templateId = [{ '@_root': RESULT_ORGANIZER }, { '@_root': RESULT_ORGANIZER, '@_extension': '2015-08-01' }];
          organizer.code ??= inWords(organizerOf?.code.text);
          const at = organizer.effectiveTime?.[0]?.['@_value'];
          if (at) organizer.effectiveTime = [{ low: { '@_value': at }, high: { '@_value': at } }];
          organizer.component.forEach((c, k) => {
            for (const o of c.observation ?? []) {
              o.templateId = [{ '@_root': RESULT_OBSERVATION }, { '@_root': RESULT_OBSERVATION, '@_extension': '2015-08-01' }];
              o.code ??= inWords(members[k]?.code.text);
            }
          });
        }
      });
    }
  });
  return ccda;
}

const escapeHtml = escapeXml;

/** The readable rendering: the header, then each section's narrative (the CDA's own words). */
function rendering(source: CcdSource, composition: Composition): string {
  const p = source.record.patient;
  const header = [
    ['Patient', composition.title?.replace(/^Continuity of Care Document: /, '') ?? ''],
    ['Born', p.birthDate ?? ''],
    ['Sex', p.gender ?? ''],
    ['Admission', `${day(source.admission.start)}${source.admission.end ? ` – ${day(source.admission.end)}` : ''}`],
    ['Encounters', ccdRangeLabel(source.range, formatCalendarDate).replace(/^All dates$/, 'The whole admission')],
    ['Author', nameOf(source.author)],
    ['Custodian', source.custodian.name ?? ''],
    ['Created', `${day(composition.date)} ${composition.date?.slice(11, 16) ?? ''} UTC`],
  ];
  const sections = (composition.section ?? [])
    .map((s) => {
      // The narratives were built escaped (table() above); CDA's <paragraph> reads as <p>.
      const body = (s.text?.div ?? '')
        .replace(' xmlns="http://www.w3.org/1999/xhtml"', '')
        .replaceAll('<paragraph>', '<p>')
        .replaceAll('</paragraph>', '</p>');
      return `<section><h2>${escapeHtml(s.title ?? '')}</h2>${body}</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(composition.title ?? 'CCD')}</title>
<style>body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1a1b1e;line-height:1.4}h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:1.5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}table{border-collapse:collapse;width:100%}
th,td{border:1px solid #ced4da;padding:.3rem .5rem;text-align:left}th{background:#f1f3f5}</style></head>
<body><main><h1>${escapeHtml(composition.title ?? 'Continuity of Care Document')}</h1>
<dl>${header.map(([k, v]) => `<dt>${escapeHtml(k ?? '')}</dt><dd>${escapeHtml(v ?? '')}</dd>`).join('')}</dl>
${sections}
</main></body></html>`;
}

/** The C-CDA XML and its readable rendering. */
export function buildCcd(source: CcdSource): CcdDocument {
  const { bundle, composition } = ccdBundle(source);
  const byRef = new Map((bundle.entry ?? []).map((e) => [`${e.resource?.resourceType}/${e.resource?.id}`, e.resource as Resource]));
  const xml = convertCcdaToXml(completeEntries(convertFhirToCcda(bundle), composition, byRef));
  return { xml, html: rendering(source, composition), title: composition.title ?? 'Continuity of Care Document' };
}
