// Contact points (SPEC §3 Phone / Contact point) as the GraphQL OrganizationContactPoint: in rank
// order, the stored order breaking ties; a work phone with its extension. Payers, facilities and
// facility contacts show them alike.
import type { PatientContactPoint } from '../../../src/domain/patients/phone.ts';

export const toContactPointViews = (telecom: readonly PatientContactPoint[] | undefined) =>
  (telecom ?? [])
    .map((p, i) => ({ p, i }))
    .sort((a, b) => (a.p.rank ?? 99) - (b.p.rank ?? 99) || a.i - b.i)
    .map(({ p }) => ({ system: p.system, value: p.value, use: p.use ?? null, rank: p.rank ?? null, extension: p.extension ?? null }));
