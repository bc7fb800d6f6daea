// The device's side of a batch's answers (DESIGN §4 steps 4–5), in one transaction. Each entry's
// outcome is applied in outbox order, exactly as one entry at a time would apply it, but against
// an in-memory copy of the rows the batch touches: the entities' outbox entries, their
// encounters and appointments, their forms' answers. Each row is read once and written once at
// the end, so a batch of 50 entries over 8 visits costs a few dozen reads and writes of sealed
// rows (sealing-middleware.ts), not the ~250 an entry at a time made.
import { COMMAND_SKIPPED, DEFAULT_ERROR_MESSAGE, ERROR_CODES } from '../domain/errors';
import type { Answers } from '../domain/forms/questionnaire';
import { MESSAGES } from '../domain/messages';
import type { EncounterFieldsFragment, ResponseFieldsFragment, SyncEncounterCommandsMutation } from '../gql/graphql';
import {
  type AppointmentRecord,
  type DeviceDb,
  type EncounterRecord,
  entriesOf,
  type OutboxEntry,
  type ResponseRecord,
  readMeta,
  writeTransaction,
} from './device-db';
import { linkedAppointment, rebase } from './encounter-record';
import { chainOf } from './outbox';

export type CommandOutcome = SyncEncounterCommandsMutation['syncEncounterCommands'][number];

/** The drain's running counts, added to as entries settle. */
export interface SettleCounts {
  acknowledged: number;
  failed: number;
  conflicts: number;
}

/** One line of the 'recentSync' log (the sync panel's recent activity). */
interface RecentSync {
  id: string;
  operation: OutboxEntry['operation'];
  entityId: string;
  versionId: number;
  at: string;
}

const RECENT_LOG_SIZE = 20;

const responseKey = (encounterId: string, code: string) => `${encounterId}\n${code}`;

/** The rows a batch touches, read once, changed in memory, written once (flush). */
class BatchRows {
  private readonly outbox = new Map<string, OutboxEntry[]>();
  private readonly removed = new Set<number>();
  private readonly written = new Map<number, OutboxEntry>();
  private readonly encounters = new Map<string, EncounterRecord | undefined>();
  private readonly encountersWritten = new Set<string>();
  private readonly appointments = new Map<string, AppointmentRecord | undefined>();
  private readonly appointmentsWritten = new Set<string>();
  private readonly responses = new Map<string, ResponseRecord | undefined>();
  private readonly responsesWritten = new Set<string>();

  constructor(private readonly db: DeviceDb) {}

  /** The entity's outbox entries as they stand now, in outbox order (every status). */
  async entriesOf(entityId: string): Promise<OutboxEntry[]> {
    let entries = this.outbox.get(entityId);
    if (!entries) {
      entries = await entriesOf(this.db, entityId);
      this.outbox.set(entityId, entries);
    }
    return entries;
  }

  async current(entry: OutboxEntry): Promise<OutboxEntry | undefined> {
    return (await this.entriesOf(entry.entityId)).find((e) => e.seq === entry.seq);
  }

  async deleteEntry(entry: OutboxEntry): Promise<void> {
    const entries = await this.entriesOf(entry.entityId);
    this.outbox.set(
      entry.entityId,
      entries.filter((e) => e.seq !== entry.seq),
    );
    this.written.delete(entry.seq);
    this.removed.add(entry.seq);
  }

  async putEntry(entry: OutboxEntry): Promise<void> {
    const entries = (await this.entriesOf(entry.entityId)).filter((e) => e.seq !== entry.seq);
    entries.push(entry);
    entries.sort((a, b) => a.seq - b.seq);
    this.outbox.set(entry.entityId, entries);
    this.removed.delete(entry.seq);
    this.written.set(entry.seq, entry);
  }

  async encounter(id: string): Promise<EncounterRecord | undefined> {
    if (!this.encounters.has(id)) this.encounters.set(id, await this.db.encounters.get(id));
    return this.encounters.get(id);
  }

  /** The encounter and, on its appointment, the link and the status that follows it (putEncounter's rule). */
  async putEncounter(record: EncounterRecord): Promise<void> {
    this.encounters.set(record.id, record);
    this.encountersWritten.add(record.id);
    const appointmentId = record.appointmentId;
    if (!appointmentId) return;
    if (!this.appointments.has(appointmentId)) this.appointments.set(appointmentId, await this.db.appointments.get(appointmentId));
    const appointment = this.appointments.get(appointmentId);
    if (!appointment) return;
    this.appointments.set(appointmentId, linkedAppointment(record, appointment));
    this.appointmentsWritten.add(appointmentId);
  }

  async response(encounterId: string, code: string): Promise<ResponseRecord | undefined> {
    const key = responseKey(encounterId, code);
    if (!this.responses.has(key)) this.responses.set(key, await this.db.responses.get([encounterId, code]));
    return this.responses.get(key);
  }

  putResponse(record: ResponseRecord): void {
    const key = responseKey(record.encounterId, record.questionnaireCode);
    this.responses.set(key, record);
    this.responsesWritten.add(key);
  }

  async flush(): Promise<void> {
    const rows = <T>(map: Map<string, T | undefined>, keys: Set<string>): T[] =>
      [...keys].flatMap((key) => {
        const row = map.get(key);
        return row ? [row] : [];
      });
    await Promise.all([
      this.removed.size > 0 ? this.db.outbox.bulkDelete([...this.removed]) : undefined,
      this.written.size > 0 ? this.db.outbox.bulkPut([...this.written.values()]) : undefined,
      this.encountersWritten.size > 0 ? this.db.encounters.bulkPut(rows(this.encounters, this.encountersWritten)) : undefined,
      this.appointmentsWritten.size > 0 ? this.db.appointments.bulkPut(rows(this.appointments, this.appointmentsWritten)) : undefined,
      this.responsesWritten.size > 0 ? this.db.responses.bulkPut(rows(this.responses, this.responsesWritten)) : undefined,
    ]);
  }
}

/**
 * Acknowledged: the server's record replaces the local one (re-based on what still waits); an
 * e-sign the server refused (`refusal`) is set aside as failed under a new id.
 */
async function acknowledge(
  rows: BatchRows,
  entry: OutboxEntry,
  encounter: EncounterFieldsFragment,
  refusal: string | null,
  tries: number,
): Promise<RecentSync> {
  if (refusal === null) await rows.deleteEntry(entry);
  // The server stored this answer as the receipt of this id: a later retry is a new request.
  else
    await rows.putEntry({
      ...entry,
      id: crypto.randomUUID(),
      status: 'failed',
      error: refusal,
      attempts: entry.attempts + tries,
      baseVersion: encounter.versionId,
    });
  const queued = await rows.entriesOf(entry.entityId);
  const local = await rows.encounter(entry.entityId);
  await rows.putEncounter(rebase(encounter, queued, local));
  return synced(entry, encounter.versionId);
}

/** What the device's recent-sync list shows of an acknowledged entry. */
const synced = (entry: OutboxEntry, versionId: number): RecentSync => ({
  id: entry.id,
  operation: entry.operation,
  entityId: entry.entityId,
  versionId,
  at: new Date().toISOString(),
});

/**
 * A form's answers acknowledged: the server's response is written; while more answers of the
 * same form wait, the device keeps showing its own (with the server's version).
 */
async function acknowledgeResponse(rows: BatchRows, entry: OutboxEntry, response: ResponseFieldsFragment): Promise<RecentSync> {
  await rows.deleteEntry(entry);
  const queued = await rows.entriesOf(entry.entityId);
  const local = await rows.response(response.encounterId, response.questionnaireCode);
  const waiting = queued.some((e) => chainOf(e) === chainOf(entry));
  const answers = response.answers as Answers;
  rows.putResponse(
    waiting && local
      ? { ...response, answers: local.answers, status: local.status, pendingSync: true }
      : { ...response, answers, pendingSync: false },
  );
  // The encounter's last waiting change: its record (and visit) are synced now.
  if (queued.length === 0) {
    const encounter = await rows.encounter(entry.entityId);
    if (encounter?.pendingSync) await rows.putEncounter({ ...encounter, pendingSync: false });
  }
  return synced(entry, response.versionId);
}

async function setAside(
  rows: BatchRows,
  entry: OutboxEntry,
  status: OutboxEntry['status'],
  error: string | null,
  tries: number,
  conflictWith?: OutboxEntry['conflictWith'],
): Promise<void> {
  const current = await rows.current(entry);
  if (!current || current.id !== entry.id) return;
  const next: OutboxEntry = { ...current, status, error, attempts: current.attempts + tries };
  if (conflictWith && entry.operation === 'createEncounter') next.conflictWith = conflictWith;
  await rows.putEntry(next);
}

/** SPEC §4: e-sign returns missing answers or the signed status; unsigned sets the entry aside. */
const refusalOf = (outcome: CommandOutcome): string | null =>
  outcome.esign && !outcome.esign.signed ? `Missing answers: ${outcome.esign.missingAnswers.map((m) => m.title).join(', ')}` : null;

/** Applies the server's answer for each entry of a batch, in one transaction (the drain's outcomes, drain.ts). */
export async function settle(
  db: DeviceDb,
  entries: readonly OutboxEntry[],
  outcomes: readonly CommandOutcome[],
  tries: number,
  result: SettleCounts,
  /** Retryable CONFLICTs answered so far in this drain, per entry. */
  resent: Map<string, number>,
  retryCount: number,
): Promise<void> {
  const byId = new Map(outcomes.map((outcome) => [outcome.clientMutationId, outcome]));
  await writeTransaction(db, async () => {
    const rows = new BatchRows(db);
    const done: RecentSync[] = [];
    for (const entry of entries) {
      const outcome = byId.get(entry.id);
      const error = outcome?.error;
      if (outcome?.response && !error) {
        done.unshift(await acknowledgeResponse(rows, entry, outcome.response));
        result.acknowledged++;
      } else if (outcome?.encounter && !error) {
        const refusal = refusalOf(outcome);
        done.unshift(await acknowledge(rows, entry, outcome.encounter, refusal, tries));
        if (refusal === null) result.acknowledged++;
        else result.failed++;
      } else if (!outcome || !error || error.code === COMMAND_SKIPPED || error.code === ERROR_CODES.INTERNAL) {
        // Not tried (or no answer for it): it waits for the next batch as it was.
        await setAside(rows, entry, 'pending', entry.error, 0);
      } else if (error.code === ERROR_CODES.CONFLICT && error.retryable && (resent.get(entry.id) ?? 0) < retryCount) {
        // Nothing was written: the same command, sent again, may well apply (DESIGN §5 'One lock order').
        resent.set(entry.id, (resent.get(entry.id) ?? 0) + 1);
        await setAside(rows, entry, 'pending', entry.error, tries);
      } else if (error.code === ERROR_CODES.CONFLICT) {
        const existing =
          error.encounterId && error.currentVersion != null
            ? { encounterId: error.encounterId, currentVersion: error.currentVersion }
            : undefined;
        await setAside(rows, entry, 'conflict', MESSAGES.conflict, tries, existing);
        result.conflicts++;
      } else {
        await setAside(rows, entry, 'failed', error.message || DEFAULT_ERROR_MESSAGE, tries);
        result.failed++;
      }
    }
    await rows.flush();
    if (done.length > 0) {
      const recent = (await readMeta<RecentSync[]>(db, 'recentSync')) ?? [];
      await db.meta.put({ key: 'recentSync', value: [...done, ...recent].slice(0, RECENT_LOG_SIZE) });
    }
  });
}
