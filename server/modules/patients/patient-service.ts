import dayjs from 'dayjs';
import { and, asc, count, eq, like, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../../src/domain/access.ts';
import { displayName, type Patient } from '../../../src/domain/resources.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { patients } from '../../db/schema.ts';
import { stores } from '../../db/stores.ts';
import { notFound } from '../../errors.ts';
import { parseId } from '../../graphql/ids.ts';
import { connection, parsePage, parseTerm } from '../../graphql/paging.ts';
import { assertCanReadPatient, loadPatientScope, patientFilter } from './patient-access.ts';

export interface PatientView {
  id: string;
  versionId: number;
  lastUpdated: string;
  name: string;
  givenName: string;
  familyName: string;
  gender: string;
  birthDate: string;
  age: number;
  phone: string | null;
  address: Patient['address'][number] | null;
  payerName: string | null;
}

/** The Patient type of the GraphQL schema; also used by the clinician's schedule pack. */
export const toPatientView = (
  row: { id: string; versionId: number; lastUpdated: Date; content: Patient },
  today: dayjs.Dayjs = dayjs(),
): PatientView => {
  const p = row.content;
  const name = p.name.find((n) => n.use === 'official') ?? p.name[0];
  return {
    id: row.id,
    versionId: row.versionId,
    lastUpdated: row.lastUpdated.toISOString(),
    name: displayName(p.name),
    givenName: name?.given.join(' ') ?? '',
    familyName: name?.family ?? '',
    gender: p.gender,
    birthDate: p.birthDate,
    age: today.diff(dayjs(p.birthDate), 'year'),
    phone: p.telecom.find((t) => t.system === 'phone')?.value ?? null,
    address: p.address[0] ?? null,
    payerName: p.payerName ?? null,
  };
};

const STATE = /^[A-Z]{2}$/;

export function createPatientService(db: Database) {
  return {
    async list(
      user: SessionUser | null,
      args: {
        term?: string | null | undefined;
        state?: string | null | undefined;
        first?: number | null | undefined;
        after?: string | null | undefined;
      },
    ) {
      const me = authorize(user, 'Query.PatientList');
      const { offset, limit } = parsePage(args);
      // Only the patients the caller may read (patient-access.ts): the filters narrow within them.
      const visible = patientFilter(await loadPatientScope(db, me), patients.id, patients.state);
      const term = parseTerm(args.term)?.toLowerCase();
      const conditions: SQL[] = [eq(patients.deleted, false)];
      if (visible) conditions.push(visible);
      if (term) conditions.push(like(patients.nameSearch, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
      if (args.state) conditions.push(eq(patients.state, STATE.test(args.state) ? args.state : '--'));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: patients.id, versionId: patients.versionId, lastUpdated: patients.lastUpdated, content: patients.content })
          .from(patients)
          .where(where)
          .orderBy(asc(patients.nameSearch), asc(patients.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(patients).where(where),
      ]);
      const today = dayjs();
      return connection(
        rows.map((r) => toPatientView({ ...r, content: r.content as unknown as Patient }, today)),
        offset,
        total?.n ?? 0,
      );
    },

    async get(user: SessionUser | null, id: string): Promise<PatientView> {
      const me = authorize(user, 'Query.Patient');
      const patientId = parseId(id);
      await assertCanReadPatient(db, me, patientId);
      const row = await stores.patient.read(db, patientId);
      if (!row) throw notFound('Patient');
      return toPatientView(row, dayjs());
    },
  };
}

export type PatientService = ReturnType<typeof createPatientService>;
