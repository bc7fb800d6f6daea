// The chart's Encounters and Appointments tabs (SPEC §2 tabs 7 and 11): each list is a
// declaration (chart-visits-queries.ts) run by the one reader (DESIGN §5): the rule, the input,
// the patient access rule, then the list under the encounter read rule.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import { createReader } from '../shared/write-pipeline.ts';
import { type ChartVisitArgs, chartVisitQueries as queries } from './chart-visits-queries.ts';

export type { ChartVisitArgs } from './chart-visits-queries.ts';

export function createChartVisitService(db: Database) {
  const reader = createReader(db);
  return {
    encounters: (user: SessionUser | null, args: ChartVisitArgs) => reader.run(queries.encounters, user, args),
    appointments: (user: SessionUser | null, args: ChartVisitArgs) => reader.run(queries.appointments, user, args),
  };
}

export type ChartVisitService = ReturnType<typeof createChartVisitService>;
