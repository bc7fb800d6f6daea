// SPEC §2 patient list at scale: the server's search on 100,000 patients (BENCH_PATIENTS), p95
// per kind of query [≤ 30 ms on PostgreSQL, ≤ 80 ms on PGlite], and EXPLAIN showing which
// indexes each kind uses. Measured where the server spends it: the filter parsed as the
// service does, then patientRepository.list (its rows query and its count, both as GraphQL
// would run them), for an administrator (every patient) and for a one-market coordinator.
// Patients are written straight into the patient table (their search columns by the store's own
// rules, server/db/stores.ts), then ANALYZE. PGlite runs in memory; PostgreSQL on a fresh
// database of BENCH_DATABASE_URL or DATABASE_URL when one is set (skipped otherwise).
// Kinds of query, each term run once to warm up, then BENCH_SEARCH_ROUNDS (3) times:
//   - prefix: the first 3–5 letters of a family name, and 'family given-start' pairs;
//   - fuzzy: a family name with two inner letters swapped, that no name starts with (so the
//     list takes its mistyped-name path; the share that did is printed);
//   - number: a phone's last 7 digits, an external number, a date of birth.
// Smoke: 2,000 patients, 1 round, a few terms.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts';
import { organizations, patients } from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import { parsePatientListFilter } from '../../server/modules/patients/patient-input.ts';
import { patientRepository } from '../../server/modules/patients/patient-repository.ts';
import { seededFaker } from '../../server/seed/random.ts';
import type { PatientScope } from '../../src/domain/patient-access.ts';
import type { Patient } from '../../src/domain/resources.ts';
import { SUPPORTED_STATES } from '../../src/domain/time-zone.ts';
import { percentile } from './offline-support.ts';
import type { BenchOptions } from './options.ts';

const FULL = { patients: Number(process.env.BENCH_PATIENTS ?? 100_000), rounds: Number(process.env.BENCH_SEARCH_ROUNDS ?? 3), terms: 40 };
const SMOKE = { patients: 2_000, rounds: 1, terms: 5 };
const GOAL_MS = { postgres: 30, pglite: 80 } as const;
const BATCH = 1_000;

type Kind = 'prefix' | 'fuzzy' | 'number';

interface Seeded {
  families: string[];
  givens: string[];
  phones: string[];
  numbers: string[];
  birthDates: string[];
  names: Set<string>;
}

function patientAt(faker: ReturnType<typeof seededFaker>, i: number, marketIds: readonly string[]): Patient {
  const state = SUPPORTED_STATES[i % SUPPORTED_STATES.length] ?? 'FL';
  const phone = faker.string.numeric({ length: 10, allowLeadingZeros: false });
  return {
    active: true,
    name: [{ use: 'official', given: [faker.person.firstName()], family: faker.person.lastName() }],
    gender: i % 2 ? 'female' : 'male',
    birthDate: faker.date.birthdate({ min: 40, max: 100, mode: 'age' }).toISOString().slice(0, 10),
    telecom: [{ system: 'phone', value: phone, use: 'mobile' }],
    address: [{ line: [faker.location.streetAddress()], city: faker.location.city(), state, postalCode: faker.location.zipCode('#####') }],
    identifier: [{ system: 'urn:demo:mrn', value: `MRN${String(200_000 + i)}`, use: 'usual' }],
    managingOrganization: { reference: `Organization/${marketIds[i % marketIds.length]}`, display: 'Market' },
  };
}

/** Writes `count` patients (and a market per state) straight into the tables, then ANALYZE. */
export async function seed(handle: DatabaseHandle, count: number): Promise<Seeded> {
  const { db } = handle;
  const now = new Date();
  const marketIds = SUPPORTED_STATES.map(() => randomUUID());
  await db.insert(organizations).values(
    SUPPORTED_STATES.map((state, i) => ({
      id: marketIds[i] ?? randomUUID(),
      versionId: 1,
      lastUpdated: now,
      content: { active: true, name: `${state} Market`, type: 'market', address: [{ state }] },
      type: 'market',
      nameSearch: `${state.toLowerCase()} market`,
      state,
    })),
  );
  const faker = seededFaker('bench-patient-search');
  const out: Seeded = { families: [], givens: [], phones: [], numbers: [], birthDates: [], names: new Set() };
  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const p = patientAt(faker, i, marketIds);
      const name = p.name[0];
      if (i % 97 === 0 && name) {
        out.families.push(name.family);
        out.givens.push(name.given[0] ?? '');
        out.phones.push(p.telecom[0]?.value ?? '');
        out.numbers.push(p.identifier?.[0]?.value ?? '');
        out.birthDates.push(p.birthDate);
      }
      if (name) out.names.add(`${name.family} ${name.given.join(' ')}`.toLowerCase());
      rows.push({
        id: randomUUID(),
        versionId: 1,
        lastUpdated: now,
        content: p as unknown as Record<string, unknown>,
        ...stores.patient.columnsOf(p),
      });
    }
    await db.insert(patients).values(rows);
  }
  await db.execute('analyze');
  return out;
}

/** A family name with two inner letters swapped, that starts no word of any name. */
function typo(family: string, names: Set<string>): string | null {
  const lower = family.toLowerCase();
  if (lower.length < 5) return null;
  const i = Math.floor(lower.length / 2);
  const swapped = `${lower.slice(0, i - 1)}${lower[i]}${lower[i - 1]}${lower.slice(i + 1)}`;
  if (swapped === lower) return null;
  for (const name of names) if (name.startsWith(swapped) || name.includes(` ${swapped}`)) return null;
  return swapped;
}

export function termsOf(s: Seeded, n: number): Record<Kind, string[]> {
  const prefix: string[] = [];
  for (let i = 0; prefix.length < n && i < s.families.length; i++) {
    const family = s.families[i] ?? '';
    const given = s.givens[i] ?? '';
    prefix.push(i % 3 === 2 ? `${family} ${given.slice(0, 2)}` : family.slice(0, 3 + (i % 3)));
  }
  const fuzzy: string[] = [];
  for (let i = 0; fuzzy.length < n && i < s.families.length; i++) {
    const t = typo(s.families[i] ?? '', s.names);
    if (t && !fuzzy.includes(t)) fuzzy.push(t);
  }
  const number: string[] = [];
  for (let i = 0; number.length < n && i < s.phones.length; i++) {
    const kind = i % 3;
    if (kind === 0) number.push((s.phones[i] ?? '').slice(3));
    else if (kind === 1) number.push(s.numbers[i] ?? '');
    else {
      const [y, m, d] = (s.birthDates[i] ?? '1950-01-01').split('-');
      number.push(`${m}/${d}/${y}`);
    }
  }
  return { prefix, fuzzy, number };
}

const r1 = (ms: number) => +ms.toFixed(1);

async function measure(handle: DatabaseHandle, scope: PatientScope, terms: Record<Kind, string[]>, rounds: number) {
  const out: Record<string, unknown> = {};
  for (const kind of ['prefix', 'fuzzy', 'number'] as const) {
    const samples: number[] = [];
    const byTerm: { term: string; ms: number }[] = [];
    let fuzzyPath = 0;
    let found = 0;
    for (const term of terms[kind]) {
      const filter = parsePatientListFilter({ term });
      await patientRepository.list(handle.db, scope, filter, { offset: 0, limit: 25 });
      for (let r = 0; r < rounds; r++) {
        const t0 = performance.now();
        const page = await patientRepository.list(handle.db, scope, parsePatientListFilter({ term }), { offset: 0, limit: 25 });
        const ms = performance.now() - t0;
        samples.push(ms);
        byTerm.push({ term, ms: r1(ms) });
        if (r === 0) {
          if (page.totalCount > 0) found += 1;
          const first = page.rows[0]?.content.name[0];
          const words = filter.search.kind === 'name' ? filter.search.words : [];
          const starts = first ? `${first.family} ${first.given.join(' ')}`.toLowerCase().split(' ') : [];
          if (kind === 'fuzzy' && page.totalCount > 0 && !words.every((w) => starts.some((s) => s.startsWith(w)))) fuzzyPath += 1;
        }
      }
    }
    out[kind] = {
      terms: terms[kind].length,
      found,
      ...(kind === 'fuzzy' ? { tookTypoPath: fuzzyPath } : {}),
      p50Ms: r1(percentile(samples, 50)),
      p95Ms: r1(percentile(samples, 95)),
      maxMs: r1(Math.max(...samples)),
      slowest: byTerm.sort((a, b) => b.ms - a.ms).slice(0, 3),
    };
  }
  return out;
}

/** The index names in a plan. */
const indexesIn = (plan: string): string[] => [
  ...new Set(
    [...plan.matchAll(/(?:(?:Index Scan|Index Only Scan)(?: Backward)? using|Bitmap Index Scan on) (\w+)/g)].map((m) => m[1] ?? ''),
  ),
];

async function explainAll(handle: DatabaseHandle, scope: PatientScope, terms: Record<Kind, string[]>) {
  const plans: Record<string, { term: string; indexes: string[]; plan: string }> = {};
  const cases: [string, string, boolean][] = [
    ['prefix', terms.prefix[0] ?? 'smi', false],
    ['fuzzy', terms.fuzzy[0] ?? 'smtih', true],
    ['phone', terms.number[0] ?? '5550142', false],
    ['externalNumber', terms.number[1] ?? 'MRN200001', false],
    ['birthDate', terms.number[2] ?? '01/01/1950', false],
  ];
  for (const [name, term, fuzzy] of cases) {
    const plan = await patientRepository.explain(handle.db, scope, parsePatientListFilter({ term }), fuzzy);
    plans[name] = { term, indexes: indexesIn(plan), plan };
  }
  return plans;
}

async function openPostgres(adminUrl: string): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const name = `emr_bench_search_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  return {
    handle,
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function patientSearch(options: BenchOptions) {
  const size = options.smoke ? SMOKE : FULL;
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const results: Record<string, unknown> = {};
  const scopes: Record<string, PatientScope> = {
    admin: { kind: 'all' },
    oneMarket: { kind: 'scoped', states: ['FL'], visitsOf: null },
  };
  for (const kind of ['postgres', 'pglite'] as const) {
    if (kind === 'postgres' && !adminUrl) {
      results[kind] = { skipped: 'no BENCH_DATABASE_URL or DATABASE_URL' };
      console.log('patient-search: PostgreSQL skipped (set BENCH_DATABASE_URL or DATABASE_URL)');
      continue;
    }
    const opened =
      kind === 'postgres' && adminUrl
        ? await openPostgres(adminUrl)
        : await (async () => {
            const handle = await openDatabase({ dataDir: 'memory://' });
            return { handle, drop: () => handle.close() };
          })();
    try {
      await opened.handle.migrate();
      const t0 = performance.now();
      const seeded = await seed(opened.handle, size.patients);
      const seedSeconds = +((performance.now() - t0) / 1000).toFixed(1);
      const terms = termsOf(seeded, size.terms);
      const byScope: Record<string, unknown> = {};
      for (const [name, scope] of Object.entries(scopes)) byScope[name] = await measure(opened.handle, scope, terms, size.rounds);
      const explain = await explainAll(opened.handle, scopes.admin ?? { kind: 'all' }, terms);
      const worstP95 = Math.max(
        ...Object.values(byScope).flatMap((s) => Object.values(s as Record<string, { p95Ms: number }>).map((k) => k.p95Ms)),
      );
      const goal = GOAL_MS[kind];
      results[kind] = {
        patients: size.patients,
        seedSeconds,
        byScope,
        worstP95Ms: worstP95,
        goalP95Ms: goal,
        met: worstP95 <= goal,
        explain,
      };
      for (const [scopeName, s] of Object.entries(byScope)) {
        const k = s as Record<Kind, { p50Ms: number; p95Ms: number; found: number; terms: number; tookTypoPath?: number }>;
        console.log(
          `patient-search ${kind} ${size.patients} patients, ${scopeName}: prefix p50 ${k.prefix.p50Ms} / p95 ${k.prefix.p95Ms} ms; fuzzy p50 ${k.fuzzy.p50Ms} / p95 ${k.fuzzy.p95Ms} ms (${k.fuzzy.tookTypoPath} of ${k.fuzzy.terms} took the typo path); number/DOB p50 ${k.number.p50Ms} / p95 ${k.number.p95Ms} ms [goal p95 ≤ ${goal} ms]`,
        );
      }
      for (const [name, e] of Object.entries(explain))
        console.log(`patient-search ${kind} EXPLAIN ${name} '${e.term}': ${e.indexes.join(', ') || 'no index'}`);
    } finally {
      await opened.drop();
    }
  }
  return {
    method: 'patientRepository.list (rows + count) after the service parse, in process; terms from the seeded names',
    loadAverage: loadavg()[0],
    ...results,
  };
}
