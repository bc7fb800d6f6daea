// updateCoverageConfig (SPEC §2 PCC config, telehealth clinicians, lead clinicians), declared once
// for the write pipeline (DESIGN §5). A save widens patient access, so it goes through the grant
// rule (src/domain/administration/grant-rule.ts, DESIGN §5 'Access is granted in one place'): the
// editor's row and the configured user's are locked in id order (as user administration locks
// them), the editor is judged as their row is now, only an administrator configures an
// administrator, nobody configures themselves, and nobody grants a state or a clinician outside
// their own states. It is made against the version the form read (CONFLICT when another save came
// first; 0 for a row not saved yet), and writes its audit row (entity 'CoverageConfig', id
// `${kind}:${userId}`) in the same transaction.
import type { SessionUser } from '../../../src/domain/access.ts';
import { type CoverageKind, coverageEntityId, fieldsOutsideKind, isCoverageSubject } from '../../../src/domain/administration/coverage.ts';
import { coverageGrantChanges } from '../../../src/domain/administration/grant-rule.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { authorize } from '../../auth/authorize.ts';
import { badInput, unauthenticated } from '../../errors.ts';
import { appUserRepository, toSessionUser } from '../identity/app-user-repository.ts';
import { assertMayGrant } from '../shared/patient-access-grants.ts';
import { defineWrite, type WriteTarget } from '../shared/write-pipeline.ts';
import { parseCoverageInput, parseCoverageTarget, parseCoverageVersion } from './staff-coverage-input.ts';
import { namedRecords } from './staff-coverage-names.ts';
import { type CoverageSubjectRow, staffCoverageRepository as repo } from './staff-coverage-repository.ts';
import { auditRecord, toCoverageView } from './staff-coverage-views.ts';

interface CoverageTarget {
  /** The editor as their row is now (still active, still allowed, holding what it holds). */
  acting: SessionUser;
  subject: CoverageSubjectRow;
}

/** The configured user, a user of the kind's job functions (SPEC §2: each screen configures those only). */
const configuredUser: WriteTarget<{ kind: CoverageKind; userId: string }, CoverageTarget> = {
  kind: 'user',
  async resolve(tx, me, { kind, userId }) {
    const rows = await appUserRepository.lockPair(tx, me.id, userId);
    const editor = rows.find((row) => row.id === me.id);
    if (editor?.status !== 'active') throw unauthenticated();
    const acting = authorize(toSessionUser(editor), 'Mutation.updateCoverageConfig');
    const subject = await repo.subject(tx, kind, userId);
    if (!subject || !isCoverageSubject(kind, subject.user.jobFunctions)) throw badInput(MESSAGES.incorrectValue, 'userId');
    return { acting, subject };
  },
  versionOf: (target) => target.subject.config?.version ?? 0,
};

const statesOf = (rows: readonly { state: string | null }[]) => [...new Set(rows.flatMap((m) => (m.state ? [m.state] : [])))];

export const staffCoverageWrites = {
  updateCoverageConfig: defineWrite({
    operation: 'Mutation.updateCoverageConfig',
    input: (raw: unknown) => {
      const args = raw as { kind: string; userId: string; versionId: number; input: Readonly<Record<string, unknown>> };
      const { kind, userId } = parseCoverageTarget(args);
      const versionId = parseCoverageVersion(args.versionId);
      const values = parseCoverageInput(args.input);
      const [outside] = fieldsOutsideKind(kind, values);
      if (outside) throw badInput(MESSAGES.incorrectValue, `input.${outside}`);
      return { kind, userId, versionId, values };
    },
    target: configuredUser,
    version: (i) => i.versionId,
    apply: async ({ tx, me, now, input: { kind, userId, values }, target: { acting, subject } }) => {
      const markets = await repo.markets(tx, values.marketIds);
      const marketsBefore = await repo.markets(tx, subject.config?.marketIds ?? []);
      const clinicians = await repo.practitioners(tx, values.clinicianIds);
      if (markets.length !== values.marketIds.length) throw badInput(MESSAGES.incorrectValue, 'input.marketIds');
      if (clinicians.length !== values.clinicianIds.length || clinicians.some((c) => !c.content.active)) {
        throw badInput(MESSAGES.incorrectValue, 'input.clinicianIds');
      }
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
      const next = { ...subject, config: saved };
      return { saved, view: toCoverageView(kind, next, await namedRecords(tx, [next])) };
    },
    audit: ({ input: { kind, userId }, target: { subject } }, { saved }) => ({
      entityType: 'CoverageConfig',
      entityId: coverageEntityId(kind, userId),
      action: subject.config ? 'update' : 'create',
      before: auditRecord(subject.config),
      after: auditRecord(saved),
    }),
  }),
};
