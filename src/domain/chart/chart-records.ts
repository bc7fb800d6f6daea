// Communication & Notes, Alerts, Orders, Referrals and Tasks of the chart (SPEC §2 chart tabs 1,
// 2, 5, 10, 12). Each is a versioned resource of its own table (server/db/schema/chart.ts); the
// fields below are what the tabs show and the server writes. Who wrote a version and when is kept
// by the store's resource history; `author`/`requester` here is the name shown on the record.

import type { JobFunction } from '../access';
import type { Reference, ResourceBase } from '../resources.ts';
import type { TaskOrigin } from '../tasks/task-queue';
import type { AlertCategory, OrderStatus, TaskPriority, TaskStatus } from './chart-record-status.ts';

/** A note of the Communication & Notes tab. */
export interface Communication extends ResourceBase {
  resourceType?: 'Communication';
  status: 'completed';
  subject: Reference;
  /** A code of the communication-topics code system (communication-topics.ts). */
  topic?: string;
  /** When it was written (ISO date-time). */
  sent: string;
  /** Who wrote it (User/{id}, their name as display). */
  sender?: Reference;
  /** The note itself (FHIR payload.contentString, flattened). */
  text?: string;
}

/** An alert on the chart. */
export interface Flag extends ResourceBase {
  resourceType?: 'Flag';
  status: 'active' | 'inactive';
  subject: Reference;
  /** Calendar dates ('YYYY-MM-DD'); the end is set when the alert is deactivated. */
  period: { start: string; end?: string };
  category?: AlertCategory;
  /** What the alert says (FHIR code.text). */
  text?: string;
  author?: Reference;
}

/** An order or a referral. */
export interface ServiceRequest extends ResourceBase {
  resourceType?: 'ServiceRequest';
  status: OrderStatus;
  /** Orders and referrals are both service requests (SPEC §2 Orders and Referrals tabs). */
  category: 'order' | 'referral';
  subject: Reference;
  /** The admission the order belongs to (EpisodeOfCare/{id}). */
  episodeOfCare?: Reference;
  /** When it was written (ISO date-time); a referral's is its referral date ('YYYY-MM-DD'). */
  authoredOn: string;
  /** What is ordered (FHIR code.text); unused by referrals. */
  text?: string;
  /** The order's code in the 'orders' catalog with its words then (SPEC §2 clinical config), when picked from it. */
  code?: { code: string; display: string };
  /** Who wrote it (User/{id}). */
  requester?: Reference;
  /** A referral's source or referring provider, as written. */
  source?: string;
  /** A referral's reason (FHIR reasonCode.text). */
  reason?: string;
}

export interface Task extends ResourceBase {
  resourceType?: 'Task';
  status: TaskStatus;
  for: Reference;
  /** What is to be done (FHIR description). */
  title?: string;
  priority?: TaskPriority;
  /** Who is to do it (User/{id}, their name as display). */
  owner?: Reference;
  /** While nobody owns it: the job function whose queue it waits in (src/domain/tasks/task-queue.ts). */
  ownerJobFunction?: JobFunction;
  /** What made it (src/domain/tasks/task-queue.ts TASK_ORIGINS); by hand when not recorded. */
  origin?: TaskOrigin;
  /** Calendar date ('YYYY-MM-DD'). */
  dueDate?: string;
  authoredOn: string;
  requester?: Reference;
  /** When it was completed (ISO date-time). */
  completedOn?: string;
  /** The record the task is about (an eligibility result: CoverageEligibilityResponse/{id}). */
  focus?: Reference;
}
