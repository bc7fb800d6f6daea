// Patient rows → the Patient type of patient.graphql; also what the clinician's schedule pack
// carries (encounters/schedule-service.ts).
import dayjs from 'dayjs';
import { externalPatientNumber } from '../../../src/domain/patients/patient-search.ts';
import { type AdmissionStatus, displayName, type Patient } from '../../../src/domain/resources.ts';

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
  address: Patient['address'][number] | null;
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
    address: p.address[0] ?? null,
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
