// A practitioner's appointments over a time range: the day pack, the schedule board and the
// route all read a clinician's visits this one way.
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Appointment } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { appointments } from '../../db/schema/encounters.ts';

export const appointmentRangeRepository = {
  /** Starting in [start, end), not deleted (cancelled ones included), by start; `forUpdate` locks them until the transaction ends. */
  async between(
    tx: Executor,
    practitionerId: string,
    start: Date,
    end: Date,
    { forUpdate = false } = {},
  ): Promise<ResourceRow<Appointment>[]> {
    const query = tx
      .select(rowColumns(appointments))
      .from(appointments)
      .where(
        and(
          eq(appointments.practitionerId, practitionerId),
          gte(appointments.start, start),
          lt(appointments.start, end),
          eq(appointments.deleted, false),
        ),
      )
      .orderBy(asc(appointments.start), asc(appointments.id));
    return asRows<Appointment>(await (forUpdate ? query.for('update') : query));
  },
};
