// Patient rows → the Patient type of patient.graphql; also what the clinician's schedule pack
// carries (encounters/schedule-service.ts).
import dayjs from 'dayjs';
import { type AddressView, addressView } from '../../../src/domain/patients/address.ts';
import { hospitalNameOf } from '../../../src/domain/patients/admission-actions.ts';
import { CHART_TABS, type ChartTabKey } from '../../../src/domain/patients/chart-tabs.ts';
import { firstOfSystem, ssnLast4, ssnOf } from '../../../src/domain/patients/contact-display.ts';
import { externalPatientNumber } from '../../../src/domain/patients/patient-search.ts';
import { pcpOf } from '../../../src/domain/patients/pcp.ts';
import { type AdmissionStatus, displayName, type EpisodeOfCare, type Patient } from '../../../src/domain/resources.ts';
import { timeZoneForState } from '../../../src/domain/time-zone.ts';
import { phoneViews } from './demographics-views.ts';

export interface PatientView {
  id: string;
  versionId: number;
  lastUpdated: string;
  name: string;
  givenName: string;
  familyName: string;
  gender: string;
  birthDate: string;
  age: number;
  phone: string | null;
  address: AddressView | null;
  payerName: string | null;
  externalNumber: string | null;
  state: string | null;
  marketId: string | null;
  /** Only on the patient list and the chart (PatientListRow); the schedule pack leaves them out. */
  admissionStatus?: AdmissionStatus | null;
  marketName?: string | null;
}

export const toPatientView = (
  row: {
    id: string;
    versionId: number;
    lastUpdated: Date;
    content: Patient;
    admissionStatus?: AdmissionStatus | null;
    marketName?: string | null;
  },
  today: dayjs.Dayjs = dayjs(),
): PatientView => {
  const p = row.content;
  const name = p.name.find((n) => n.use === 'official') ?? p.name[0];
  return {
    id: row.id,
    versionId: row.versionId,
    lastUpdated: row.lastUpdated.toISOString(),
    name: displayName(p.name),
    givenName: name?.given.join(' ') ?? '',
    familyName: name?.family ?? '',
    gender: p.gender,
    birthDate: p.birthDate,
    age: today.diff(dayjs(p.birthDate), 'year'),
    phone: p.telecom.find((t) => t.system === 'phone')?.value ?? null,
    address: p.address[0] ? addressView(p.address[0]) : null,
    payerName: p.payerName ?? null,
    externalNumber: externalPatientNumber(p.identifier),
    state: p.address[0]?.state ?? null,
    marketId: p.managingOrganization?.reference.startsWith('Organization/')
      ? (p.managingOrganization.reference.split('/')[1] ?? null)
      : null,
    ...('admissionStatus' in row ? { admissionStatus: row.admissionStatus ?? null } : {}),
    ...('marketName' in row ? { marketName: row.marketName ?? null } : {}),
  };
};

export interface DemographicsView {
  fullName: string;
  preferredName: string | null;
  gender: string;
  birthDate: string;
  age: number;
  maritalStatus: string | null;
  externalNumber: string | null;
  ssnLast4: string | null;
  phones: { use: string | null; value: string; extension: string | null; display: string }[];
  emergencyContact: { name: string; relationship: string | null; phone: string | null } | null;
  caregivers: { name: string; relationship: string | null; phone: string | null }[];
  addresses: AddressView[];
  email: string | null;
  fax: string | null;
  race: string | null;
  ethnicity: string | null;
  timeZone: string;
  homeHealthName: string | null;
  pcpName: string | null;
}

const contactView = (c: NonNullable<Patient['contact']>[number]) => ({
  name: c.name,
  relationship: c.relationship ?? null,
  phone: c.phone ?? null,
});

/** SPEC §2 demographics of a patient (the SSN reduced to its last 4 digits here, on the server). */
export function toDemographicsView(p: Patient, today: dayjs.Dayjs = dayjs()): DemographicsView {
  const nickname = p.name.find((n) => n.use === 'nickname');
  const contacts = p.contact ?? [];
  const emergency = contacts.find((c) => c.kind === 'emergency');
  return {
    fullName: displayName(p.name),
    preferredName: nickname ? nickname.given.join(' ') : null,
    gender: p.gender,
    birthDate: p.birthDate,
    age: today.diff(dayjs(p.birthDate), 'year'),
    maritalStatus: p.maritalStatus ?? null,
    externalNumber: externalPatientNumber(p.identifier),
    ssnLast4: ssnLast4(ssnOf(p.identifier)?.value),
    phones: phoneViews(p),
    emergencyContact: emergency ? contactView(emergency) : null,
    caregivers: contacts.filter((c) => c.kind === 'caregiver').map(contactView),
    addresses: p.address.map(addressView),
    email: firstOfSystem(p.telecom, 'email')?.value ?? null,
    fax: firstOfSystem(p.telecom, 'fax')?.value ?? null,
    race: p.race ?? null,
    ethnicity: p.ethnicity ?? null,
    timeZone: timeZoneForState(p.address[0]?.state),
    homeHealthName: p.homeHealth ? (p.homeHealth.display ?? '') : null,
    pcpName: pcpOf(p),
  };
}

/** SPEC §2's twelve tabs, in order, with the counts the chart has records for (the others 0 until their areas arrive). */
export function toChartTabs(counts: Partial<Record<ChartTabKey, number>>): { key: ChartTabKey; count: number }[] {
  return CHART_TABS.map((t) => ({ key: t.key, count: counts[t.key] ?? 0 }));
}

export interface AdmissionView {
  id: string;
  versionId: number;
  lastUpdated: string;
  status: AdmissionStatus;
  statusHistory: { status: AdmissionStatus; start: string; end: string | null }[];
  periodStart: string;
  periodEnd: string | null;
  holdReason: string | null;
  readmitReason: string | null;
  readmitText: string | null;
  hospitalName: string | null;
  cancellationReason: string | null;
}

export const toAdmissionView = (row: { id: string; versionId: number; lastUpdated: Date; content: EpisodeOfCare }): AdmissionView => ({
  id: row.id,
  versionId: row.versionId,
  lastUpdated: row.lastUpdated.toISOString(),
  status: row.content.status,
  statusHistory: row.content.statusHistory.map((h) => ({ status: h.status, start: h.period.start, end: h.period.end ?? null })),
  periodStart: row.content.period.start,
  periodEnd: row.content.period.end ?? null,
  holdReason: row.content.holdReason ?? null,
  readmitReason: row.content.readmitReason?.code ?? null,
  readmitText: row.content.readmitReason?.text ?? null,
  hospitalName: hospitalNameOf(row.content),
  cancellationReason: row.content.cancellationReason?.display ?? null,
});
