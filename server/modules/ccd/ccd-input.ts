// The CCD's arguments (ccd.graphql), parsed into clean values or refused as BAD_USER_INPUT naming
// the field; the date range with the request form's schema (src/domain/ccd/ccd-request.ts).
import * as v from 'valibot';
import { CCD_STATUSES, CcdRequestFormSchema, type CcdStatus } from '../../../src/domain/ccd/ccd-request.ts';
import { parseId } from '../shared/ids.ts';
import { parseArg, parseInput } from '../shared/input.ts';

export interface CcdRange {
  start: string | null;
  end: string | null;
}

export interface CcdRequestInput {
  episodeOfCareId: string;
  range: CcdRange;
}

export const parseAdmissionId = (raw: unknown): { episodeOfCareId: string } => ({
  episodeOfCareId: parseId((raw as { episodeOfCareId: string }).episodeOfCareId, 'episodeOfCareId'),
});

export function parseCcdRequest(raw: unknown): CcdRequestInput {
  const args = raw as { episodeOfCareId: unknown; dateRange?: { start?: string | null; end?: string | null } | null };
  const { episodeOfCareId } = parseAdmissionId(args);
  const range = args.dateRange ?? {};
  const parsed = parseInput(v.object({ dateRange: CcdRequestFormSchema }), {
    dateRange: { start: range.start ?? '', end: range.end ?? '' },
  }).dateRange;
  return { episodeOfCareId, range: { start: parsed.start || null, end: parsed.end || null } };
}

export interface CcdListInput {
  episodeOfCareId: string;
  status: CcdStatus | undefined;
  first: number;
}

const Filters = v.object({
  episodeOfCareId: v.string(),
  status: v.optional(v.nullable(v.picklist(CCD_STATUSES, `must be one of ${CCD_STATUSES.join(', ')}`))),
  first: v.optional(
    v.nullable(
      v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be at least 1'), v.maxValue(100, 'must be at most 100')),
    ),
  ),
});

export function parseCcdList(raw: unknown): CcdListInput {
  const filters = parseArg(Filters, 'filters', (raw as { filters: unknown }).filters);
  return {
    episodeOfCareId: parseId(filters.episodeOfCareId, 'filters.episodeOfCareId'),
    status: filters.status ?? undefined,
    first: filters.first ?? 25,
  };
}

export const parseDocumentId = (raw: unknown): { documentId: string } => ({
  documentId: parseId((raw as { documentId: string }).documentId, 'documentId'),
});
