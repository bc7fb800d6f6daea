// SPEC §2 /notifications: which events a job function receives (SPEC §3 Job function record;
// §7 updateJobFunction(input)). Every code is a known event (notification-events.ts); the
// server refuses others naming input.events, which the form shows on this field.
import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { isNotificationEventCode } from './notification-events';

export const JobFunctionEventsInput = v.object({
  events: v.pipe(
    v.array(v.string()),
    v.check((codes) => codes.every(isNotificationEventCode), MESSAGES.incorrectValue),
  ),
});
export type JobFunctionEventsValues = v.InferOutput<typeof JobFunctionEventsInput>;

/** SPEC §2: the page's title is this prefix and the job function's title. */
export const SUBSCRIBED_EVENTS_TITLE_PREFIX = 'Subscribed Events for ';
