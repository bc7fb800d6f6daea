// The offline day in Chromium's real IndexedDB, next to the signed-in app (built, seeded server):
// - enqueue: latency of the outbox commands (optimistic write + outbox entries, one Dexie
//   read-write transaction each) check-in → check-out → e-sign, per call (goal p95 ≤ 5 ms);
// - read-day: readDay of today from the app's own device database, the one the app pulled on
//   /my-schedule (goal p95 ≤ 50 ms); and the pull of the 7-day pack (today − 1 … today + 7)
//   from the real server: records and ms (fetch + write).
// The offline core runs as a bundled copy of src/offline (offline-entry.ts): the app's modules
// are not reachable from outside its bundle. The page is offline while timing (the app's own
// drain and pulls stay idle). Smoke: 3 visits, 10 reads and 1 pull, after 1 warm-up each.
import { addOfflineCore, median, openClinicianDay, summarize } from './offline-support.ts';
import type { BenchOptions } from './options.ts';

const FULL = {
  visits: Number(process.env.BENCH_ENQUEUE_VISITS ?? 67), // 3 command calls each: 201 samples
  warmupVisits: 5,
  reads: Number(process.env.BENCH_READS ?? 200),
  warmupReads: 20,
  pulls: 5,
};
const SMOKE = { visits: 3, warmupVisits: 1, reads: 10, warmupReads: 1, pulls: 1 };

export async function enqueueLatency(options: BenchOptions) {
  const size = options.smoke ? SMOKE : FULL;
  const s = await openClinicianDay({ serviceWorkers: 'block', bypassCSP: true });
  try {
    await addOfflineCore(s.page);
    // Online: the clinician's real 7-day pack from the server, plus the timed and warm-up booked
    // visits today (copies of today's with new ids and no encounter), written with pullSchedulePack
    // into a benchmark user's database (emr-bench-enqueue-…), so the app's own day is untouched.
    const setup = await s.page.evaluate(
      async ({ url, token, visits }) => {
        const b = window.offlineBench;
        const range = b.schedulePackRange();
        const pack = await b.fetchPack(url, token, range);
        const now = new Date();
        const pad = (n: number) => String(n).padStart(2, '0');
        const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
        const days = pack.MySchedule.days as { date: string; appointmentIds: string[] }[];
        const todayIds = new Set(days.find((d) => d.date === today)?.appointmentIds ?? []);
        const templates = pack.MySchedule.appointments.filter((a) => todayIds.has(String(a.id)));
        if (templates.length === 0) throw new Error(`no visit today (${today}) in the pack`);
        const extra = Array.from({ length: visits }, (_, i) => ({
          ...templates[i % templates.length],
          id: crypto.randomUUID(),
          versionId: 1,
          status: 'booked',
          encounterId: null,
          routeOrder: 100 + i,
        }));
        const userId = `bench-enqueue-${crypto.randomUUID()}`;
        const canned = { MySchedule: { ...pack.MySchedule, appointments: [...pack.MySchedule.appointments, ...extra] } };
        await b.pullSchedulePack(userId, range, { request: b.cannedRequest(canned) });
        return { userId, ids: extra.map((a) => a.id), device: await b.counts(userId) };
      },
      { url: `${s.origin}/graphql`, token: s.api.token, visits: size.visits + size.warmupVisits },
    );

    if (process.env.BENCH_VERBOSE) {
      s.page.on('requestfailed', (r) => console.log('enqueue: request failed offline', r.url()));
      s.page.on('framenavigated', (f) => console.log('enqueue: navigated', f.url()));
    }
    await s.context.setOffline(true);
    const timed = await s.page.evaluate(
      async ({ userId, ids, warmup }) => {
        const b = window.offlineBench;
        const calls = { checkIn: [] as number[], checkOut: [] as number[], esign: [] as number[] };
        for (const [i, appointmentId] of ids.entries()) {
          const t0 = performance.now();
          const encounterId = await b.checkIn(userId, { appointmentId, device: 'bench' });
          const t1 = performance.now();
          await b.checkOut(userId, { encounterId });
          const t2 = performance.now();
          await b.esign(userId, { encounterId });
          const t3 = performance.now();
          if (i < warmup) continue;
          calls.checkIn.push(t1 - t0);
          calls.checkOut.push(t2 - t1);
          calls.esign.push(t3 - t2);
        }
        return { calls, device: await b.counts(userId), online: navigator.onLine };
      },
      { userId: setup.userId, ids: setup.ids, warmup: size.warmupVisits },
    );

    const all = [...timed.calls.checkIn, ...timed.calls.checkOut, ...timed.calls.esign];
    const out = {
      method: 'Chromium IndexedDB, bundled src/offline commands, page offline; per command call (one rw transaction)',
      deviceBefore: setup.device,
      deviceAfter: timed.device,
      pageOnline: timed.online,
      all: summarize(all),
      checkIn: summarize(timed.calls.checkIn),
      // checkIn looks up a visit in progress by index: it should not grow with the encounters held.
      checkInFirst10MedianMs: +median(timed.calls.checkIn.slice(0, 10)).toFixed(2),
      checkInLast10MedianMs: +median(timed.calls.checkIn.slice(-10)).toFixed(2),
      checkOut: summarize(timed.calls.checkOut),
      esign: summarize(timed.calls.esign),
      goalP95ms: 5,
    };
    console.log('enqueue:', JSON.stringify(out));
    return out;
  } finally {
    await s.close();
  }
}

export async function readDayLatency(options: BenchOptions) {
  const size = options.smoke ? SMOKE : FULL;
  const s = await openClinicianDay({ serviceWorkers: 'block', bypassCSP: true });
  try {
    await addOfflineCore(s.page);
    // Online: pulls of the 7-day pack from the real server into fresh benchmark databases
    // (cold: empty device), then one more into the first of them (warm: records replaced).
    const pulls = await s.page.evaluate(
      async ({ url, token, runs }) => {
        const b = window.offlineBench;
        const range = b.schedulePackRange();
        const once = async (userId: string) => {
          let fetchMs = 0;
          const request = b.httpRequest({
            url,
            token,
            onCall: (call) => {
              fetchMs += call.ms;
            },
          });
          const result = await b.pullSchedulePack(userId, range, { request });
          return { ...result, fetchMs: Math.round(fetchMs), writeMs: Math.round(result.ms - fetchMs) };
        };
        const first = `bench-pull-${crypto.randomUUID()}`;
        const cold = [await once(first)];
        for (let i = 1; i < runs; i++) cold.push(await once(`bench-pull-${crypto.randomUUID()}`));
        const warm = await once(first);
        return { range, cold, warm };
      },
      { url: `${s.origin}/graphql`, token: s.api.token, runs: size.pulls },
    );

    await s.context.setOffline(true);
    const reads = await s.page.evaluate(
      async ({ userId, reads, warmup }) => {
        const b = window.offlineBench;
        const names = (await indexedDB.databases()).map((d) => d.name);
        if (!names.includes(`${b.DB_PREFIX}${userId}`)) throw new Error(`the app's database ${b.DB_PREFIX}${userId} is not on the device`);
        const now = new Date();
        const pad = (n: number) => String(n).padStart(2, '0');
        const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
        const samples: number[] = [];
        let visits = 0;
        for (let i = 0; i < warmup + reads; i++) {
          const t0 = performance.now();
          const day = await b.readDay(userId, today);
          const ms = performance.now() - t0;
          visits = day.visits.length;
          if (i >= warmup) samples.push(ms);
        }
        return { today, visits, samples, device: await b.counts(userId) };
      },
      { userId: s.api.userId, reads: size.reads, warmup: size.warmupReads },
    );

    const sorted = pulls.cold.map((p) => p.ms).sort((a, b) => a - b);
    const first = pulls.cold[0];
    const out = {
      method: "readDay on the app's own device database (pulled by the app on /my-schedule), Chromium IndexedDB, page offline",
      today: reads.today,
      visitsToday: reads.visits,
      device: reads.device,
      readDay: summarize(reads.samples),
      goalP95ms: 50,
      pull7Day: {
        range: pulls.range,
        records: first ? { appointments: first.appointments, patients: first.patients, encounters: first.encounters } : null,
        totalRecords: first ? first.appointments + first.patients + first.encounters : 0,
        firstColdMs: first?.ms ?? null,
        coldMedianMs: sorted[Math.floor(sorted.length / 2)] ?? null,
        cold: pulls.cold.map(({ ms, fetchMs, writeMs }) => ({ ms, fetchMs, writeMs })),
        warm: { ms: pulls.warm.ms, fetchMs: pulls.warm.fetchMs, writeMs: pulls.warm.writeMs },
      },
    };
    console.log('read-day:', JSON.stringify(out));
    return out;
  } finally {
    await s.close();
  }
}
