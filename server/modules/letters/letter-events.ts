// The PCP letters' live changes (SPEC §2 /missed-appointments, /made-encounters; DESIGN §8
// 'Realtime'): each letter the job sends or fails is published on its kind's topic, and heard
// through onPcpLetterChanged by PCC users, each event judged again for its receiver as they are
// then (the subscription's rule, and the patient access rule for the letter's patient), so a
// page follows the queue without reading the list on a timer. An event carries the letter's
// identity and status only; the page reads the rows again through PcpLetterList.
import type { LetterKind, LetterStatus } from '../../../src/domain/letters/pcp-letters.ts';
import { refusalOf } from '../../../src/domain/operation-permissions.ts';
import { type Realtime, topics } from '../../realtime/emitter.ts';
import type { Receiver } from '../shared/receiver-access.ts';
import type { LetterRow } from './letters-repository.ts';

export const CHANGE_OPERATION = 'Subscription.onPcpLetterChanged';

export interface PcpLetterChangeView {
  kind: LetterKind;
  sourceId: string;
  patientId: string;
  status: LetterStatus;
}

export interface PcpLetterPayload {
  onPcpLetterChanged: PcpLetterChangeView;
}

export const letterChange = (letter: LetterRow, status: LetterStatus): PcpLetterChangeView => ({
  kind: letter.kind as LetterKind,
  sourceId: letter.sourceId,
  patientId: letter.patientId,
  status,
});

export interface LetterPublisher {
  /** Publishes one change; a lost event is swallowed (the change is committed; a page reads again on its next visit). */
  publish(change: PcpLetterChangeView): Promise<void>;
}

export const createLetterPublisher = (realtime: Pick<Realtime, 'publish'>): LetterPublisher => ({
  publish: (change) =>
    realtime.publish(topics.pcpLetters(change.kind), { onPcpLetterChanged: change } satisfies PcpLetterPayload).catch(() => {}),
});

/** Whether a change goes to this receiver now: the subscription's rule, then their access to the letter's patient. */
export async function mayReceiveLetterChange(receiver: Receiver, { onPcpLetterChanged: change }: PcpLetterPayload): Promise<boolean> {
  if (refusalOf(receiver.user, CHANGE_OPERATION) !== null) return false;
  return receiver.mayReadPatient(change.patientId);
}
