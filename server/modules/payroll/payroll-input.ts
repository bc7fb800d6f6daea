// The pay periods' arguments (payroll.graphql), parsed into clean values or refused as
// BAD_USER_INPUT naming the field.
import { type PayPeriodDays, payPeriodById } from '../../../src/domain/payroll/pay-periods.ts';
import { badInput } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import type { PageArgs } from '../shared/paging.ts';

export interface HistoryInput {
  practitionerId: string;
  page: PageArgs;
}

export const parseHistory = (raw: unknown): HistoryInput => {
  const args = raw as { practitionerId: string; pageParams?: PageArgs | null };
  return { practitionerId: parseId(args.practitionerId, 'practitionerId'), page: args.pageParams ?? {} };
};

export interface PeriodInput {
  practitionerId: string;
  period: PayPeriodDays;
}

export function parsePeriod(raw: unknown): PeriodInput {
  const args = raw as { practitionerId: string; payPeriodId: string };
  const practitionerId = parseId(args.practitionerId, 'practitionerId');
  const period = typeof args.payPeriodId === 'string' ? payPeriodById(args.payPeriodId) : null;
  if (!period) throw badInput('payPeriodId is not a pay period (its first day, YYYY-MM-DD)', 'payPeriodId');
  return { practitionerId, period };
}

/** PayrollInfo(payPeriodId) and the ADP export: a period by its first day. */
export function parsePayrollPeriod(raw: unknown): { period: PayPeriodDays } {
  const id = (raw as { payPeriodId?: unknown }).payPeriodId;
  const period = typeof id === 'string' ? payPeriodById(id) : null;
  if (!period) throw badInput('payPeriodId is not a pay period (its first day, YYYY-MM-DD)', 'payPeriodId');
  return { period };
}
