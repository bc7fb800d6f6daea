// What the Face Sheet (SPEC §2 'Face Sheet') says, as titled sections of label–value rows: the
// demographics with SPEC §2's labels and empty messages, the availability, the admissions with
// SPEC §4 labels, and the coverages by priority (SPEC §9 'Lowest coverage priority number is
// primary'). Pure: the service gathers the records, face-sheet-pdf.ts draws the rows.

import type { Coverage } from '../../../src/domain/coverage/coverage.ts';
import { COVERAGE_RANK_LABELS, rankCoverages, sortByPriority } from '../../../src/domain/coverage/coverage-priority.ts';
import { formatCalendarDate, maskPhone } from '../../../src/domain/format.ts';
import { admissionLabel, holdReasonLabel, isAdmissionStatus } from '../../../src/domain/patients/admission-status.ts';
import { availabilityLines } from '../../../src/domain/patients/availability.ts';
import { maskedSsn } from '../../../src/domain/patients/contact-display.ts';
import type { Patient } from '../../../src/domain/resources.ts';
import type { AdmissionView, DemographicsView } from './patient-views.ts';

/** SPEC §9 placeholder. */
export const NOT_AVAILABLE = 'Not Available';
export const NO_DATA = 'No data found to display';

export interface FaceSheetRow {
  label: string;
  value: string;
}

export interface FaceSheetSection {
  title: string;
  rows: FaceSheetRow[];
  /** Shown instead of rows when there are none. */
  empty?: string;
}

export interface FaceSheetInput {
  demographics: DemographicsView;
  availability: Patient['availability'];
  marketName: string | null;
  payerName: string | null;
  admissions: readonly AdmissionView[];
  coverages: readonly { id: string; content: Coverage }[];
  /** Insurer names by organization id (a coverage's payor). */
  insurerNames: ReadonlyMap<string, string>;
}

const row = (label: string, value: string | null | undefined): FaceSheetRow => ({ label, value: value?.trim() ? value : NOT_AVAILABLE });
const day = (iso: string | null | undefined) => (iso ? formatCalendarDate(iso.slice(0, 10)) : null);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const person = (c: { name: string; relationship: string | null; phone: string | null }) =>
  [c.name, c.relationship ? `(${c.relationship})` : null, c.phone ? maskPhone(c.phone) : null].filter(Boolean).join(' ');

function demographicsRows(d: DemographicsView, marketName: string | null, payerName: string | null): FaceSheetRow[] {
  return [
    row('Full Name', d.fullName),
    row('Preferred Name', d.preferredName),
    row('Gender', capitalised(d.gender)),
    row('Date of Birth', `${formatCalendarDate(d.birthDate)} (${d.age} yrs)`),
    row('Marital Status', d.maritalStatus),
    row('External Patient Number', d.externalNumber),
    row('SSN - Last 4 Digits', maskedSsn(d.ssnLast4)),
    row('Phone Number', d.phones.map((p) => p.display).join('; ')),
    row('Email', d.email),
    row('Fax', d.fax ? `${maskPhone(d.fax)} (Fax)` : null),
    row('Race', d.race),
    row('Ethnicity', d.ethnicity),
    row('Time Zone', d.timeZone),
    {
      label: 'Emergency Contact',
      value: d.emergencyContact ? person(d.emergencyContact) : 'No emergency contact specified for the patient',
    },
    row('Relationship', d.emergencyContact?.relationship),
    { label: 'Caregivers', value: d.caregivers.length > 0 ? d.caregivers.map(person).join('; ') : 'No Caregiver info available' },
    row(
      'Addresses',
      d.addresses.map((a) => [a.line.join(', '), a.city, `${a.state} ${a.postalCode}`].filter(Boolean).join(', ')).join('; '),
    ),
    row('Market', marketName),
    row('Payer', payerName),
  ];
}

function admissionRows(admissions: readonly AdmissionView[]): FaceSheetRow[] {
  return admissions.map((a) => {
    const hold = holdReasonLabel(a.holdReason);
    const status = isAdmissionStatus(a.status) ? admissionLabel(a.status) : a.status;
    return { label: `${day(a.periodStart)} – ${day(a.periodEnd) ?? 'ongoing'}`, value: hold ? `${status} (on hold: ${hold})` : status };
  });
}

function coverageRows(coverages: FaceSheetInput['coverages'], insurerNames: ReadonlyMap<string, string>): FaceSheetRow[] {
  const ranked = coverages.map((c) => ({
    id: c.id,
    status: c.content.status,
    order: c.content.order,
    effectiveDate: c.content.period?.start ?? null,
    c,
  }));
  const ranks = rankCoverages(ranked);
  return sortByPriority(ranked).map(({ id, c }) => {
    const content = c.content;
    const payorId = content.payor?.reference.split('/')[1];
    const insurer = content.payor?.display ?? (payorId ? insurerNames.get(payorId) : undefined) ?? NOT_AVAILABLE;
    const details = [
      content.subscriberId ? `Member ID ${content.subscriberId}` : null,
      content.groupNumber ? `Group Number ${content.groupNumber}` : null,
      content.planName ? `Plan ${content.planName}` : null,
      content.period?.start ? `Effective ${day(content.period.start)}` : null,
      content.period?.end ? `Terminates ${day(content.period.end)}` : null,
    ].filter(Boolean);
    return { label: COVERAGE_RANK_LABELS[ranks.get(id) ?? 'inactive'], value: [insurer, ...details].join(' · ') };
  });
}

export function faceSheetSections(input: FaceSheetInput): FaceSheetSection[] {
  const availability = availabilityLines(input.availability).map((l) => ({ label: l.label, value: l.text }));
  return [
    { title: 'Demographics', rows: demographicsRows(input.demographics, input.marketName, input.payerName) },
    { title: 'Appointment Available Time', rows: availability, empty: NOT_AVAILABLE },
    { title: 'Admissions', rows: admissionRows(input.admissions), empty: NO_DATA },
    { title: 'Insurance', rows: coverageRows(input.coverages, input.insurerNames), empty: NO_DATA },
  ];
}
