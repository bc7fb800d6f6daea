// PCC config, telehealth clinicians and lead clinicians (SPEC §2, permission settings): the users
// of a kind's job functions and what they cover. 'What they set changes what those users see':
//   - pcc and th: the saved states are part of the user's patient access (DESIGN §8, read with
//     app_user.markets by shared/patient-access-repository.ts), so a PCC's patient lists and a
//     telehealth clinician's waiting room follow at once; the markets user administration grants
//     (security) are never changed from here;
//   - lead: the led clinicians' schedules and records become readable to the lead
//     (shared/encounter-access.ts, through shared/lead-coverage-repository.ts).
// A save widens patient access, so it goes through the grant rule (src/domain/administration/
// grant-rule.ts, DESIGN §5): only an administrator configures an administrator, nobody configures
// themselves, and nobody grants a state or a clinician outside their own states. It is made against
// the version the form read (CONFLICT when another save came first). Every change writes its audit
// row (entity 'CoverageConfig', id `${kind}:${userId}`) in the same transaction.
import type { SessionUser } from '../../../src/domain/access.ts';
import { COVERAGE, coverageEntityId, fieldsOutsideKind, isCoverageSubject } from '../../../src/domain/administration/coverage.ts';
import { coverageGrantChanges } from '../../../src/domain/administration/grant-rule.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database, Executor } from '../../db/client.ts';
import { badInput, notFound, unauthenticated } from '../../errors.ts';
import { toSessionUser } from '../identity/app-user-repository.ts';
import { adminAuditRepository } from '../shared/admin-audit-repository.ts';
import { conflict } from '../shared/mutation-runner.ts';
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { loadStateScope } from '../shared/patient-access.ts';
import { assertMayGrant } from '../shared/patient-access-grants.ts';
import { parseCoverageInput, parseCoverageListFilter, parseCoverageTarget, parseCoverageVersion } from './staff-coverage-input.ts';
import { type CoverageSubjectRow, staffCoverageRepository as repo } from './staff-coverage-repository.ts';
import {
  auditRecord,
  type CoverageClinicianView,
  type CoverageConfigView,
  type NamedRecords,
  toClinicianView,
  toCoverageView,
  toMarketView,
} from './staff-coverage-views.ts';

type Maybe<T> = T | null | undefined;

const distinct = (ids: readonly string[]): string[] => [...new Set(ids)];

/** The markets and clinicians the rows name, read once. */
async function namedRecords(tx: Executor, rows: readonly CoverageSubjectRow[]): Promise<NamedRecords> {
  const [markets, clinicians] = await Promise.all([
    repo.markets(tx, distinct(rows.flatMap((r) => r.config?.marketIds ?? []))),
    repo.practitioners(tx, distinct(rows.flatMap((r) => r.config?.clinicianIds ?? []))),
  ]);
  return {
    markets: new Map(markets.map((m) => [m.id, toMarketView(m)])),
    clinicians: new Map(clinicians.map((c) => [c.id, toClinicianView(c)])),
  };
}

export function createStaffCoverageService(db: Database) {
  return {
    async list(user: SessionUser | null, args: PageArgs & { kind: string; term?: Maybe<string> }) {
      authorize(user, 'Query.CoverageConfigList');
      const { kind, term } = parseCoverageListFilter(args);
      const page = await pagedList(
        args,
        (p) => repo.list(db, kind, COVERAGE[kind].jobFunctions, term, p),
        (row) => row,
      );
      const named = await namedRecords(
        db,
        page.edges.map((e) => e.node),
      );
      return { ...page, edges: page.edges.map((e) => ({ ...e, node: toCoverageView(kind, e.node, named) })) };
    },

    /** One user of the kind (NOT_FOUND for anyone else) and, for a lead, the clinicians they may lead. */
    async get(
      user: SessionUser | null,
      args: { kind: string; userId: string },
    ): Promise<{ config: CoverageConfigView; clinicianChoices: CoverageClinicianView[] }> {
      const me = authorize(user, 'Query.CoverageConfig');
      const { kind, userId } = parseCoverageTarget(args);
      const subject = await repo.subject(db, kind, userId);
      if (!subject || !isCoverageSubject(kind, subject.user.jobFunctions)) throw notFound('User');
      const [named, choices] = await Promise.all([
        namedRecords(db, [subject]),
        COVERAGE[kind].fields.includes('clinicianIds') ? repo.activePractitioners(db, await loadStateScope(db, me)) : Promise.resolve([]),
      ]);
      return { config: toCoverageView(kind, subject, named), clinicianChoices: choices.map(toClinicianView) };
    },

    async update(
      user: SessionUser | null,
      args: { kind: string; userId: string; versionId: number; input: Readonly<Record<string, unknown>> },
      now = new Date(),
    ): Promise<CoverageConfigView> {
      const me = authorize(user, 'Mutation.updateCoverageConfig');
      const { kind, userId } = parseCoverageTarget(args);
      const versionId = parseCoverageVersion(args.versionId);
      const values = parseCoverageInput(args.input);
      const [outside] = fieldsOutsideKind(kind, values);
      if (outside) throw badInput(MESSAGES.incorrectValue, `input.${outside}`);
      return db.transaction(async (tx) => {
        // The editor as their row is now (still active, still allowed, holding what it holds).
        const editor = await repo.lockEditorAndSubject(tx, me.id, userId);
        if (editor?.status !== 'active') throw unauthenticated();
        const acting = authorize(toSessionUser(editor), 'Mutation.updateCoverageConfig');
        const subject = await repo.subject(tx, kind, userId);
        // SPEC §2: each screen configures the users of its job functions only.
        if (!subject || !isCoverageSubject(kind, subject.user.jobFunctions)) throw badInput(MESSAGES.incorrectValue, 'userId');
        const current = subject.config?.version ?? 0;
        if (current !== versionId) throw conflict({ currentVersion: current });
        const [markets, marketsBefore, clinicians] = await Promise.all([
          repo.markets(tx, values.marketIds),
          repo.markets(tx, subject.config?.marketIds ?? []),
          repo.practitioners(tx, values.clinicianIds),
        ]);
        if (markets.length !== values.marketIds.length) throw badInput(MESSAGES.incorrectValue, 'input.marketIds');
        if (clinicians.length !== values.clinicianIds.length || clinicians.some((c) => !c.content.active)) {
          throw badInput(MESSAGES.incorrectValue, 'input.clinicianIds');
        }
        const statesOf = (rows: readonly { state: string | null }[]) => [...new Set(rows.flatMap((m) => (m.state ? [m.state] : [])))];
        await assertMayGrant(
          tx,
          acting,
          { id: userId, roles: subject.user.roles },
          coverageGrantChanges(
            {
              states: subject.config?.states ?? [],
              marketStates: statesOf(marketsBefore),
              clinicianIds: subject.config?.clinicianIds ?? [],
            },
            { states: values.states, marketStates: statesOf(markets), clinicianIds: values.clinicianIds },
          ),
        );
        const saved = await repo.save(tx, kind, userId, values, me.id, now);
        await adminAuditRepository.record(
          tx,
          me,
          {
            entityType: 'CoverageConfig',
            entityId: coverageEntityId(kind, userId),
            action: subject.config ? 'update' : 'create',
            before: auditRecord(subject.config),
            after: auditRecord(saved),
          },
          now,
        );
        const next = { ...subject, config: saved };
        return toCoverageView(kind, next, await namedRecords(tx, [next]));
      });
    },
  };
}

export type StaffCoverageService = ReturnType<typeof createStaffCoverageService>;
