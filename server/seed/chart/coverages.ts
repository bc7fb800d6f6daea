// Demo coverages, prior authorizations and eligibility results (SPEC §3 Coverage/eligibility).
// Most patients have a primary coverage with the insurer named on their record, a third of them a
// secondary one, a few an older inactive (draft) one; about half of the covered patients have a
// current authorization (some also an expired or pending one), and a quarter have eligibility
// results, answered by the same simulator a check uses (server/modules/coverage), so a result on
// screen is what checking that coverage again gives. Member ids ending in 000 or 555 are sprinkled
// in so the demo shows the simulator's errors and inactive answers.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { Coverage, EligibilityResponse, PriorAuthorization } from '../../../src/domain/coverage/coverage.ts';
import type { Reference } from '../../../src/domain/resources.ts';
import { simulateEligibility } from '../../modules/coverage/eligibility-simulator.ts';
import { ref, type WithId } from '../address.ts';
import { type Org, orgsOf } from '../organizations.ts';
import { Rng } from '../random.ts';
import type { ChartSeedInput } from './input.ts';

dayjs.extend(utc);

const TIERS = ['Gold', 'Silver', 'Bronze', 'Platinum', 'Choice'];
const PLAN_TYPES = ['HMO', 'PPO', 'EPO', 'POS', 'PFFS', 'SNP'];
const GROUPS = [
  'Retired Teachers Association',
  'State Employees Plan',
  'Individual Plan',
  'County Workers Union',
  'Veterans Benefit Group',
];
const SPOUSES = ['Maria', 'James', 'Linda', 'Robert', 'Patricia', 'Michael', 'Barbara', 'David'];

type Rows = {
  coverages: WithId<Coverage>[];
  priorAuthorizations: WithId<PriorAuthorization>[];
  eligibilityResponses: WithId<EligibilityResponse>[];
};

/** A member id: three letters and nine digits; a few end in 000 (not found) or 555 (not in force) on purpose. */
function memberId(rng: Rng): string {
  const letters = Array.from({ length: 3 }, () => String.fromCharCode(65 + rng.int(0, 25))).join('');
  const tail = rng.weighted([
    ['plain', 92],
    ['000', 4],
    ['555', 4],
  ] as const);
  return tail === 'plain' ? `${letters}${rng.digits(9)}` : `${letters}${rng.digits(6)}${tail}`;
}

const baseName = (insurer: Org) => insurer.name.replace(/ of .*$/, '');
const payorOf = (insurer: Org): Reference => ref('Organization', insurer.id, insurer.name);

export function buildCoverageRecords(input: ChartSeedInput): Rows {
  const rng = new Rng('coverages');
  const today = dayjs.utc(input.today).startOf('day');
  const day = (offset: number) => today.add(offset, 'day').format('YYYY-MM-DD');
  const checker = input.userIds.get('coordinator') ?? input.userIds.get('pcc') ?? null;
  const rows: Rows = { coverages: [], priorAuthorizations: [], eligibilityResponses: [] };

  for (const { patient, place } of input.patients) {
    // About one in ten has no coverage on file yet.
    if (!rng.chance(0.9)) continue;
    const insurers = orgsOf(input.organizations, 'ins', place.state);
    if (insurers.length === 0) continue;
    const primaryInsurer = insurers.find((o) => o.name === patient.payerName) ?? rng.pick(insurers);
    const age = today.diff(dayjs.utc(patient.birthDate), 'year');
    const beneficiary: Reference = { reference: `Patient/${patient.id}` };

    const make = (insurer: Org, order: number, status: Coverage['status']): WithId<Coverage> => {
      const planType = rng.pick(PLAN_TYPES);
      const start = today.subtract(rng.int(90, 900), 'day').startOf('month');
      const coverage: WithId<Coverage> = {
        id: rng.uuid(),
        status,
        beneficiary,
        order,
        payor: payorOf(insurer),
        subscriberId: memberId(rng),
        groupNumber: `GRP${rng.digits(5)}`,
        groupName: rng.pick(GROUPS),
        type:
          age >= 65
            ? rng.pick(['medicare', 'medicare-advantage', 'medicare-advantage'])
            : rng.pick(['commercial', 'medicaid', 'managed-medicaid']),
        planName: `${baseName(insurer)} ${rng.pick(TIERS)} ${planType}`,
        planType,
        copay: rng.pick([0, 10, 20, 25, 30, 40]),
        deductible: rng.pick([0, 250, 500, 1000, 1500]),
        coinsurance: rng.pick([0, 10, 20]),
        period:
          status === 'draft'
            ? { start: start.subtract(2, 'year').format('YYYY-MM-DD'), end: start.subtract(1, 'day').format('YYYY-MM-DD') }
            : { start: start.format('YYYY-MM-DD') },
        subscriber: rng.chance(0.85)
          ? { name: `${patient.name[0]?.given[0] ?? ''} ${patient.name[0]?.family ?? ''}`.trim(), relationship: 'self' }
          : { name: `${rng.pick(SPOUSES)} ${patient.name[0]?.family ?? ''}`.trim(), relationship: 'spouse' },
        approval: rng.weighted([
          ['approved', 80],
          ['pending', 15],
          ['unapproved', 5],
        ] as const),
      };
      rows.coverages.push(coverage);
      return coverage;
    };

    const primary = make(primaryInsurer, 1, 'active');
    // The primary's plan is what the payer answers for it, so a check on screen agrees with the chart.
    const name = patient.name[0];
    const ask = (serviceDate: string) =>
      simulateEligibility({
        memberId: primary.subscriberId ?? '',
        groupNumber: primary.groupNumber ?? null,
        insurer: {
          id: primaryInsurer.id,
          name: primaryInsurer.name,
          payerId: primaryInsurer.identifier?.find((i) => i.system === 'urn:demo:availity-payer-id')?.value ?? null,
        },
        patient: {
          givenName: name?.given.join(' ') ?? '',
          familyName: name?.family ?? '',
          birthDate: patient.birthDate,
          state: place.state,
        },
        serviceDate,
      });
    const plan = ask(day(0));
    if (plan.outcome === 'complete') {
      Object.assign(primary, {
        planName: plan.planName,
        planType: plan.planType,
        copay: plan.copay,
        deductible: plan.deductible,
        coinsurance: plan.coinsurance,
      });
    }
    if (rng.chance(0.33)) {
      const others = insurers.filter((o) => o.id !== primaryInsurer.id);
      if (others.length > 0) make(rng.pick(others), 2, 'active');
    }
    if (rng.chance(0.1)) make(rng.pick(insurers), 1, 'draft');

    // Authorizations under the primary coverage: a current one for about half; some also an older or a pending one.
    if (rng.chance(0.5)) {
      const coverage = ref('Coverage', primary.id, primaryInsurer.name);
      const authorization = (status: string, start: number, end: number): void => {
        const allowed = rng.pick([12, 18, 24]);
        rows.priorAuthorizations.push({
          id: rng.uuid(),
          status,
          patient: beneficiary,
          coverage,
          period: { start: day(start), end: day(end) },
          recorded: today.add(start, 'day').hour(14).toISOString(),
          number: `AUTH${rng.digits(7)}`,
          visitsAllowed: allowed,
          visitsUsed: start > 0 ? 0 : rng.int(0, Math.min(allowed - 1, Math.floor(-start / 7))),
        });
      };
      const start = -rng.int(0, 60);
      authorization('active', start, start + rng.pick([60, 90, 120]));
      if (rng.chance(0.3)) authorization(rng.pick(['active', 'cancelled']), start - 120, start - 1);
      if (rng.chance(0.1)) authorization('pending', start + 1, start + 91);
    }

    // Eligibility results for about a quarter: the simulator's answer, checked some days ago.
    if (rng.chance(0.25)) {
      for (let n = rng.int(1, 2); n > 0; n--) {
        const checkedAt = today
          .subtract(rng.int(1, 120), 'day')
          .hour(rng.int(13, 21))
          .minute(rng.pick([0, 15, 30, 45]));
        const answer = ask(checkedAt.format('YYYY-MM-DD'));
        const { outcome, inforce, identifiers, errors, ...rest } = answer;
        rows.eligibilityResponses.push({
          id: rng.uuid(),
          status: 'active',
          patient: beneficiary,
          coverage: ref('Coverage', primary.id, primaryInsurer.name),
          created: checkedAt.toISOString(),
          ...(checker ? { requestor: ref('User', checker, 'Morgan Coordinator') } : {}),
          servicedDate: checkedAt.format('YYYY-MM-DD'),
          outcome,
          inforce,
          identifiers,
          errors,
          ...rest,
        });
      }
    }
  }
  return rows;
}
