// The task work queue (SPEC §2 '/tasks', menu 'Tasks', tasking permission): which tasks each view
// holds, where a task came from, and its age band on the dashboard. Tasks are made on the server
// when their event happens (an eligibility check, an admission change, a review) or by hand.
import type { JobFunction } from '../access';

/**
 * The queue's views: mine; my job function's tasks nobody has taken yet; my team's (the staff of
 * my markets); and every task I may read (what the tasking dashboard counts).
 */
export const TASK_VIEWS = {
  mine: 'My Tasks',
  'job-function': 'My Job Function',
  team: 'My Team',
  all: 'All Tasks',
} as const;
export type TaskView = keyof typeof TASK_VIEWS;
export const TASK_VIEW_CODES = Object.keys(TASK_VIEWS) as TaskView[];
export const isTaskView = (view: string): view is TaskView => Object.hasOwn(TASK_VIEWS, view);

/** Where a task came from. */
export const TASK_ORIGINS = {
  manual: 'By hand',
  eligibility: 'Eligibility check',
  admission: 'Admission change',
  review: 'Encounter review',
} as const;
export type TaskOrigin = keyof typeof TASK_ORIGINS;
export const TASK_ORIGIN_CODES = Object.keys(TASK_ORIGINS) as TaskOrigin[];
export const isTaskOrigin = (origin: string): origin is TaskOrigin => Object.hasOwn(TASK_ORIGINS, origin);

/**
 * A task's origin: as recorded, or for a task written before origins were (an eligibility check's
 * task names the check it is about) read from what it is about.
 */
export function taskOriginOf(task: { origin?: string; focus?: { reference: string } }): TaskOrigin {
  if (task.origin && isTaskOrigin(task.origin)) return task.origin;
  return task.focus?.reference.startsWith('CoverageEligibilityResponse/') ? 'eligibility' : 'manual';
}

/** Who takes an admission change's task while nobody has it: the patient's case manager (SPEC §6 job function cmon). */
export const ADMISSION_TASK_JOB_FUNCTION: JobFunction = 'cmon';
/** Who takes an eligibility check's task while no PCC is found (SPEC §9 'New task created for PCC'). */
export const ELIGIBILITY_TASK_JOB_FUNCTION: JobFunction = 'pons';

/** The tasking dashboard's age bands of an open task: whole days since it was made. */
export const TASK_AGE_BANDS = [
  { code: '0-2', label: '0–2 days', from: 0, to: 2 },
  { code: '3-7', label: '3–7 days', from: 3, to: 7 },
  { code: '8-14', label: '8–14 days', from: 8, to: 14 },
  { code: '15-30', label: '15–30 days', from: 15, to: 30 },
  { code: '31+', label: 'Over 30 days', from: 31, to: null },
] as const;
export type TaskAgeBand = (typeof TASK_AGE_BANDS)[number]['code'];
export const TASK_AGE_CODES = TASK_AGE_BANDS.map((b) => b.code) as TaskAgeBand[];

/** The band of a task `days` old. */
export const taskAgeBand = (days: number): TaskAgeBand =>
  (TASK_AGE_BANDS.find((b) => days >= b.from && (b.to === null || days <= b.to)) ?? TASK_AGE_BANDS[0]).code;
