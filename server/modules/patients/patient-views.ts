// Patient rows → the Patient type of patient.graphql; also what the clinician's schedule pack
// carries (encounters/schedule-service.ts).
import dayjs from 'dayjs';
import { displayName, type Patient } from '../../../src/domain/resources.ts';

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
}

export const toPatientView = (
  row: { id: string; versionId: number; lastUpdated: Date; content: Patient },
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
  };
};
