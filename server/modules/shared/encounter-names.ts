// A list page's encounters with their patient's and practitioner's names, read once each for the
// page (EncounterList, and Encounters Review's queue).
import { displayName } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import type { EncounterView } from './encounter-views.ts';

export interface NamedEncounterView extends EncounterView {
  patientName: string | null;
  practitionerName: string | null;
}

export async function withNames<E extends { node: EncounterView }>(
  db: Executor,
  edges: readonly E[],
): Promise<(Omit<E, 'node'> & { node: NamedEncounterView })[]> {
  const ids = (pick: (e: EncounterView) => string | null) => [...new Set(edges.flatMap(({ node }) => pick(node) ?? []))];
  const patients = new Map(
    (
      await stores.patient.readMany(
        db,
        ids((e) => e.patientId),
      )
    ).map((p) => [p.id, displayName(p.content.name)]),
  );
  const practitioners = new Map(
    (
      await stores.practitioner.readMany(
        db,
        ids((e) => e.practitionerId),
      )
    ).map((p) => [p.id, displayName(p.content.name)]),
  );
  return edges.map((edge) => ({
    ...edge,
    node: {
      ...edge.node,
      patientName: patients.get(edge.node.patientId) ?? null,
      practitionerName: edge.node.practitionerId ? (practitioners.get(edge.node.practitionerId) ?? null) : null,
    },
  }));
}
