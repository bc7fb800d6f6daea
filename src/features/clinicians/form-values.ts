// The clinician the server sends ↔ the edit form's values ↔ the input the server takes.
import { type ClinicianFormValues, type ClinicianValues, emptyClinicianAddress } from '../../domain/administration/clinician-input';
import { asPhoneUse } from '../../domain/patients/phone';
import type { ClinicianInput } from '../../gql/graphql';
import type { ClinicianItem } from './clinicians-api';

export function formValuesOf(c: ClinicianItem): ClinicianFormValues {
  return {
    employeeId: c.employeeId ?? '',
    phones: c.phones.map((p) => ({ use: asPhoneUse(p.use), value: p.value, extension: p.extension ?? '' })),
    email: c.email ?? '',
    address: c.address
      ? {
          line1: c.address.line[0] ?? '',
          line2: c.address.line.slice(1).join(' '),
          city: c.address.city,
          state: c.address.state,
          postalCode: c.address.postalCode.replace(/\D/g, ''),
        }
      : emptyClinicianAddress(),
    qualifications: c.qualifications.map((q) => ({ code: q.code, periodEnd: q.periodEnd ?? '' })),
    adpSyncEnabled: c.adpSyncEnabled,
    clinicianStartDate: c.clinicianStartDate ?? '',
    markets: [...c.markets],
    additionalMarkets: [...c.additionalMarkets],
  };
}

export function inputOf(values: ClinicianValues): ClinicianInput {
  return {
    employeeId: values.employeeId,
    phones: values.phones.map((p) => ({ use: p.use, value: p.value, extension: p.extension })),
    email: values.email,
    address: values.address ?? emptyClinicianAddress(),
    qualifications: values.qualifications.map((q) => ({ code: q.code, periodEnd: q.periodEnd })),
    adpSyncEnabled: values.adpSyncEnabled,
    clinicianStartDate: values.clinicianStartDate,
    markets: values.markets,
    additionalMarkets: values.additionalMarkets,
  };
}
