// Coverage rows → the GraphQL shapes of coverage.graphql (plain JSON).
import type { Coverage, EligibilityResponse, PriorAuthorization } from '../../../src/domain/coverage/coverage.ts';
import { identifierLabel } from '../../../src/domain/coverage/eligibility.ts';
import type { Organization, Reference } from '../../../src/domain/resources.ts';
import type { ResourceRow } from '../../db/resource-store.ts';

const idOf = (ref: Reference | undefined): string | null => ref?.reference.split('/')[1] ?? null;
const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

export interface CoverageView {
  id: string;
  versionId: number;
  lastUpdated: string;
  patientId: string;
  status: string;
  order: number;
  insurerId: string | null;
  insurerName: string | null;
  memberId: string | null;
  groupNumber: string | null;
  groupName: string | null;
  type: string | null;
  planName: string | null;
  planType: string | null;
  copay: number | null;
  deductible: number | null;
  coinsurance: number | null;
  effectiveDate: string | null;
  terminationDate: string | null;
  subscriberName: string | null;
  subscriberRelationship: string | null;
  approval: string | null;
}

export function toCoverageView(row: ResourceRow<Coverage>): CoverageView {
  const c = row.content;
  return {
    id: row.id,
    versionId: row.versionId,
    lastUpdated: row.lastUpdated.toISOString(),
    patientId: idOf(c.beneficiary) ?? '',
    status: c.status,
    order: c.order,
    insurerId: idOf(c.payor),
    insurerName: c.payor?.display ?? null,
    memberId: orNull(c.subscriberId),
    groupNumber: orNull(c.groupNumber),
    groupName: orNull(c.groupName),
    type: orNull(c.type),
    planName: orNull(c.planName),
    planType: orNull(c.planType),
    copay: orNull(c.copay),
    deductible: orNull(c.deductible),
    coinsurance: orNull(c.coinsurance),
    effectiveDate: c.period?.start ?? null,
    terminationDate: c.period?.end ?? null,
    subscriberName: c.subscriber?.name ?? null,
    subscriberRelationship: c.subscriber?.relationship ?? null,
    approval: orNull(c.approval),
  };
}

export interface AuthorizationView {
  id: string;
  versionId: number;
  lastUpdated: string;
  patientId: string;
  coverageId: string | null;
  number: string | null;
  status: string;
  periodStart: string | null;
  periodEnd: string | null;
  visitsAllowed: number | null;
  visitsUsed: number | null;
  unitsAllowed: number | null;
}

export function toAuthorizationView(row: ResourceRow<PriorAuthorization>): AuthorizationView {
  const a = row.content;
  return {
    id: row.id,
    versionId: row.versionId,
    lastUpdated: row.lastUpdated.toISOString(),
    patientId: idOf(a.patient) ?? '',
    coverageId: idOf(a.coverage),
    number: orNull(a.number),
    status: a.status,
    periodStart: a.period?.start ?? null,
    periodEnd: a.period?.end ?? null,
    visitsAllowed: orNull(a.visitsAllowed),
    visitsUsed: orNull(a.visitsUsed),
    unitsAllowed: orNull(a.unitsAllowed),
  };
}

export interface EligibilityView {
  id: string;
  patientId: string;
  coverageId: string | null;
  /** SPEC §3 'Checked On/At'. */
  checkedAt: string;
  checkedBy: string | null;
  outcome: string;
  inforce: boolean | null;
  payerName: string | null;
  insurerId: string | null;
  memberId: string | null;
  groupNumber: string | null;
  planName: string | null;
  planType: string | null;
  copay: number | null;
  deductible: number | null;
  coinsurance: number | null;
  patientResponsibility: number | null;
  labCompany: string | null;
  effectiveDate: string | null;
  terminationDate: string | null;
  contactNumber: string | null;
  state: string | null;
  address: string | null;
  identifiers: { code: string; label: string; value: string }[];
  errors: { code: string; display: string }[];
  taskId: string | null;
}

export function toEligibilityView(row: ResourceRow<EligibilityResponse>): EligibilityView {
  const r = row.content;
  return {
    id: row.id,
    patientId: idOf(r.patient) ?? '',
    coverageId: idOf(r.coverage),
    checkedAt: new Date(r.created).toISOString(),
    checkedBy: r.requestor?.display ?? null,
    outcome: r.outcome ?? (r.errors?.length ? 'error' : 'complete'),
    inforce: r.inforce ?? null,
    payerName: r.insurer?.name ?? null,
    insurerId: r.insurer?.id ?? null,
    memberId: orNull(r.memberId),
    groupNumber: orNull(r.groupNumber),
    planName: orNull(r.planName),
    planType: orNull(r.planType),
    copay: orNull(r.copay),
    deductible: orNull(r.deductible),
    coinsurance: orNull(r.coinsurance),
    patientResponsibility: orNull(r.patientResponsibility),
    labCompany: orNull(r.labCompany),
    effectiveDate: orNull(r.effectiveDate),
    terminationDate: orNull(r.terminationDate),
    contactNumber: orNull(r.contactNumber),
    state: orNull(r.state),
    address: orNull(r.address),
    identifiers: (r.identifiers ?? []).map((i) => ({ code: i.code, label: identifierLabel(i.code), value: i.value })),
    errors: (r.errors ?? []).map((e) => ({ code: e.code, display: e.display })),
    taskId: idOf(r.task),
  };
}

export interface InsurerView {
  id: string;
  name: string;
  state: string | null;
  payerId: string | null;
}

export const toInsurerView = (row: ResourceRow<Organization>): InsurerView => ({
  id: row.id,
  name: row.content.name,
  state: row.content.address?.[0]?.state ?? null,
  payerId: row.content.identifier?.find((i) => i.system === 'urn:demo:availity-payer-id')?.value ?? null,
});
