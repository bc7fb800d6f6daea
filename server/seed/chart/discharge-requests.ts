// Demo discharge requests (SPEC §3 Discharge request), consistent with the admissions' own
// histories (SPEC §4): every discharge-pending admission has its open request (requested, some
// Pending) filed the day its discharge was ordered; most discharged admissions have the confirmed
// request that ended them; and a few active admissions had a request that was cancelled.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { DEFAULT_DISCHARGE_REASONS } from '../../../src/domain/patients/discharge-reasons.ts';
import {
  DISCHARGE_OPTION_CODES,
  DISPOSITION_CODES,
  type DischargeRequest,
  type DischargeRequestStatus,
} from '../../../src/domain/patients/discharge-request.ts';
import { ref, type WithId } from '../address.ts';
import type { Admission } from '../admissions.ts';
import { PERSONAS } from '../personas.ts';
import { Rng } from '../random.ts';
import type { ChartSeedInput } from './input.ts';

dayjs.extend(utc);

const NOTES = [
  'Family informed by phone.',
  'Home health agency notified; awaiting their discharge summary.',
  'PCP to follow up in two weeks.',
  'Supplies left with the caregiver.',
];
/** Who files the demo's requests (their names are on the requests). */
const REQUESTERS = ['coordinator', 'casemanager', 'clinician'] as const;

/** Share of discharged admissions that carry the request that discharged them; of active ones, a cancelled request. */
const CONFIRMED_SHARE = 0.6;
const CANCELLED_SHARE = 0.05;
const PENDING_SHARE = 0.25;

/** When the admission's discharge was ordered (its discharge-ordered period), or null. */
const orderedOn = (a: Admission): string | null => a.statusHistory.find((h) => h.status === 'discharge-ordered')?.period.start ?? null;

export function buildDischargeRequestRecords(input: ChartSeedInput): { dischargeRequests: WithId<DischargeRequest>[] } {
  const rng = new Rng('discharge-requests');
  const requesters = REQUESTERS.map((key) => {
    const persona = PERSONAS.find((p) => p.key === key);
    const id = input.userIds.get(key);
    if (!persona || !id) throw new Error(`seed: no persona ${key}`);
    return ref('User', id, `${persona.givenName} ${persona.familyName}`);
  });
  const today = dayjs.utc(input.today).startOf('day').add(12, 'hour');
  const out: WithId<DischargeRequest>[] = [];

  const request = (a: Admission, status: DischargeRequestStatus, filed: dayjs.Dayjs): WithId<DischargeRequest> => {
    const r: WithId<DischargeRequest> = {
      id: rng.uuid(),
      resourceType: 'DischargeRequest',
      status,
      patient: a.patient,
      episodeOfCare: ref('EpisodeOfCare', a.id, 'Admission'),
      requestedOn: filed.toISOString(),
      requestedDate: filed.add(rng.int(0, 10), 'day').format('YYYY-MM-DD'),
      disposition: rng.pick(DISPOSITION_CODES),
      reason: rng.pick(DEFAULT_DISCHARGE_REASONS).code,
      requester: rng.pick(requesters),
    };
    if (rng.chance(0.6)) r.dischargeOption = rng.pick(DISCHARGE_OPTION_CODES);
    if (rng.chance(0.5)) r.notes = rng.pick(NOTES);
    return r;
  };

  for (const a of input.admissions) {
    const ordered = orderedOn(a);
    if (a.status === 'discharge-ordered' && ordered) {
      out.push(request(a, rng.chance(PENDING_SHARE) ? 'Pending' : 'requested', dayjs.utc(ordered)));
    } else if (a.status === 'discharged' && ordered && rng.chance(CONFIRMED_SHARE)) {
      out.push(request(a, 'confirmed', dayjs.utc(ordered)));
    } else if (a.status === 'active' && rng.chance(CANCELLED_SHARE)) {
      const since = dayjs.utc(a.statusHistory.at(-1)?.period.start ?? a.period.start);
      const span = Math.max(1, today.diff(since, 'day'));
      out.push(request(a, 'cancelled', since.add(rng.int(0, span - 1), 'day')));
    }
  }
  return { dischargeRequests: out };
}
