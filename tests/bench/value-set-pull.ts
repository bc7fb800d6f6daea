// The forms' choices from the value sets, in the clinician's pull (SPEC §2 clinical config; the
// issue's figures): (1) what the bound value sets add to the offline pack's questionnaires on the
// wire, gzip as the server sends them [goal ≤ 100 KB]: the questionnaires as served (each
// value-set item with the newest published codes) against the same rows as stored; (2) the clinical
// admin publishing wound-type versions, and versions of a form (Form Config: an item of Lower
// Extremity shown and hidden in turn), while 50 clinicians pull their day pack at once [goal: no
// pull answers an error], each pull's wound-type choices one whole published version (never a
// half-written one), with the pulls' p95. Run by the value-set bench on its server (value-set.ts):
// PGlite, and PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set. Smoke: 5 pullers, 2 publishes.
import { gzipSync } from 'node:zlib';
import { stores } from '../../server/db/stores.ts';
import type { QuestionnaireItem } from '../../src/domain/forms/questionnaire.ts';
import { signInToken } from './graphql-bench.ts';
import { percentile } from './offline-support.ts';
import type { startBuiltServer } from './server.ts';

export const PULLS_FULL = { pullers: 50, publishes: 5 };
export const PULLS_SMOKE = { pullers: 5, publishes: 2 };
const GROWTH_GOAL_KB = 100;

const PACK = `query($from: String!, $to: String!) { MySchedule(from: $from, to: $to) { questionnaires { id versionId code items } } }`;
const CODE_SYSTEM = `{ CodeSystem(id: "wound-type") { draftVersion publishedVersion } }`;
const SAVE = `mutation($v: Int!, $c: CodeSystemConceptInput!) {
  saveCodeSystemConcept(codeSystemId: "wound-type", draftVersion: $v, isNew: true, concept: $c) { draftVersion } }`;
const PUBLISH = `mutation($v: Int!) { publishCodeSystem(codeSystemId: "wound-type", draftVersion: $v) { publishedVersion } }`;
const FORMS = '{ QuestionnaireList { code versionId } }';
const PUBLISH_FORM = `mutation($v: Int!, $visible: Boolean!) {
  publishQuestionnaire(code: "lower-extremity", versionId: $v, items: [{ linkId: "abi", visible: $visible, required: false }]) { versionId } }`;

interface Answer<T> {
  status: number;
  body: { data?: T; errors?: { message: string }[] };
}

async function post<T>(origin: string, token: string, query: string, variables: Record<string, unknown> = {}): Promise<Answer<T>> {
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
}

/** The codes a wound-type item offers, wherever it sits in the questionnaires. */
function woundTypeCodes(items: readonly QuestionnaireItem[] | undefined): string[] | null {
  for (const item of items ?? []) {
    if (item.answerValueSet?.includes('wound-type')) return (item.answerOptions ?? []).map((o) => o.code);
    const nested = woundTypeCodes(item.items);
    if (nested) return nested;
  }
  return null;
}

const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
const gz = (value: unknown) => gzipSync(JSON.stringify(value)).length;

/** Both figures on a running server (`kind` names it in the output); throws when a pull answered an error. */
export async function measurePulls(server: Awaited<ReturnType<typeof startBuiltServer>>, kind: string, size: typeof PULLS_FULL) {
  const { origin } = server;
  const clinician = await signInToken(origin, 'clinician@demo.test');
  const admin = await signInToken(origin, 'clinical.admin@demo.test');
  const today = new Date().toISOString().slice(0, 10);
  type Pack = { MySchedule: { questionnaires: { id: string; items: QuestionnaireItem[] }[] } };
  const pull = () => post<Pack>(origin, clinician, PACK, { from: today, to: today });

  // (1) The growth: served (bound) against stored, gzip.
  const served = (await pull()).body.data?.MySchedule.questionnaires ?? [];
  const stored = await stores.questionnaire.readMany(
    server.built.database.db,
    served.map((q) => q.id),
  );
  const storedItems = stored.map((r) => ({ id: r.id, items: r.content.items }));
  const growth = { servedKb: kb(gz(served)), storedKb: kb(gz(storedItems)) };
  const growthKb = +(growth.servedKb - growth.storedKb).toFixed(1);

  // (2) Publishes while the clinicians pull: every version's wound-type list, and every pull's.
  const versions = new Set<string>([JSON.stringify(woundTypeCodes(served.flatMap((q) => q.items)))]);
  const pulls: { ms: number; ok: boolean; codes: string | null }[] = [];
  let publishing = true;
  let formVersions = 0;
  const puller = async () => {
    while (publishing) {
      const started = performance.now();
      const answer = await pull().catch((e: unknown) => ({ status: 0, body: { errors: [{ message: String(e) }] } }) as Answer<Pack>);
      const questionnaires = answer.body.data?.MySchedule.questionnaires;
      pulls.push({
        ms: performance.now() - started,
        ok: answer.status === 200 && !answer.body.errors && questionnaires !== undefined,
        codes: questionnaires ? JSON.stringify(woundTypeCodes(questionnaires.flatMap((q) => q.items))) : null,
      });
    }
  };
  const publisher = async () => {
    try {
      for (let i = 0; i < size.publishes; i++) {
        const system = await post<{ CodeSystem: { draftVersion: number } }>(origin, admin, CODE_SYSTEM);
        const saved = await post<{ saveCodeSystemConcept: { draftVersion: number } }>(origin, admin, SAVE, {
          v: system.body.data?.CodeSystem.draftVersion,
          c: { code: `bench-pull-${Date.now()}-${i}`, display: `Bench wound ${i}` },
        });
        const published = await post(origin, admin, PUBLISH, { v: saved.body.data?.saveCodeSystemConcept.draftVersion });
        if (published.body.errors) throw new Error(`publish: ${published.body.errors[0]?.message}`);
        // A form version too (Form Config): Lower Extremity's ABI hidden, then shown again, in turn.
        const forms = await post<{ QuestionnaireList: { code: string; versionId: number }[] }>(origin, admin, FORMS);
        const form = forms.body.data?.QuestionnaireList.find((q) => q.code === 'lower-extremity');
        const formPublished = await post(origin, admin, PUBLISH_FORM, { v: form?.versionId, visible: i % 2 === 1 });
        if (formPublished.body.errors) throw new Error(`publish form: ${formPublished.body.errors[0]?.message}`);
        formVersions++;
        const after = (await pull()).body.data?.MySchedule.questionnaires ?? [];
        versions.add(JSON.stringify(woundTypeCodes(after.flatMap((q) => q.items))));
      }
    } finally {
      publishing = false;
    }
  };
  await Promise.all([publisher(), ...Array.from({ length: size.pullers }, puller)]);
  const errors = pulls.filter((p) => !p.ok).length;
  const torn = pulls.filter((p) => p.ok && p.codes !== null && !versions.has(p.codes)).length;
  const out = {
    growth: { ...growth, growthKb, goalKb: GROWTH_GOAL_KB, met: growthKb <= GROWTH_GOAL_KB },
    publishWhilePulling: {
      pullers: size.pullers,
      publishes: size.publishes,
      formVersionsPublished: formVersions,
      pulls: pulls.length,
      errors,
      notAPublishedVersion: torn,
      p50Ms: +percentile(
        pulls.map((p) => p.ms),
        50,
      ).toFixed(1),
      p95Ms: +percentile(
        pulls.map((p) => p.ms),
        95,
      ).toFixed(1),
      met: errors === 0 && torn === 0,
    },
  };
  console.log(`value-set-pull ${kind}:`, JSON.stringify(out));
  if (errors > 0 || torn > 0) throw new Error(`value-set-pull ${kind}: ${errors} pulls answered an error, ${torn} not a published version`);
  return out;
}
