// The form events of SPEC §7 subscriptions: onResourceNarrativeUpdated (a filled form of the
// encounter was saved) and onWoundUpdated (a wound of a wound assessment was saved). A wound is
// a wound group of one encounter's wound assessment (w1 … w5: the form has no wound identity
// across visits), so its id is `{encounterId}:w{n}`. Payloads are plain JSON: they travel
// through Redis when several instances run.
import type { Answers } from '../../../src/domain/forms/questionnaire.ts';
import { badInput } from '../../errors.ts';
import { isId } from '../shared/ids.ts';
import type { RealtimeEvent } from '../shared/mutation-runner.ts';
import type { ResponseView } from './response-views.ts';

export const WOUND_FORM = 'wound-assessment';

export const formsHistoryTopics = {
  narrativeUpdated: (encounterId: string) => `RESOURCE_NARRATIVE_UPDATED:${encounterId}`,
  woundUpdated: (woundId: string) => `WOUND_UPDATED:${woundId}`,
};

export interface ResourceNarrativeUpdate {
  encounterId: string;
  resourceType: 'QuestionnaireResponse';
  resourceId: string;
  versionId: number;
  questionnaireCode: string;
  status: string;
  lastUpdated: string;
}

export interface WoundUpdate {
  id: string;
  encounterId: string;
  number: number;
  responseId: string;
  responseVersion: number;
  status: string;
  removed: boolean;
  lastUpdated: string;
}

export const woundIdOf = (encounterId: string, n: number): string => `${encounterId}:w${n}`;

/** `{encounterId}:w{n}` → its parts; BAD_USER_INPUT otherwise. */
export function parseWoundId(woundId: string): { encounterId: string; number: number } {
  const match = /^(.{36}):w([1-9])$/.exec(woundId);
  const encounterId = match?.[1];
  if (!match || !encounterId || !isId(encounterId)) throw badInput('woundId must be {encounterId}:w{n}', 'woundId');
  return { encounterId: encounterId.toLowerCase(), number: Number(match[2]) };
}

const WOUND_ANSWER = /^w([1-9])-/;

/** What a save compares: the response's status and answers, before and after. */
export interface FormState {
  status: string;
  answers: Answers;
}

/** Each wound's answers, by wound number, as a comparable string. */
function woundAnswers(answers: Answers | undefined): Map<number, string> {
  const byWound = new Map<number, [string, unknown][]>();
  for (const [linkId, values] of Object.entries(answers ?? {})) {
    const n = WOUND_ANSWER.exec(linkId)?.[1];
    if (!n) continue;
    const list = byWound.get(Number(n)) ?? [];
    list.push([linkId, values]);
    byWound.set(Number(n), list);
  }
  return new Map([...byWound].map(([n, entries]) => [n, JSON.stringify(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))]));
}

/** The wounds a save changed: answers changed, gone, or every wound when the response's status changed. */
export function changedWounds(before: FormState | null, after: FormState): { number: number; removed: boolean }[] {
  const old = woundAnswers(before?.answers);
  const now = woundAnswers(after.answers);
  const statusChanged = before?.status !== after.status;
  const numbers = [...new Set([...old.keys(), ...now.keys()])].sort((a, b) => a - b);
  return numbers.flatMap((n) => {
    const removed = !now.has(n);
    if (!removed && !statusChanged && old.get(n) === now.get(n)) return [];
    return [{ number: n, removed }];
  });
}

/** What saving a response publishes: the encounter's narrative changed, and (wound assessment) each changed wound. */
export function responseSavedEvents(before: FormState | null, saved: ResponseView): RealtimeEvent[] {
  const narrative: ResourceNarrativeUpdate = {
    encounterId: saved.encounterId,
    resourceType: 'QuestionnaireResponse',
    resourceId: saved.id,
    versionId: saved.versionId,
    questionnaireCode: saved.questionnaireCode,
    status: saved.status,
    lastUpdated: saved.lastUpdated,
  };
  const events: RealtimeEvent[] = [
    { topic: formsHistoryTopics.narrativeUpdated(saved.encounterId), payload: { onResourceNarrativeUpdated: narrative } },
  ];
  if (saved.questionnaireCode !== WOUND_FORM) return events;
  for (const { number, removed } of changedWounds(before, saved)) {
    const id = woundIdOf(saved.encounterId, number);
    const wound: WoundUpdate = {
      id,
      encounterId: saved.encounterId,
      number,
      responseId: saved.id,
      responseVersion: saved.versionId,
      status: saved.status,
      removed,
      lastUpdated: saved.lastUpdated,
    };
    events.push({ topic: formsHistoryTopics.woundUpdated(id), payload: { onWoundUpdated: wound } });
  }
  return events;
}
