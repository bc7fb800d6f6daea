// `npm run bench`: the figures, printed. Not a timed test: it measures and reports.
//   npm run bench                       every bench, full size
//   npm run bench -- drain narrative-pdf  only those (names below)
//   npm run bench -- --smoke [names]      each once at its smallest (seconds, no goals held), as
//                                         .ci/run does so that a broken bench fails CI
// A bench that throws is reported and the others still run; the process then exits 1.
// Node's IndexedDB comes first, before any bench module can load Dexie (node-indexeddb.ts).
import './node-indexeddb.ts';
import type { BenchOptions } from './options.ts';

type Bench = (options: BenchOptions) => Promise<unknown>;

interface Entry {
  /** The name on the command line. */
  name: string;
  /** Its key in the printed summary. */
  key: string;
  /** Loaded only when it runs: a bench's imports cost nothing to the others, and cannot break them. */
  load: () => Promise<Bench>;
}

const BENCHES: readonly Entry[] = [
  // The first screens on a phone with a weak signal: bytes as transferred by route, and Lighthouse's mobile preset.
  { name: 'bundle', key: 'bundle', load: async () => (await import('./bundle-size.ts')).bundleSizes },
  { name: 'lighthouse', key: 'lighthouse', load: async () => (await import('./lighthouse.ts')).lighthouseBench },
  // Patients: the list's search on 100,000 patients, PostgreSQL and PGlite.
  { name: 'patient-search', key: 'patientSearch', load: async () => (await import('./patient-search.ts')).patientSearch },
  { name: 'chart-open', key: 'chartOpen', load: async () => (await import('./chart-open.ts')).chartOpen },
  { name: 'graphql', key: 'graphql', load: async () => (await import('./graphql-throughput.ts')).graphqlThroughput },
  { name: 'graphql-limits', key: 'graphqlLimits', load: async () => (await import('./graphql-limits.ts')).graphqlLimits },
  { name: 'startup', key: 'startup', load: async () => (await import('./startup.ts')).startupTimes },
  // The embedded database's backup under writes (seconds, MB) and its restore (seconds).
  { name: 'backup', key: 'backup', load: async () => (await import('./backup.ts')).backupBench },
  // The offline field day (DESIGN §4): outbox commands, the day read from the device, the drain
  // of a backlog and its resend, and a reload offline.
  { name: 'enqueue', key: 'enqueue', load: async () => (await import('./offline-page.ts')).enqueueLatency },
  { name: 'read-day', key: 'readDay', load: async () => (await import('./offline-page.ts')).readDayLatency },
  { name: 'drain', key: 'drain', load: async () => (await import('./drain.ts')).drainBacklog },
  { name: 'reload-offline', key: 'reloadOffline', load: async () => (await import('./reload-offline.ts')).reloadOffline },
  // A new device: first load → service-worker control, and the offline reopen after one sign-in.
  { name: 'first-sign-in', key: 'firstSignIn', load: async () => (await import('./first-sign-in.ts')).firstSignIn },
  // Forms: the narrative PDF, the wound assessment's render and autosave.
  { name: 'narrative-pdf', key: 'narrativePdf', load: async () => (await import('./narrative.ts')).narrativePdf },
  // Documents: a 1 MB upload through the API to disk and to an S3-compatible bucket, in MB/s.
  { name: 'document-upload', key: 'documentUpload', load: async () => (await import('./document-upload.ts')).documentUpload },
  { name: 'forms-render', key: 'formsRender', load: async () => (await import('./forms-render.ts')).formsRender },
  { name: 'forms-autosave', key: 'formsAutosave', load: async () => (await import('./forms-autosave.ts')).formsAutosave },
  // Device encryption: unlock → first screen, and the cost of sealing a pack and an enqueue.
  { name: 'device-crypto', key: 'deviceCrypto', load: async () => (await import('./device-crypto.ts')).deviceCrypto },
  // The visit-order optimizer (scheduling): 15-stop days exact, 40-stop days by the heuristic, in Chromium.
  { name: 'route-optimizer', key: 'routeOptimizer', load: async () => (await import('./route-optimizer.ts')).routeOptimizer },
  // The coordinator's week view: a clinician's 60 visits rendered at 4× CPU slowdown.
  { name: 'week-view', key: 'weekView', load: async () => (await import('./week-view.ts')).weekView },
  // The telehealth waiting room: request → clinician over WebSocket (one instance, two with Redis), 1,000 subscriptions.
  { name: 'waiting-room', key: 'waitingRoom', load: async () => (await import('./waiting-room.ts')).waitingRoomBench },
  // Administration: UserList with the SPEC §7 filters on 5,000 users, PostgreSQL (and PGlite).
  // Encounters: EncounterList with the SPEC §7 filters on 200,000 encounters, PostgreSQL (and PGlite).
  { name: 'encounter-list', key: 'encounterList', load: async () => (await import('./encounter-list.ts')).encounterListBench },
  // FHIR: $everything of a patient with 50 encounters (R4 Bundle over HTTP), PostgreSQL (and PGlite).
  { name: 'fhir-everything', key: 'fhirEverything', load: async () => (await import('./fhir-everything.ts')).fhirEverythingBench },
  // The CCD: a patient with 50 encounters, from requestCCD to the stored document (the job queue), PostgreSQL (and PGlite).
  { name: 'ccd', key: 'ccd', load: async () => (await import('./ccd.ts')).ccdBench },
  // Bulk eligibility: one run over 5,000 patients with the simulator (first result, checks per second, p95 of a check), PostgreSQL (and PGlite).
  { name: 'bulk-eligibility', key: 'bulkEligibility', load: async () => (await import('./bulk-eligibility.ts')).bulkEligibilityBench },
  // PCP letters: 1,000 missed-visit letters drawn, faxed through the simulator and filed (letters per second), PostgreSQL (and PGlite).
  { name: 'letters', key: 'letters', load: async () => (await import('./letters.ts')).lettersBench },
  // Dashboards (SPEC §2): the admin, report and CBR dashboards and the visits behind a number over 200,000 encounters, PostgreSQL (and PGlite).
  { name: 'dashboards', key: 'dashboards', load: async () => (await import('./dashboards.ts')).dashboardsBench },
  { name: 'user-list', key: 'userList', load: async () => (await import('./user-list.ts')).userListBench },
  // Clinical config: expandValueSet of a 5,000-code value set (first page, later pages, a search), PostgreSQL and
  // PGlite; the value sets' growth of the offline pack (gzip) and a publish while 50 clinicians pull.
  { name: 'value-set', key: 'valueSet', load: async () => (await import('./value-set.ts')).valueSetBench },
];

const FLAGS = new Set(['--smoke']);
const args = process.argv.slice(2);
const unknownFlags = args.filter((a) => a.startsWith('-') && !FLAGS.has(a));
const names = args.filter((a) => !a.startsWith('-'));
const unknownNames = names.filter((n) => !BENCHES.some((b) => b.name === n));
if (unknownFlags.length > 0 || unknownNames.length > 0) {
  console.error(`bench: unknown ${[...unknownFlags, ...unknownNames].join(', ')}`);
  console.error(`usage: npm run bench -- [--smoke] [${BENCHES.map((b) => b.name).join(' | ')} ...]`);
  process.exit(2);
}

const options: BenchOptions = { smoke: args.includes('--smoke') };
const selected = BENCHES.filter((b) => names.length === 0 || names.includes(b.name));

const results: Record<string, unknown> = {};
const seconds: Record<string, number> = {};
const failed: string[] = [];
const runStarted = performance.now();
for (const bench of selected) {
  console.log(`\n=== bench ${bench.name}${options.smoke ? ' (smoke)' : ''}`);
  const started = performance.now();
  try {
    const run = await bench.load();
    results[bench.key] = await run(options);
  } catch (error) {
    failed.push(bench.name);
    results[bench.key] = { error: error instanceof Error ? error.message : String(error) };
    console.error(`bench ${bench.name} failed:`, error);
  }
  seconds[bench.name] = +((performance.now() - started) / 1000).toFixed(1);
  console.log(`=== bench ${bench.name}: ${failed.includes(bench.name) ? 'FAILED' : 'done'} in ${seconds[bench.name]} s`);
}

console.log('\n=== Benchmark summary');
console.log(
  JSON.stringify({ ...results, wallSeconds: { ...seconds, total: +((performance.now() - runStarted) / 1000).toFixed(1) } }, null, 2),
);
if (failed.length > 0) {
  console.error(`\nbench: ${failed.length} of ${selected.length} failed: ${failed.join(', ')}`);
  process.exit(1);
}
process.exit(0);
