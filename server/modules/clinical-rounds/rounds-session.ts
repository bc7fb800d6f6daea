// A rounds session of a day as the screen shows it (SPEC §2 /manage-session): the patients it
// covers with their latest encounter, open orders, active problems and wound progress, and the
// saved note and decision of each. Shared by the read and by the save, which answers with it.
import { isCaseManager, isLeadClinician, type SessionUser } from '../../../src/domain/access.ts';
import { displayName } from '../../../src/domain/resources.ts';
import {
  MAX_ROUNDS_PATIENTS,
  MAX_WOUND_ASSESSMENTS,
  ROUNDS_WINDOW_DAYS,
  type WoundPoint,
  woundProgress,
} from '../../../src/domain/rounds/rounds.ts';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { refId } from '../shared/encounter-views.ts';
import { leadCoverageRepository } from '../shared/lead-coverage-repository.ts';
import { loadPatientScope } from '../shared/patient-access.ts';
import { woundAssessmentsOf } from '../shared/wound-assessment-repository.ts';
import { type RoundsEntries, roundsRepository } from './rounds-repository.ts';

const DAY = 86_400_000;

export interface RoundsPatientView {
  patientId: string;
  name: string;
  birthDate: string;
  latestEncounter: {
    id: string;
    appointmentId: string | null;
    type: string;
    status: string;
    stateText: string | null;
    start: string | null;
    clinicianName: string | null;
  } | null;
  openOrders: string[];
  problems: string[];
  woundProgress: WoundPoint[];
  note: string | null;
  decision: string | null;
}

export interface RoundsSessionView {
  date: string;
  versionId: number;
  savedAt: string | null;
  patients: RoundsPatientView[];
}

/** The window of a session's day: the two weeks up to the end of it (UTC days: a session is a calendar day). */
export const sessionWindow = (date: string) => {
  const to = new Date(Date.parse(`${date}T00:00:00Z`) + DAY);
  return { from: new Date(to.getTime() - ROUNDS_WINDOW_DAYS * DAY), to };
};

/** The patient ids the session of `date` covers for `me`. */
export async function sessionPatients(db: Executor, me: SessionUser, date: string) {
  const led = isLeadClinician(me) ? await leadCoverageRepository.ledBy(db, me.id) : [];
  const scope = await loadPatientScope(db, me);
  return roundsRepository.patientsSeen(
    db,
    scope,
    { ledPractitionerIds: led, markets: isCaseManager(me) },
    sessionWindow(date),
    MAX_ROUNDS_PATIENTS,
  );
}

const group = <T>(rows: readonly T[], key: (row: T) => string) => {
  const out = new Map<string, T[]>();
  for (const row of rows) out.set(key(row), [...(out.get(key(row)) ?? []), row]);
  return out;
};

export async function readSession(db: Executor, me: SessionUser, date: string): Promise<RoundsSessionView> {
  const saved = await roundsRepository.session(db, me.id, date);
  const patients = await sessionPatients(db, me, date);
  const ids = patients.map((p) => p.id);
  const { to } = sessionWindow(date);
  const encounters = group(await roundsRepository.encountersBefore(db, ids, to), (e) => refId(e.content.subject) ?? '');
  const orders = group(await roundsRepository.openOrders(db, ids), (o) => refId(o.content.subject) ?? '');
  const problems = group(await roundsRepository.activeProblems(db, ids), (c) => refId(c.content.subject) ?? '');
  const wounds = group(await woundAssessmentsOf(db, ids, to), (w) => w.patientId);
  const latest = ids.flatMap((id) => encounters.get(id)?.[0] ?? []);
  const clinicianIds = [...new Set(latest.flatMap((e) => refId(e.content.practitioner) ?? []))];
  const clinicians = new Map((await stores.practitioner.readMany(db, clinicianIds)).map((p) => [p.id, displayName(p.content.name)]));
  const entries: RoundsEntries = saved?.entries ?? {};
  return {
    date,
    versionId: saved?.versionId ?? 0,
    savedAt: saved?.updatedAt.toISOString() ?? null,
    patients: patients.map((p) => {
      const e = encounters.get(p.id)?.[0];
      const clinicianId = e ? refId(e.content.practitioner) : null;
      return {
        patientId: p.id,
        name: displayName(p.content.name),
        birthDate: p.content.birthDate,
        latestEncounter: e
          ? {
              id: e.id,
              appointmentId: refId(e.content.appointment),
              type: e.content.type,
              status: e.content.status,
              stateText: e.content.stateText ?? null,
              start: e.content.period.start ?? null,
              clinicianName: clinicianId ? (clinicians.get(clinicianId) ?? null) : null,
            }
          : null,
        openOrders: (orders.get(p.id) ?? []).map((o) => o.content.code?.display ?? o.content.text ?? 'Order'),
        problems: (problems.get(p.id) ?? []).map((c) => `${c.content.code.code} ${c.content.code.display}`),
        woundProgress: woundProgress(
          (wounds.get(p.id) ?? [])
            .slice(0, MAX_WOUND_ASSESSMENTS)
            .map((w) => ({ at: w.at.toISOString(), encounterId: w.encounterId, answers: w.answers })),
        ),
        note: entries[p.id]?.note ?? null,
        decision: entries[p.id]?.decision ?? null,
      };
    }),
  };
}
