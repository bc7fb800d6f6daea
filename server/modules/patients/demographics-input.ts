// The argument of updatePatientDemographics (DESIGN §5): the patient, the version the user saw and
// the SPEC §2 demographics, parsed with the form's own schema (src/domain/patients/
// demographics-input.ts) before anything else, refused with BAD_USER_INPUT naming the field
// ('phones.1.use', 'addresses.0.postalCode'), so the form shows it there. A null is read as an
// empty value, as the form would send it.
import * as v from 'valibot';
import { type DemographicsValues, demographicsSchema } from '../../../src/domain/patients/demographics-input.ts';
import { parseId } from '../shared/ids.ts';
import { parseInput, withoutNulls } from '../shared/input.ts';

const Target = v.object({
  patientId: v.string('patientId is required'),
  versionId: v.pipe(
    v.number('versionId must be a number'),
    v.integer('versionId must be a whole number'),
    v.minValue(1, 'versionId must be at least 1'),
  ),
});

export interface ParsedDemographics {
  patientId: string;
  versionId: number;
  values: DemographicsValues;
}

/** `today` ('YYYY-MM-DD'): a date of birth cannot be later. The consent rule needs the record: the service checks it. */
export function parseDemographicsInput(input: unknown, today: string): ParsedDemographics {
  const clean = withoutNulls(input);
  const target = parseInput(Target, clean);
  const values = parseInput(demographicsSchema({ today, consentSaved: true }), clean);
  values.addresses.forEach((a, i) => {
    if (a.facilityId) a.facilityId = parseId(a.facilityId, `addresses.${i}.facilityId`);
    if (a.marketId) a.marketId = parseId(a.marketId, `addresses.${i}.marketId`);
    if (a.facilityContactId) a.facilityContactId = parseId(a.facilityContactId, `addresses.${i}.facilityContactId`);
  });
  if (values.homeHealthId) values.homeHealthId = parseId(values.homeHealthId, 'homeHealthId');
  if (values.pcpPracticeId) values.pcpPracticeId = parseId(values.pcpPracticeId, 'pcpPracticeId');
  if (values.pcpPhysicianId) values.pcpPhysicianId = parseId(values.pcpPhysicianId, 'pcpPhysicianId');
  return { patientId: parseId(target.patientId, 'patientId'), versionId: target.versionId, values };
}
