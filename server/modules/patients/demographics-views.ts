// The patient's demographics as the edit form reads them (PatientDemographicsRecord): every
// editable value, the record's version to write against, and whether the 'OK to text' consent is
// saved (SPEC §5: then it is shown, not asked). Only the SSN's last 4 digits leave the server.
import { type AddressView, addressView } from '../../../src/domain/patients/address.ts';
import { firstOfSystem, phoneDisplay, ssnLast4, ssnOf } from '../../../src/domain/patients/contact-display.ts';
import type { DemographicsPatient } from '../../../src/domain/patients/demographics-apply.ts';
import { externalPatientNumber } from '../../../src/domain/patients/patient-search.ts';
import { pcpOf, practiceIdOf } from '../../../src/domain/patients/pcp.ts';
import { phoneUseOf } from '../../../src/domain/patients/phone.ts';
import type { PatientContact } from '../../../src/domain/resources.ts';

export interface ContactView {
  name: string;
  relationship: string | null;
  phone: string | null;
}

export interface PhoneView {
  use: string;
  value: string;
  extension: string | null;
  display: string;
}

export interface DemographicsRecordView {
  patientId: string;
  versionId: number;
  lastUpdated: string;
  firstName: string;
  middleName: string;
  lastName: string;
  preferredName: string;
  gender: string;
  birthDate: string;
  maritalStatus: string | null;
  race: string | null;
  ethnicity: string | null;
  email: string | null;
  fax: string | null;
  ssnLast4: string | null;
  externalNumber: string | null;
  phones: PhoneView[];
  okToText: string | null;
  textConsentSaved: boolean;
  emergencyContact: ContactView | null;
  caregivers: ContactView[];
  addresses: AddressView[];
  homeHealthId: string | null;
  homeHealthName: string | null;
  pcpPracticeId: string | null;
  pcpPhysicianId: string | null;
  pcpName: string | null;
}

const contactView = (c: PatientContact): ContactView => ({ name: c.name, relationship: c.relationship ?? null, phone: c.phone ?? null });

/** Every phone in rank order (SPEC §3: all phones are requested here), with its extension and display. */
export const phoneViews = (p: Pick<DemographicsPatient, 'telecom'>): PhoneView[] =>
  p.telecom
    .filter((t) => t.system === 'phone')
    .sort((a, b) => (a.rank ?? 99) - (b.rank ?? 99))
    .map((t) => ({ use: phoneUseOf(t), value: t.value, extension: t.extension ?? null, display: phoneDisplay(t) }));

export function toDemographicsRecordView(row: {
  id: string;
  versionId: number;
  lastUpdated: Date;
  content: DemographicsPatient;
}): DemographicsRecordView {
  const p = row.content;
  const official = p.name.find((n) => n.use === 'official') ?? p.name[0];
  const nickname = p.name.find((n) => n.use === 'nickname');
  const contacts = p.contact ?? [];
  const emergency = contacts.find((c) => c.kind === 'emergency');
  return {
    patientId: row.id,
    versionId: row.versionId,
    lastUpdated: row.lastUpdated.toISOString(),
    firstName: official?.given[0] ?? '',
    middleName: official?.given.slice(1).join(' ') ?? '',
    lastName: official?.family ?? '',
    preferredName: nickname?.given.join(' ') ?? '',
    gender: p.gender,
    birthDate: p.birthDate,
    maritalStatus: p.maritalStatus ?? null,
    race: p.race ?? null,
    ethnicity: p.ethnicity ?? null,
    email: firstOfSystem(p.telecom, 'email')?.value ?? null,
    fax: firstOfSystem(p.telecom, 'fax')?.value ?? null,
    ssnLast4: ssnLast4(ssnOf(p.identifier)?.value),
    externalNumber: externalPatientNumber(p.identifier),
    phones: phoneViews(p),
    okToText: p.textConsent?.value ?? null,
    textConsentSaved: p.textConsent !== undefined,
    emergencyContact: emergency ? contactView(emergency) : null,
    caregivers: contacts.filter((c) => c.kind === 'caregiver').map(contactView),
    addresses: p.address.map(addressView),
    homeHealthId: p.homeHealth?.reference.split('/')[1] ?? null,
    homeHealthName: p.homeHealth ? (p.homeHealth.display ?? '') : null,
    pcpPracticeId: practiceIdOf(p.generalPractitioner?.[0]) || null,
    pcpPhysicianId: p.pcpPhysician?.id ?? null,
    pcpName: pcpOf(p),
  };
}
