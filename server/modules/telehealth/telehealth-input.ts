// The arguments of the telehealth operations (SPEC §2 waiting room and telehealth lists, §7
// startEncounter and the waiting-room subscription), parsed or refused naming the field.
import * as v from 'valibot';
import { SUPPORTED_STATES } from '../../../src/domain/time-zone.ts';
import { badInput } from '../../errors.ts';
import { parseArg } from '../shared/input.ts';

export const TELEMEDICINE_STATUSES = ['requested', 'in-progress', 'finished', 'cancelled'] as const;
export type TelemedicineStatus = (typeof TELEMEDICINE_STATUSES)[number];

export const TELEMEDICINE_TYPES = ['audio', 'video'] as const;

type Maybe<T> = T | null | undefined;

const States = v.pipe(
  v.array(v.picklist(SUPPORTED_STATES, 'is not a supported state')),
  v.maxLength(SUPPORTED_STATES.length, 'has too many states'),
);
const Statuses = v.pipe(
  v.array(v.picklist(TELEMEDICINE_STATUSES, `must be one of ${TELEMEDICINE_STATUSES.join(', ')}`)),
  v.maxLength(TELEMEDICINE_STATUSES.length, 'has too many statuses'),
);

/** Null: no filter (every state the caller reads, every status). */
export const parseStates = (states: Maybe<readonly string[]>, field = 'patientStates'): string[] | null =>
  states == null ? null : [...new Set(parseArg(States, field, states))];

export const parseStatuses = (statuses: Maybe<readonly string[]>, field = 'telemedicineStatuses'): TelemedicineStatus[] | null =>
  statuses == null ? null : [...new Set(parseArg(Statuses, field, statuses))];

export const parseTeleMedicineType = (value: string): (typeof TELEMEDICINE_TYPES)[number] =>
  parseArg(v.picklist(TELEMEDICINE_TYPES, 'teleMedicineType must be audio or video'), 'teleMedicineType', value);

/** A meeting link: an https address (http only for localhost), at most 500 characters. */
export function parseMeetingUrl(value: Maybe<string>): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (text.length > 500) throw badInput('The meeting link is too long (at most 500 characters).', 'meetingUrl');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badInput('The meeting link must be a web address (https://…).', 'meetingUrl');
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) {
    throw badInput('The meeting link must be a web address (https://…).', 'meetingUrl');
  }
  return url.toString();
}

/** The realtime cursor a client last had (replay.ts); null for none. */
export function parseSince(value: Maybe<string>): number | null {
  if (value == null || value === '') return null;
  if (!/^\d{1,15}$/.test(value)) throw badInput('since is not a valid cursor', 'since');
  return Number(value);
}
