// The statuses of the chart's alerts, orders, referrals and tasks (SPEC §2 tabs Alerts, Orders,
// Referrals, Tasks): one status → label and colour map each (STYLE rule 3) and the changes each
// status allows. Shared by the server (which refuses any other change) and the tabs (which offer
// only these).

/** Alert categories (the Alerts tab's choices). */
export const ALERT_CATEGORIES = [
  { code: 'fall-risk', label: 'Fall Risk' },
  { code: 'allergy', label: 'Allergy' },
  { code: 'infection', label: 'Infection' },
  { code: 'safety', label: 'Safety' },
  { code: 'other', label: 'Other' },
] as const;
export type AlertCategory = (typeof ALERT_CATEGORIES)[number]['code'];
export const ALERT_CATEGORY_CODES: readonly AlertCategory[] = ALERT_CATEGORIES.map((c) => c.code);
export const alertCategoryLabel = (code: string): string => ALERT_CATEGORIES.find((c) => c.code === code)?.label ?? code;

export const ALERT_STATUS = {
  active: { label: 'Active', color: 'red' },
  inactive: { label: 'Inactive', color: 'gray' },
} as const;
export type AlertStatus = keyof typeof ALERT_STATUS;

/** SPEC §3 'orderDetails (draft, active, count)': a service request's statuses. */
export const ORDER_STATUS = {
  draft: { label: 'Draft', color: 'gray' },
  active: { label: 'Active', color: 'teal' },
  completed: { label: 'Completed', color: 'blue' },
  revoked: { label: 'Revoked', color: 'red' },
} as const;
export type OrderStatus = keyof typeof ORDER_STATUS;
export const ORDER_STATUSES = Object.keys(ORDER_STATUS) as OrderStatus[];
/** What a new order or referral may start as. */
export const NEW_ORDER_STATUSES = ['draft', 'active'] as const satisfies readonly OrderStatus[];

const ORDER_NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  draft: ['active', 'revoked'],
  active: ['completed', 'revoked'],
  completed: [],
  revoked: [],
};

/** The statuses an order (or referral) in `status` may change to. */
export const orderNextStatuses = (status: OrderStatus): readonly OrderStatus[] => (isOrderStatus(status) ? ORDER_NEXT[status] : []);

/** The patient task dashboard's statuses. */
export const TASK_STATUS = {
  requested: { label: 'Requested', color: 'blue' },
  'in-progress': { label: 'In Progress', color: 'orange' },
  completed: { label: 'Completed', color: 'teal' },
  cancelled: { label: 'Cancelled', color: 'gray' },
} as const;
export type TaskStatus = keyof typeof TASK_STATUS;
export const TASK_STATUSES = Object.keys(TASK_STATUS) as TaskStatus[];
/** A task still to be done (the dashboard's 'open'). */
export const OPEN_TASK_STATUSES = ['requested', 'in-progress'] as const satisfies readonly TaskStatus[];

const TASK_NEXT: Readonly<Record<TaskStatus, readonly TaskStatus[]>> = {
  requested: ['in-progress', 'completed', 'cancelled'],
  'in-progress': ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export const taskNextStatuses = (status: TaskStatus): readonly TaskStatus[] => (isTaskStatus(status) ? TASK_NEXT[status] : []);

/** What the button that moves a task on says. */
export const TASK_ACTION_LABELS: Readonly<Record<Exclude<TaskStatus, 'requested'>, string>> = {
  'in-progress': 'Start',
  completed: 'Complete',
  cancelled: 'Cancel task',
};

export const ORDER_ACTION_LABELS: Readonly<Record<Exclude<OrderStatus, 'draft'>, string>> = {
  active: 'Activate',
  completed: 'Complete',
  revoked: 'Revoke',
};

export const TASK_PRIORITIES = [
  { code: 'routine', label: 'Routine', color: 'gray' },
  { code: 'urgent', label: 'Urgent', color: 'orange' },
  { code: 'asap', label: 'ASAP', color: 'red' },
  { code: 'stat', label: 'STAT', color: 'red' },
] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number]['code'];
export const TASK_PRIORITY_CODES: readonly TaskPriority[] = TASK_PRIORITIES.map((p) => p.code);
export const taskPriority = (code: string) => TASK_PRIORITIES.find((p) => p.code === code) ?? TASK_PRIORITIES[0];

export type StatusChange<S> = { ok: true; status: S } | { ok: false; message: string };

/** A change from `from` to `to` within `next`'s rule; the message names both statuses' labels. */
export function statusChange<S extends string>(
  next: (status: S) => readonly S[],
  labels: Readonly<Record<S, { label: string }>>,
  from: S,
  to: S,
): StatusChange<S> {
  if (next(from).includes(to)) return { ok: true, status: to };
  const label = (s: S): string => (Object.hasOwn(labels, s) ? labels[s].label : s);
  return { ok: false, message: `A record that is ${label(from)} cannot become ${label(to)}.` };
}

/** Is the task still open and its due date before `today` ('YYYY-MM-DD', the patient's day)? */
export function isOverdue(task: { status: string; dueDate?: string | null }, today: string): boolean {
  return (OPEN_TASK_STATUSES as readonly string[]).includes(task.status) && !!task.dueDate && task.dueDate < today;
}

const isKey = <T extends object>(map: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(map, key);
export const isOrderStatus = (s: string): s is OrderStatus => isKey(ORDER_STATUS, s);
export const isTaskStatus = (s: string): s is TaskStatus => isKey(TASK_STATUS, s);
export const isAlertStatus = (s: string): s is AlertStatus => isKey(ALERT_STATUS, s);
