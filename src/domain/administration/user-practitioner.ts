// Which users work as clinicians and so are linked to a practitioner (SPEC §3 Practitioner; §6
// 'Clinician helpers: clin, advclin, lic-clin', and the lead clinician who also sees patients).
// The form offers 'Create a practitioner for this user' only to them.
import type { JobFunction } from '../access';

export const PRACTITIONER_JOB_FUNCTIONS: readonly JobFunction[] = ['clin', 'advclin', 'lic-clin', 'leadclin'];

export const needsPractitioner = (jobFunctions: readonly string[]): boolean =>
  jobFunctions.some((code) => (PRACTITIONER_JOB_FUNCTIONS as readonly string[]).includes(code));
