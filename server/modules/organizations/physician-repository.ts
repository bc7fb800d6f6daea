// SPEC §7 CareTeamPhysicians: the active contact persons of the active PCP practices (a
// practice's contacts are its physicians, SPEC §2 PCP config), searched by the physician's or the
// practice's name or an exact NPI, by last and first name. One row per physician, with its practice.
import { type SQL, sql } from 'drizzle-orm';
import type { FacilityContact } from '../../../src/domain/master-lists/facility-record.ts';
import type { PatientContactPoint } from '../../../src/domain/patients/phone.ts';
import type { Executor } from '../../db/client.ts';
import { organizations } from '../../db/schema/directory.ts';
import { escapeLike } from '../shared/like-pattern.ts';
import type { Page, RowsAndCount } from '../shared/paging.ts';

export interface PhysicianRow {
  practiceId: string;
  practiceName: string;
  state: string | null;
  city: string | null;
  telecom: PatientContactPoint[] | null;
  contact: FacilityContact;
}

export const physicianRepository = {
  async search(tx: Executor, term: string | null, { offset, limit }: Page): Promise<RowsAndCount<PhysicianRow>> {
    const name = sql`lower(concat_ws(' ', c.value->'name'->>'prefix', c.value->'name'->'given'->>0, c.value->'name'->>'family', ${organizations.content}->>'name'))`;
    const matches: SQL = term
      ? sql`and (${name} like ${`%${escapeLike(term.toLowerCase())}%`} or exists (
          select 1 from jsonb_array_elements(coalesce(c.value->'identifier', '[]'::jsonb)) i where i->>'value' = ${term}))`
      : sql``;
    const fromWhere = sql`
      from ${organizations} cross join lateral jsonb_array_elements(coalesce(${organizations.content}->'contact', '[]'::jsonb)) c
      where ${organizations.type} = 'pcp' and ${organizations.deleted} = false
        and coalesce((${organizations.content}->>'active')::boolean, true)
        and coalesce((c.value->>'active')::boolean, true)
        ${matches}`;
    const [page, counted] = await Promise.all([
      tx.execute(sql`
        select ${organizations.id} as "practiceId", ${organizations.content}->>'name' as "practiceName", ${organizations.state} as state,
          ${organizations.content}->'address'->0->>'city' as city, ${organizations.content}->'telecom' as telecom, c.value as contact
        ${fromWhere}
        order by lower(c.value->'name'->>'family'), lower(c.value->'name'->'given'->>0), c.value->>'id'
        offset ${offset} limit ${limit}`),
      tx.execute(sql`select count(*) as n ${fromWhere}`),
    ]);
    const rows = (page as unknown as { rows: PhysicianRow[] }).rows;
    const [total] = (counted as unknown as { rows: { n: number | string }[] }).rows;
    return { rows, totalCount: Number(total?.n ?? 0) };
  },
};
