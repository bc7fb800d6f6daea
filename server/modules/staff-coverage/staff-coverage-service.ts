// PCC config, telehealth clinicians and lead clinicians (SPEC §2, permission settings): the users
// of a kind's job functions and what they cover. 'What they set changes what those users see':
//   - pcc and th: the saved states are part of the user's patient access (DESIGN §8, read with
//     app_user.markets by shared/patient-access-repository.ts), so a PCC's patient lists and a
//     telehealth clinician's waiting room follow at once; the markets user administration grants
//     (security) are never changed from here;
//   - lead: the led clinicians' schedules and records become readable to the lead
//     (shared/encounter-access.ts, through shared/lead-coverage-repository.ts).
// Every change writes its audit row (entity 'CoverageConfig', id `${kind}:${userId}`) in the same transaction.
import type { SessionUser } from '../../../src/domain/access.ts';
import { COVERAGE, coverageEntityId, fieldsOutsideKind, isCoverageSubject } from '../../../src/domain/administration/coverage.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database, Executor } from '../../db/client.ts';
import { badInput, notFound } from '../../errors.ts';
import { adminAuditRepository } from '../shared/admin-audit-repository.ts';
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { loadStateScope } from '../shared/patient-access.ts';
import { parseCoverageInput, parseCoverageListFilter, parseCoverageTarget } from './staff-coverage-input.ts';
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
      args: { kind: string; userId: string; input: Readonly<Record<string, unknown>> },
      now = new Date(),
    ): Promise<CoverageConfigView> {
      const me = authorize(user, 'Mutation.updateCoverageConfig');
      const { kind, userId } = parseCoverageTarget(args);
      const values = parseCoverageInput(args.input);
      const [outside] = fieldsOutsideKind(kind, values);
      if (outside) throw badInput(MESSAGES.incorrectValue, `input.${outside}`);
      return db.transaction(async (tx) => {
        const subject = await repo.subject(tx, kind, userId);
        // SPEC §2: each screen configures the users of its job functions only.
        if (!subject || !isCoverageSubject(kind, subject.user.jobFunctions)) throw badInput(MESSAGES.incorrectValue, 'userId');
        // A lead is given only clinicians of the editor's own states (DESIGN §8 'Access').
        const scope = await loadStateScope(tx, me);
        const [markets, clinicians] = await Promise.all([
          repo.markets(tx, values.marketIds),
          repo.practitioners(tx, values.clinicianIds, scope),
        ]);
        if (markets.length !== values.marketIds.length) throw badInput(MESSAGES.incorrectValue, 'input.marketIds');
        if (clinicians.length !== values.clinicianIds.length || clinicians.some((c) => !c.content.active)) {
          throw badInput(MESSAGES.incorrectValue, 'input.clinicianIds');
        }
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
