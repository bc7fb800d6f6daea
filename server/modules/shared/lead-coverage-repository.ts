// Whether a lead clinician leads a clinician (SPEC §2 lead clinicians: the coverage_config row of
// kind 'lead' that an administrator sets on /lead-clinician). encounter-access.ts reads it so a lead
// reads the schedules and records of the clinicians they lead; it lives in shared/ because that
// rule does (the staff-coverage module writes the rows).
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { coverageConfigs } from '../../db/schema/administration.ts';

export const leadCoverageRepository = {
  async leads(tx: Executor, leadUserId: string, practitionerId: string): Promise<boolean> {
    const [row] = await tx
      .select({ userId: coverageConfigs.userId })
      .from(coverageConfigs)
      .where(
        and(
          eq(coverageConfigs.kind, 'lead'),
          eq(coverageConfigs.userId, leadUserId),
          sql`${practitionerId}::uuid = any(${coverageConfigs.clinicianIds})`,
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** The practitioners a lead clinician leads (none when they lead nobody). */
  async ledBy(tx: Executor, leadUserId: string): Promise<string[]> {
    const rows = await tx
      .select({ ids: coverageConfigs.clinicianIds })
      .from(coverageConfigs)
      .where(and(eq(coverageConfigs.kind, 'lead'), eq(coverageConfigs.userId, leadUserId)));
    return [...new Set(rows.flatMap((r) => r.ids ?? []))];
  },
};
