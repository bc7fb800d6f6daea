// What every chart-record seed builder is given: the demo patients and admissions, the staff's
// user ids and the day the data is relative to. Each builder draws from its own Rng stream
// (random.ts), so one area's records never shift another's.
import type { Admission } from '../admissions.ts';
import type { Org } from '../organizations.ts';
import type { SeedPatient } from '../patients.ts';

export interface ChartSeedInput {
  patients: readonly SeedPatient[];
  admissions: readonly Admission[];
  organizations: readonly Org[];
  userIds: ReadonlyMap<string, string>;
  today: Date;
}
