// SPEC §7 telemedicine statuses as SQL conditions on the encounter table, the same rule as
// telehealth/telehealth-views.ts telemedicineStatusOf: a request nobody took is 'requested'; one
// taken is 'in-progress' until it is finished (checked out) or cancelled. The telehealth lists and
// EncounterList's tmStatuses filter both use it.
import { and, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { TelemedicineStatus } from '../../../src/domain/telehealth/telemedicine-status.ts';
import { encounters } from '../../db/schema/encounters.ts';

export const TELEMEDICINE_STATUS_SQL: Readonly<Record<TelemedicineStatus, SQL>> = {
  requested: and(eq(encounters.status, 'planned'), isNull(encounters.practitionerId)) as SQL,
  'in-progress': or(
    eq(encounters.status, 'in-progress'),
    and(eq(encounters.status, 'planned'), isNotNull(encounters.practitionerId)),
  ) as SQL,
  finished: eq(encounters.status, 'finished'),
  cancelled: eq(encounters.status, 'cancelled'),
};
