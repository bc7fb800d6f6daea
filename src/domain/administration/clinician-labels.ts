// The words /clinicians shows for a Practitioner's parts (SPEC §2 'Change history': which fields
// an edit changed; audit.ts).
export const CLINICIAN_FIELD_LABELS: Readonly<Record<string, string>> = {
  identifier: 'Employee ID',
  telecom: 'Phones and email',
  address: 'Address',
  qualification: 'Qualifications',
  adpSyncEnabled: 'ADP sync enabled',
  clinicianStartDate: 'Clinician start date',
  markets: 'Markets',
  additionalMarkets: 'Additional markets',
  name: 'Name',
  active: 'Active',
};
