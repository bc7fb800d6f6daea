// The coverage tab's codes with their labels and colours (SPEC §3 Coverage/eligibility fields),
// one map each (STYLE rule 3): the form's choices, the badges and the server's input checks all
// read these.
import type { AuthorizationStatus, CoverageApproval, CoverageStatus } from './coverage';

export interface Choice<T extends string = string> {
  value: T;
  label: string;
}

const labelOf = <T extends string>(choices: readonly Choice<T>[], value: string | null | undefined): string | null =>
  choices.find((c) => c.value === value)?.label ?? null;

/** SPEC §3 'Priority Primary(1)/Secondary(2)'. */
export const COVERAGE_PRIORITIES = [
  { value: 1, label: 'Primary' },
  { value: 2, label: 'Secondary' },
] as const;
export type CoveragePriority = (typeof COVERAGE_PRIORITIES)[number]['value'];
export const PRIORITY_VALUES: readonly CoveragePriority[] = COVERAGE_PRIORITIES.map((p) => p.value);

/** 'Primary (1)': the number the user entered, with its SPEC §3 name. */
export const priorityChoiceLabel = (order: number): string => {
  const named = COVERAGE_PRIORITIES.find((p) => p.value === order)?.label;
  return named ? `${named} (${order})` : `Priority ${order}`;
};

/** SPEC §3 'status Active/Inactive(draft)'. */
export const COVERAGE_STATUSES: readonly Choice<CoverageStatus>[] = [
  { value: 'active', label: 'Active' },
  { value: 'draft', label: 'Inactive' },
];
export const COVERAGE_STATUS_VALUES = COVERAGE_STATUSES.map((s) => s.value);
export const coverageStatusLabel = (status: string): string => labelOf(COVERAGE_STATUSES, status) ?? status;
export const coverageStatusColor = (status: string): string => (status === 'active' ? 'teal' : 'gray');

/** SPEC §3 'approval Approved/Pending/Not Approved'. */
export const COVERAGE_APPROVALS: readonly Choice<CoverageApproval>[] = [
  { value: 'approved', label: 'Approved' },
  { value: 'pending', label: 'Pending' },
  { value: 'unapproved', label: 'Not Approved' },
];
export const COVERAGE_APPROVAL_VALUES = COVERAGE_APPROVALS.map((a) => a.value);
export const approvalLabel = (approval: string): string => labelOf(COVERAGE_APPROVALS, approval) ?? approval;
export const APPROVAL_COLORS: Readonly<Record<CoverageApproval, string>> = { approved: 'teal', pending: 'orange', unapproved: 'red' };
export const approvalColor = (approval: string): string => APPROVAL_COLORS[approval as CoverageApproval] ?? 'gray';

/** SPEC §3 'Type': the kind of coverage. */
export const COVERAGE_TYPES: readonly Choice[] = [
  { value: 'medicare', label: 'Medicare' },
  { value: 'medicare-advantage', label: 'Medicare Advantage' },
  { value: 'medicaid', label: 'Medicaid' },
  { value: 'managed-medicaid', label: 'Managed Medicaid' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'other', label: 'Other' },
];
export const COVERAGE_TYPE_VALUES = COVERAGE_TYPES.map((t) => t.value);
export const coverageTypeLabel = (type: string | null | undefined): string | null => labelOf(COVERAGE_TYPES, type) ?? type ?? null;

/** SPEC §3 'Plan Type'. */
export const PLAN_TYPES: readonly Choice[] = [
  { value: 'HMO', label: 'HMO' },
  { value: 'PPO', label: 'PPO' },
  { value: 'EPO', label: 'EPO' },
  { value: 'POS', label: 'POS' },
  { value: 'PFFS', label: 'PFFS' },
  { value: 'SNP', label: 'SNP' },
];
export const PLAN_TYPE_VALUES = PLAN_TYPES.map((t) => t.value);

/** The subscriber's relationship to the patient. */
export const SUBSCRIBER_RELATIONSHIPS: readonly Choice[] = [
  { value: 'self', label: 'Self' },
  { value: 'spouse', label: 'Spouse' },
  { value: 'child', label: 'Child' },
  { value: 'other', label: 'Other' },
];
export const SUBSCRIBER_RELATIONSHIP_VALUES = SUBSCRIBER_RELATIONSHIPS.map((r) => r.value);
export const relationshipLabel = (code: string | null | undefined): string | null => labelOf(SUBSCRIBER_RELATIONSHIPS, code);

/** Prior authorization statuses. */
export const AUTHORIZATION_STATUSES: readonly Choice<AuthorizationStatus>[] = [
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending' },
  { value: 'denied', label: 'Denied' },
  { value: 'cancelled', label: 'Cancelled' },
];
export const AUTHORIZATION_STATUS_VALUES = AUTHORIZATION_STATUSES.map((s) => s.value);
export const authorizationStatusLabel = (status: string): string => labelOf(AUTHORIZATION_STATUSES, status) ?? status;
const AUTHORIZATION_COLORS: Readonly<Record<AuthorizationStatus, string>> = {
  active: 'teal',
  pending: 'orange',
  denied: 'red',
  cancelled: 'gray',
};
export const authorizationStatusColor = (status: string): string => AUTHORIZATION_COLORS[status as AuthorizationStatus] ?? 'gray';

/** Dollars as '$1,250.00' (null: nothing to show). */
export function formatMoney(amount: number | null | undefined): string | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return null;
  return amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** A percent as '20%'. */
export const formatPercent = (value: number | null | undefined): string | null =>
  value === null || value === undefined || !Number.isFinite(value) ? null : `${value}%`;
