// Discharge request rows → the DischargeRequest type of discharge-request.graphql.
import type { DischargeRequest } from '../../../src/domain/patients/discharge-request.ts';
import { type Concept, displayOf } from '../../../src/domain/terminology/code-systems.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import type { DischargeRequestVersionRow } from './discharge-request-repository.ts';

export interface DischargeRequestView {
  id: string;
  versionId: number;
  lastUpdated: string;
  status: string;
  patientId: string;
  admissionId: string;
  requestedOn: string;
  requestedDate: string | null;
  disposition: string | null;
  dischargeOption: string | null;
  reason: string | null;
  /** The reason's display in the 'discharge-reason' code system (a retired one too); an uncoded reason as written. */
  reasonDisplay: string | null;
  notes: string | null;
  requestedBy: string | null;
}

const idOf = (reference: string): string => reference.split('/')[1] ?? '';

export const toDischargeRequestView = (
  row: Pick<ResourceRow<DischargeRequest>, 'id' | 'versionId' | 'lastUpdated' | 'content'>,
  reasons: readonly Pick<Concept, 'code' | 'display'>[],
): DischargeRequestView => {
  const r = row.content;
  return {
    id: row.id,
    versionId: row.versionId,
    lastUpdated: row.lastUpdated.toISOString(),
    status: r.status,
    patientId: idOf(r.patient.reference),
    admissionId: idOf(r.episodeOfCare.reference),
    requestedOn: r.requestedOn,
    requestedDate: r.requestedDate ?? null,
    disposition: r.disposition ?? null,
    dischargeOption: r.dischargeOption ?? null,
    reason: r.reason ?? null,
    reasonDisplay: r.reason ? displayOf(reasons, r.reason) : null,
    notes: r.notes ?? null,
    requestedBy: r.requester?.display ?? null,
  };
};

export interface DischargeRequestVersionView {
  versionId: number;
  action: string;
  status: string | null;
  recordedAt: string;
  authorName: string | null;
}

export const toDischargeRequestVersionView = (row: DischargeRequestVersionRow): DischargeRequestVersionView => ({
  versionId: row.versionId,
  action: row.action,
  status: row.status,
  recordedAt: row.recordedAt.toISOString(),
  authorName: row.authorName,
});
