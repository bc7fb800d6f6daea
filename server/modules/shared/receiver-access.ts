// The receiver of a realtime event as they are at that moment (DESIGN §5 'Realtime under the
// HTTP rules', §8 'Realtime'): their user (roles, job functions, permissions: read again by the
// transport for every event, with the session) and their patient scope, read once for all the
// receivers of the event: one event reaches every subscriber of its topic in one turn of the
// event loop, and the grants of all of them are read with one query (tickBatch), the visits of a
// patient with one more when a receiver reads the patient only through them. The rule is the one
// of patient-access.ts; only the reads are batched.
import type { SessionUser } from '../../../src/domain/access.ts';
import { type PatientScope, patientScope, scopeAllows, scopeIsEmpty } from '../../../src/domain/patient-access.ts';
import type { Executor } from '../../db/client.ts';
import { tickBatch } from '../../realtime/tick-batch.ts';
import { patientAccessRepository } from './patient-access-repository.ts';

/** One subscriber at the moment an event reaches them. */
export interface Receiver {
  readonly user: SessionUser;
  /** Their patient scope now (the grants read once for every receiver of the event). */
  scope(): Promise<PatientScope>;
  /** Whether they may read the patient now (false for none, or an id that names no patient). */
  mayReadPatient(patientId: string | null | undefined): Promise<boolean>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface VisitQuestion {
  patientId: string;
  practitionerId: string | null;
}

const visitKey = (q: VisitQuestion) => `${q.patientId}:${q.practitionerId ?? ''}`;

export function createReceiverAccess(db: Executor) {
  const scopes = tickBatch<SessionUser, PatientScope>(
    (user) => user.id,
    async (users) => {
      const grants = await patientAccessRepository.grantsOf(
        db,
        users.filter((u) => !u.roles.includes('administrator')).map((u) => u.id),
      );
      const none = { userMarkets: [], practitioner: null };
      return new Map(users.map((u) => [u.id, patientScope(u, grants.get(u.id) ?? none)]));
    },
  );

  /** A patient's state and whether each asked practitioner has a visit with them: one query set per patient. */
  const visits = tickBatch<VisitQuestion, { state: string | null; coveredByVisit: boolean }>(visitKey, async (questions) => {
    const byPatient = new Map<string, Set<string>>();
    for (const q of questions) {
      const ids = byPatient.get(q.patientId) ?? new Set<string>();
      if (q.practitionerId) ids.add(q.practitionerId);
      byPatient.set(q.patientId, ids);
    }
    const answers = new Map<string, { state: string | null; coveredByVisit: boolean }>();
    for (const [patientId, practitionerIds] of byPatient) {
      // Keyed as the uuid column answers (lower case), however the id was written.
      const facts = (await patientAccessRepository.patientFacts(db, [patientId], [...practitionerIds])).get(patientId.toLowerCase());
      if (!facts) continue;
      for (const q of questions) {
        if (q.patientId !== patientId) continue;
        answers.set(visitKey(q), {
          state: facts.state,
          coveredByVisit: q.practitionerId !== null && facts.visitedBy.has(q.practitionerId),
        });
      }
    }
    return answers;
  });

  return {
    /** The receiver for a user as the transport read them for this event. */
    of(user: SessionUser): Receiver {
      let read: Promise<PatientScope> | null = null;
      const scope = () => {
        read ??= scopes.load(user).then((s): PatientScope => s ?? { kind: 'scoped', states: [], visitsOf: null });
        return read;
      };
      return {
        user,
        scope,
        async mayReadPatient(patientId) {
          const s = await scope();
          if (s.kind === 'all') return true;
          if (!patientId || !UUID.test(patientId) || scopeIsEmpty(s)) return false;
          const facts = await visits.load({ patientId, practitionerId: s.visitsOf });
          return facts ? scopeAllows(s, facts) : false;
        },
      };
    },
  };
}

export type ReceiverAccess = ReturnType<typeof createReceiverAccess>;
