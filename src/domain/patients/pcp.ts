// The patient's primary care physician (SPEC §3 Patient 'pcp list, generalPractitioner'): a
// physician of a PCP practice (SPEC §7 CareTeamPhysicians), stored as the practice
// (generalPractitioner, whose fax the PCP letters go to) and the physician.
import type { Reference } from '../resources';

/** The physician the patient's PCP practice names, by the contact's id in the practice. */
export interface PcpPhysician {
  id: string;
  display: string;
}

/** How a PCP is shown: 'Dr Ann Lee — Oak Family Medicine', or the practice alone. */
export const pcpLabel = (physician: string | null | undefined, practice: string | null | undefined): string =>
  [physician, practice].filter((p) => p && p !== '').join(' — ');

/** The practice's id of a generalPractitioner reference ('' when it is not an organization). */
export const practiceIdOf = (ref: Reference | undefined): string =>
  ref?.reference.startsWith('Organization/') ? (ref.reference.split('/')[1] ?? '') : '';

/** The patient's PCP as shown (the physician and practice), or null without one. */
export const pcpOf = (p: { generalPractitioner?: Reference[]; pcpPhysician?: PcpPhysician }): string | null => {
  const practice = p.generalPractitioner?.[0];
  return practice ? pcpLabel(p.pcpPhysician?.display, practice.display) || null : null;
};
