// The record the server sends ↔ the form's values ↔ the input the server takes. The form holds
// what the user sees (a market's and a facility's names too); the input sends only ids.
import type { AddressRowInput } from '../../../domain/patients/address';
import { type DemographicsFormValues, type DemographicsValues, emptyContactRow } from '../../../domain/patients/demographics-input';
import { asPhoneUse } from '../../../domain/patients/phone';
import type { PatientDemographicsInput } from '../../../gql/graphql';
import type { DemographicsRecord } from './demographics-api';

type RecordAddress = DemographicsRecord['addresses'][number];

const addressRow = (a: RecordAddress): AddressRowInput => ({
  addressType: a.addressType === 'facility' ? 'facility' : 'home',
  line1: a.line[0] ?? '',
  line2: a.line.slice(1).join(' '),
  city: a.city,
  state: a.state,
  postalCode: a.postalCode.replace(/\D/g, ''),
  county: a.county ?? '',
  marketId: a.marketId ?? '',
  marketName: a.marketName ?? '',
  facilityId: a.facilityId ?? '',
  facilityName: a.facilityName ?? '',
  facilityContactId: a.facilityContactId ?? '',
  facilityContactName: a.facilityContactName ?? '',
  instruction: a.instruction ?? '',
  serviceAddress: a.serviceAddress ?? false,
  verified: a.verified ?? false,
  additionalMarket: a.additionalMarket ?? false,
});

const contactRow = (c: { name: string; relationship?: string | null; phone?: string | null }) => ({
  name: c.name,
  relationship: c.relationship ?? '',
  phone: c.phone ?? '',
});

export function formValuesOf(r: DemographicsRecord): DemographicsFormValues {
  return {
    firstName: r.firstName,
    middleName: r.middleName,
    lastName: r.lastName,
    preferredName: r.preferredName,
    gender: r.gender,
    birthDate: r.birthDate,
    maritalStatus: r.maritalStatus ?? '',
    race: r.race ?? '',
    ethnicity: r.ethnicity ?? '',
    email: r.email ?? '',
    fax: r.fax ?? '',
    ssn: '',
    phones: r.phones.map((p) => ({ use: asPhoneUse(p.use), value: p.value, extension: p.extension ?? '' })),
    okToText: r.okToText ?? '',
    emergencyContact: r.emergencyContact ? contactRow(r.emergencyContact) : emptyContactRow(),
    caregivers: r.caregivers.map(contactRow),
    addresses: r.addresses.map(addressRow),
    homeHealthId: r.homeHealthId ?? '',
    homeHealthName: r.homeHealthName ?? '',
    pcpPracticeId: r.pcpPracticeId ?? '',
    pcpPhysicianId: r.pcpPhysicianId ?? '',
    pcpName: r.pcpName ?? '',
  };
}

export function inputOf(values: DemographicsValues, record: Pick<DemographicsRecord, 'patientId' | 'versionId'>): PatientDemographicsInput {
  return {
    patientId: record.patientId,
    versionId: record.versionId,
    firstName: values.firstName,
    middleName: values.middleName,
    lastName: values.lastName,
    preferredName: values.preferredName,
    gender: values.gender,
    birthDate: values.birthDate,
    maritalStatus: values.maritalStatus,
    race: values.race,
    ethnicity: values.ethnicity,
    email: values.email,
    fax: values.fax,
    ssn: values.ssn,
    phones: values.phones.map((p) => ({ use: p.use, value: p.value, extension: p.extension })),
    okToText: values.okToText,
    emergencyContact: values.emergencyContact,
    caregivers: values.caregivers,
    addresses: values.addresses.map(({ marketName: _market, facilityName: _facility, facilityContactName: _contact, ...a }) => ({
      ...a,
      marketId: a.marketId || null,
      facilityId: a.addressType === 'facility' ? a.facilityId || null : null,
      facilityContactId: a.addressType === 'facility' ? a.facilityContactId || null : null,
    })),
    homeHealthId: values.homeHealthId || null,
    pcpPracticeId: values.pcpPracticeId || null,
    pcpPhysicianId: values.pcpPracticeId ? values.pcpPhysicianId || null : null,
  };
}
