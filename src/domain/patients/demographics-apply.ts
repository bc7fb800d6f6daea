// What a demographics edit does to the stored patient (SPEC §2/§3/§4), as one pure function the
// server runs inside its versioned write: the names (official and nickname), the contacts, the
// SSN identifier (type SB, use official), the phones, email and fax (SPEC §3: an emptied value
// removes that entry), the addresses (SPEC §4: facility attached, service address first) and the
// 'OK to text' consent, recorded once with who and when. What the form does not edit is kept.
import type { HumanName, Patient, PatientContact } from '../resources';
import { addressOfRow, type PatientAddress, serviceAddressFirst } from './address';
import { ssnOf } from './contact-display';
import type { DemographicsValues } from './demographics-input';
import { formatSsn } from './person-fields';
import { applyTelecom, type OkToText, type PatientContactPoint, type TextConsent } from './phone';

/** The stored patient with the demographics' own fields (content is jsonb: these ride along). */
export type DemographicsPatient = Omit<Patient, 'telecom' | 'address'> & {
  telecom: PatientContactPoint[];
  address: PatientAddress[];
  textConsent?: TextConsent;
};

export interface ApplyFacts {
  /** Names of the organizations the addresses name (facilities and markets), by id. */
  organizationNames: ReadonlyMap<string, string>;
  /** Names of the facility contact persons the addresses and the PCP name, by id. */
  contactNames: ReadonlyMap<string, string>;
  /** Who edits, and when (ISO). */
  userId: string;
  now: string;
}

const SSN_TYPE = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'SB', display: 'Social Beneficiary Identifier' }],
};

function names(current: readonly HumanName[], d: DemographicsValues): HumanName[] {
  const officialIndex = Math.max(
    0,
    current.findIndex((n) => n.use === 'official'),
  );
  const given = d.middleName ? [d.firstName, d.middleName] : [d.firstName];
  const official: HumanName = { ...(current[officialIndex] ?? {}), use: 'official', given, family: d.lastName };
  const others = current.filter((n, i) => i !== officialIndex && n.use !== 'nickname');
  const nickname: HumanName[] = d.preferredName ? [{ use: 'nickname', given: [d.preferredName], family: d.lastName }] : [];
  return [official, ...others, ...nickname];
}

function contacts(d: DemographicsValues): PatientContact[] {
  const contact = (kind: PatientContact['kind'], c: { name: string; relationship: string; phone: string }): PatientContact => ({
    kind,
    name: c.name,
    ...(c.relationship ? { relationship: c.relationship } : {}),
    ...(c.phone ? { phone: c.phone } : {}),
  });
  const emergency = d.emergencyContact.name ? [contact('emergency', d.emergencyContact)] : [];
  return [...emergency, ...d.caregivers.map((c) => contact('caregiver', c))];
}

function identifiers(current: Patient['identifier'], ssn: string): Patient['identifier'] {
  if (!ssn) return current;
  const list = current ?? [];
  const existing = ssnOf(list);
  const next = { system: 'http://hl7.org/fhir/sid/us-ssn', value: formatSsn(ssn), use: 'official', type: SSN_TYPE };
  return existing ? list.map((i) => (i === existing ? { ...i, ...next } : i)) : [...list, next];
}

/** Sets `key` to `value`, or removes it when the value is empty. */
function setOrDrop<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | ''): void {
  if (value === '' || value === undefined) delete target[key];
  else target[key] = value;
}

/** SPEC §3 generalPractitioner: the practice first (the PCP letters' fax), then the others kept; the physician with it. */
function applyPcp(next: DemographicsPatient, current: DemographicsPatient, d: DemographicsValues, facts: ApplyFacts): void {
  const others = (current.generalPractitioner ?? []).slice(1);
  if (!d.pcpPracticeId) {
    if (others.length > 0) next.generalPractitioner = others;
    else delete next.generalPractitioner;
    delete next.pcpPhysician;
    return;
  }
  const name = facts.organizationNames.get(d.pcpPracticeId);
  next.generalPractitioner = [{ reference: `Organization/${d.pcpPracticeId}`, ...(name ? { display: name } : {}) }, ...others];
  const physician = facts.contactNames.get(d.pcpPhysicianId);
  if (d.pcpPhysicianId && physician) next.pcpPhysician = { id: d.pcpPhysicianId, display: physician };
  else delete next.pcpPhysician;
}

export function applyDemographics(current: DemographicsPatient, d: DemographicsValues, facts: ApplyFacts): DemographicsPatient {
  const nameOf = (id: string) => facts.organizationNames.get(id);
  const addresses = d.addresses.map((row, i) => {
    const orgNames: { facility?: string; facilityContact?: string; market?: string } = {};
    const facility = nameOf(row.facilityId);
    const market = nameOf(row.marketId);
    const contact = facts.contactNames.get(row.facilityContactId);
    if (facility) orgNames.facility = facility;
    if (contact) orgNames.facilityContact = contact;
    if (market) orgNames.market = market;
    return addressOfRow(row, current.address[i], orgNames);
  });
  const next: DemographicsPatient = {
    ...current,
    name: names(current.name, d),
    gender: d.gender as Patient['gender'],
    birthDate: d.birthDate,
    telecom: applyTelecom(current.telecom, { phones: d.phones, email: d.email, fax: d.fax }),
    address: serviceAddressFirst(addresses),
  };
  setOrDrop(next, 'maritalStatus', d.maritalStatus);
  setOrDrop(next, 'race', d.race);
  setOrDrop(next, 'ethnicity', d.ethnicity);
  setOrDrop(next, 'identifier', identifiers(current.identifier, d.ssn));
  if (d.homeHealthId) {
    const name = nameOf(d.homeHealthId);
    next.homeHealth = { reference: `Organization/${d.homeHealthId}`, ...(name ? { display: name } : {}) };
  } else delete next.homeHealth;
  applyPcp(next, current, d, facts);
  const people = contacts(d);
  if (people.length > 0) next.contact = people;
  else delete next.contact;
  if (!current.textConsent && d.okToText !== '') {
    next.textConsent = { value: d.okToText as OkToText, recordedAt: facts.now, recordedBy: facts.userId };
  }
  return next;
}
