// Demo Communication & Notes, Alerts, Orders, Referrals and Tasks (SPEC §2 chart tabs). Many
// admitted patients get some; the Tampa Bay patients the FL clinicians visit (the first of the
// market, see plans.ts) get every kind, so the clinician's and the coordinator's charts always have
// them. Authors and task owners are staff who may read the patient: any FL staff persona for a
// Florida patient, the coordinator or the administrator elsewhere. Dates are relative to `today`.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import {
  ALERT_CATEGORY_CODES,
  type OrderStatus,
  type TaskPriority,
  type TaskStatus,
} from '../../../src/domain/chart/chart-record-status.ts';
import type { Communication, Flag, ServiceRequest, Task } from '../../../src/domain/chart/chart-records.ts';
import { DEFAULT_COMMUNICATION_TOPICS } from '../../../src/domain/chart/communication-topics.ts';
import type { Reference } from '../../../src/domain/resources.ts';
import type { WithId } from '../address.ts';
import type { Admission } from '../admissions.ts';
import { persona } from '../personas.ts';
import { HOME_MARKET } from '../places.ts';
import { Rng } from '../random.ts';
import type { ChartSeedInput } from './input.ts';
import { ALERT_TEXTS, NOTE_TEXTS, ORDER_TEXTS, REFERRAL_REASONS, REFERRAL_SOURCES, TASK_TITLES } from './notes-phrases.ts';

dayjs.extend(utc);

/** The Tampa Bay patients on the FL personas' schedules (plans.ts reserves the first 80). */
const FULL_CHARTS = 80;
const FL_STAFF = ['coordinator', 'clinician', 'clinician2', 'casemanager', 'leadclin', 'pcc'] as const;
const ANY_STAFF = ['coordinator', 'admin'] as const;

const ORDER_WEIGHTS: readonly (readonly [OrderStatus, number])[] = [
  ['active', 45],
  ['completed', 25],
  ['draft', 15],
  ['revoked', 5],
];
const TASK_WEIGHTS: readonly (readonly [TaskStatus, number])[] = [
  ['requested', 40],
  ['in-progress', 20],
  ['completed', 30],
  ['cancelled', 10],
];
const PRIORITY_WEIGHTS: readonly (readonly [TaskPriority, number])[] = [
  ['routine', 60],
  ['urgent', 25],
  ['asap', 10],
  ['stat', 5],
];

export function buildNoteRecords({ patients, admissions, userIds, today }: ChartSeedInput): {
  communications: WithId<Communication>[];
  flags: WithId<Flag>[];
  serviceRequests: WithId<ServiceRequest>[];
  tasks: WithId<Task>[];
} {
  const rng = new Rng('chart-notes');
  const day = dayjs.utc(today).startOf('day');
  const out = {
    communications: [] as WithId<Communication>[],
    flags: [] as WithId<Flag>[],
    serviceRequests: [] as WithId<ServiceRequest>[],
    tasks: [] as WithId<Task>[],
  };
  const staff = (key: string): Reference => {
    const id = userIds.get(key);
    if (!id) throw new Error(`seed: no user ${key}`);
    const p = persona(key);
    return { reference: `User/${id}`, display: `${p.givenName} ${p.familyName}` };
  };
  const admissionOf = new Map<string, Admission>(admissions.map((a) => [a.patient.reference.split('/')[1] ?? '', a]));
  const fullCharts = new Set(
    patients
      .filter((p) => p.place.market === HOME_MARKET)
      .slice(0, FULL_CHARTS)
      .map((p) => p.patient.id),
  );
  /** A time on a business day `daysAgo` before today (13:00–22:00 UTC: daytime in every US zone). */
  const at = (daysAgo: number) => day.subtract(daysAgo, 'day').add(rng.int(13, 21), 'hour').add(rng.int(0, 59), 'minute').toISOString();
  const topics = DEFAULT_COMMUNICATION_TOPICS.filter((t) => t.status === 'active').map((t) => t.code);

  for (const { patient, place } of patients) {
    const full = fullCharts.has(patient.id);
    const admission = admissionOf.get(patient.id);
    if (!full && (!admission || !rng.chance(0.6))) continue;
    const subject: Reference = { reference: `Patient/${patient.id}` };
    const writer = () => staff(rng.pick(place.state === 'FL' ? FL_STAFF : ANY_STAFF));
    const since = admission ? Math.max(1, day.diff(dayjs.utc(admission.period.start), 'day')) : 60;

    const notes = full ? rng.int(3, 7) : rng.chance(0.7) ? rng.int(1, 5) : 0;
    for (let i = 0; i < notes; i++) {
      const topic = rng.pick(topics);
      out.communications.push({
        id: rng.uuid(),
        status: 'completed',
        subject,
        topic,
        sent: at(rng.int(0, Math.min(since, 90))),
        sender: writer(),
        text: rng.pick(NOTE_TEXTS[topic] ?? NOTE_TEXTS.other ?? ['Note']),
      });
    }

    const alerts = full ? rng.int(1, 3) : rng.chance(0.35) ? rng.int(1, 2) : 0;
    for (let i = 0; i < alerts; i++) {
      const category = rng.pick(ALERT_CATEGORY_CODES);
      const start = day.subtract(rng.int(1, Math.min(since, 180)), 'day');
      const ended = rng.chance(0.2);
      out.flags.push({
        id: rng.uuid(),
        status: ended ? 'inactive' : 'active',
        subject,
        category,
        text: rng.pick(ALERT_TEXTS[category]),
        period: ended
          ? { start: start.format('YYYY-MM-DD'), end: start.add(rng.int(0, day.diff(start, 'day')), 'day').format('YYYY-MM-DD') }
          : { start: start.format('YYYY-MM-DD') },
        author: writer(),
      });
    }

    if (admission) {
      const orders = full ? rng.int(2, 5) : rng.chance(0.5) ? rng.int(1, 4) : 0;
      for (let i = 0; i < orders; i++) {
        out.serviceRequests.push({
          id: rng.uuid(),
          status: rng.weighted(ORDER_WEIGHTS),
          category: 'order',
          subject,
          episodeOfCare: { reference: `EpisodeOfCare/${admission.id}` },
          authoredOn: at(rng.int(0, Math.min(since, 120))),
          text: rng.pick(ORDER_TEXTS),
          requester: writer(),
        });
      }
      if (full || rng.chance(0.4)) {
        const pcp = patient.generalPractitioner?.[0]?.display;
        out.serviceRequests.push({
          id: rng.uuid(),
          status: rng.chance(0.8) ? 'completed' : 'active',
          category: 'referral',
          subject,
          authoredOn: dayjs.utc(admission.period.start).subtract(rng.int(1, 14), 'day').format('YYYY-MM-DD'),
          source: pcp && rng.chance(0.6) ? `${pcp} (PCP)` : rng.pick(REFERRAL_SOURCES),
          reason: rng.pick(REFERRAL_REASONS),
          requester: writer(),
        });
      }
    }

    const tasks = full ? rng.int(2, 5) : rng.chance(0.45) ? rng.int(1, 4) : 0;
    for (let i = 0; i < tasks; i++) {
      const status = rng.weighted(TASK_WEIGHTS);
      const authored = rng.int(1, Math.min(since, 30));
      const task: WithId<Task> = {
        id: rng.uuid(),
        status,
        for: subject,
        title: rng.pick(TASK_TITLES),
        priority: rng.weighted(PRIORITY_WEIGHTS),
        owner: writer(),
        dueDate: day.add(rng.int(-5, 14), 'day').format('YYYY-MM-DD'),
        authoredOn: at(authored),
        requester: writer(),
      };
      if (status === 'completed') task.completedOn = at(rng.int(0, authored - 1));
      // A full chart's first open task waits in the PCC job function's queue, its second in the
      // case managers' (/tasks 'My Job Function'); made without drawing again, so the rest of
      // the seed stays as it was.
      if (full && status !== 'completed' && status !== 'cancelled' && i < 2) {
        delete task.owner;
        task.ownerJobFunction = i === 0 ? 'pons' : 'cmon';
      }
      out.tasks.push(task);
    }
  }
  return out;
}
