// The dashboards' arguments (dashboards.graphql), parsed into clean values or refused as
// BAD_USER_INPUT naming the field: the filter's schema is the screens' (src/domain/dashboards).
import * as v from 'valibot';
import { type DashboardFilter, DashboardFilterInput } from '../../../src/domain/dashboards/dashboard-filter.ts';
import { MAX_PENDING } from '../../../src/domain/dashboards/device-sync.ts';
import { SIGN_STATES, type SignState } from '../../../src/domain/dashboards/rates.ts';
import { VISIT_OUTCOMES, type VisitOutcome } from '../../../src/domain/dashboards/visit-outcome.ts';
import { badInput } from '../../errors.ts';
import { parseArg, withoutNulls } from '../shared/input.ts';
import type { PageArgs } from '../shared/paging.ts';

export function parseFilter(raw: unknown): DashboardFilter {
  const value = withoutNulls((raw as { filter?: unknown } | null)?.filter ?? null) ?? null;
  const f = parseArg(DashboardFilterInput, 'filter', value);
  return { from: f.from, to: f.to, market: f.market ?? null, practitionerId: f.practitionerId ?? null };
}

/** A REST export's query string (from, to, market), as the same filter. */
export const parseExportFilter = (query: unknown): DashboardFilter => parseFilter({ filter: query ?? {} });

const DayInput = v.nullish(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')));
const OutcomeInput = v.nullish(v.picklist(VISIT_OUTCOMES, `must be one of ${VISIT_OUTCOMES.join(', ')}`));

export interface VisitsInput {
  filter: DashboardFilter;
  day: string | null;
  outcome: VisitOutcome | null;
  page: PageArgs;
}

/** What every list behind a number takes: the filter, a day within it, a page. */
function parseBehindNumber(raw: unknown): { filter: DashboardFilter; day: string | null; page: PageArgs } {
  const args = (raw ?? {}) as { day?: unknown; first?: number | null; after?: string | null };
  const filter = parseFilter(raw);
  const day = parseArg(DayInput, 'day', args.day) ?? null;
  if (day !== null && (day < filter.from || day > filter.to)) throw badInput('day must be within the filter dates', 'day');
  return { filter, day, page: { first: args.first ?? null, after: args.after ?? null } };
}

export function parseVisits(raw: unknown): VisitsInput {
  return { ...parseBehindNumber(raw), outcome: parseArg(OutcomeInput, 'outcome', (raw as { outcome?: unknown } | null)?.outcome) ?? null };
}

const SigningInput = v.nullish(v.picklist(SIGN_STATES, `must be one of ${SIGN_STATES.join(', ')}`));

export interface DocumentedInput {
  filter: DashboardFilter;
  day: string | null;
  signing: SignState | null;
  page: PageArgs;
}

/** The documented visits behind a 'signed within 24 h' number: the filter, a day of it, a sign state. */
export function parseDocumented(raw: unknown): DocumentedInput {
  return { ...parseBehindNumber(raw), signing: parseArg(SigningInput, 'signing', (raw as { signing?: unknown } | null)?.signing) ?? null };
}

const ReportInput = v.object({
  deviceId: v.pipe(v.string('must be an id'), v.uuid('must be an id')),
  pending: v.pipe(
    v.number('must be a number'),
    v.integer('must be a whole number'),
    v.minValue(0, 'must be 0 or more'),
    v.maxValue(MAX_PENDING, `must be at most ${MAX_PENDING}`),
  ),
});

export function parseDeviceReport(raw: unknown): { deviceId: string; pending: number } {
  const args = (raw ?? {}) as { deviceId?: unknown; pending?: unknown };
  return {
    deviceId: parseArg(ReportInput.entries.deviceId, 'deviceId', args.deviceId).toLowerCase(),
    pending: parseArg(ReportInput.entries.pending, 'pending', args.pending),
  };
}
