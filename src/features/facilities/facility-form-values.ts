// A facility as the server shows it (FacilityFields) → the form's values, through the stored
// shape's own rule (src/domain/master-lists/facility-record.ts facilityFormOf): one mapping.
import { NPI_SYSTEM } from '../../domain/master-lists/facility';
import type { FacilityForm } from '../../domain/master-lists/facility-input';
import { type FacilityContact, type FacilityOrganization, facilityFormOf } from '../../domain/master-lists/facility-record';
import type { PatientContactPoint } from '../../domain/patients/phone';
import type { OrganizationType } from '../../domain/resources';
import type { FacilityItem } from './facilities-api';

const points = (telecom: FacilityItem['telecom']): PatientContactPoint[] =>
  telecom.map((t) => ({
    system: t.system as PatientContactPoint['system'],
    value: t.value,
    ...(t.use ? { use: t.use as NonNullable<PatientContactPoint['use']> } : {}),
    ...(t.rank !== null && t.rank !== undefined ? { rank: t.rank } : {}),
    ...(t.extension ? { extension: t.extension } : {}),
  }));

const contactOf = (c: FacilityItem['contacts'][number]): FacilityContact => ({
  id: c.id,
  name: {
    given: c.middleName ? [c.firstName, c.middleName] : [c.firstName],
    family: c.lastName,
    ...(c.prefix ? { prefix: c.prefix } : {}),
  },
  ...(c.role ? { role: c.role } : {}),
  ...(c.npi ? { identifier: [{ system: NPI_SYSTEM, value: c.npi }] } : {}),
  telecom: points(c.telecom),
  active: c.active,
  primary: c.primary,
});

export function facilityFormOfItem(item: FacilityItem): FacilityForm {
  const a = item.address;
  const stored: FacilityOrganization = {
    name: item.name,
    type: item.type as OrganizationType,
    active: item.active,
    address: a
      ? [
          {
            line: a.line,
            city: a.city,
            state: a.state,
            postalCode: a.postalCode,
            ...(a.county ? { district: a.county } : {}),
            ...(a.market ? { market: { reference: `Organization/${a.market.id}`, display: a.market.name } } : {}),
            ...(a.instruction ? { instruction: a.instruction } : {}),
          },
        ]
      : [],
    telecom: points(item.telecom),
    contact: item.contacts.map(contactOf),
  };
  return facilityFormOf(stored);
}
