// The chart's demo records (server/db/schema/chart.ts), one builder per area.
import { assignDemoAvailability } from './availability.ts';
import { buildCoverageRecords } from './coverages.ts';
import { buildDischargeRequestRecords } from './discharge-requests.ts';
import { buildDocumentRecords } from './documents.ts';
import type { ChartSeedInput } from './input.ts';
import { buildNoteRecords } from './notes.ts';
import { buildProblemRecords } from './problems.ts';

export type { ChartSeedInput } from './input.ts';

export function buildChartRecords(input: ChartSeedInput) {
  // The availability lives on the patients themselves (SPEC §3 Patient), not in a table of its own.
  assignDemoAvailability(input);
  return {
    ...buildCoverageRecords(input),
    ...buildDocumentRecords(input),
    ...buildProblemRecords(input),
    ...buildNoteRecords(input),
    ...buildDischargeRequestRecords(input),
  };
}

export type ChartRecords = ReturnType<typeof buildChartRecords>;
