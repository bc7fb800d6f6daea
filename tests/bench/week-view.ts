// The coordinator's week view (SPEC §2 /schedule/{clinicianId}, §3 Scheduling state): a clinician
// with 60 visits in one week, rendered at 4× CPU slowdown [≤ 200 ms]. Real Chromium (CDP
// Emulation.setCPUThrottlingRate) on the production build served by the seeded server
// (server.ts). Fixtures written into that server's database: one Florida clinician with 60 booked
// visits next week (Mon–Fri, 12 a day, each with its own patient) and a coordinator who may plan
// them (markets: FL; permission 'patient'), who signs in through the form (password, then the PIN).
// What is timed is the render, not the server: the week's ClinicianSchedule is read once (the
// first 'Next week', reported apart as uncached), and each run then goes back a week and clicks
// 'Next week' again (a real mouse click) with that week's data in the query cache — timed in the
// page from the click event to
//   - dom: the 60 visit buttons in the document (MutationObserver);
//   - frame: the first frame drawn after that (requestAnimationFrame, then a task posted from it:
//     style, layout and paint done) — the figure held against the goal (p95).
// The cached week is fresh for 15 s (boardQuery's staleTime): later runs show it at once and read
// it again behind, as a coordinator coming back to a week would see (runs whose read went out
// before the timed frame are counted: runsWithBackgroundRead).
// Per run also CDP Performance.getMetrics deltas (script, style, layout, tasks) and the long
// tasks, and once a CPU profile of one more run, by script file and function.
// Smoke: 2 runs, no warm-up, no goal held.
import { availableParallelism, loadavg } from 'node:os';
import { type CDPSession, chromium, type Page, type Request } from '@playwright/test';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { hashSecret } from '../../server/auth/passwords.ts';
import type { Database } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import { DEMO_PASSWORD, DEMO_PIN } from '../../server/seed/personas.ts';
import { HOME_MARKET } from '../../server/seed/places.ts';
import type { Appointment, Patient, Practitioner } from '../../src/domain/resources.ts';
import { boardDates, stepDate } from '../../src/domain/scheduling/schedule-board.ts';
import { timeZoneForState } from '../../src/domain/time-zone.ts';
import { passPinGate } from '../e2e/support.ts';
import { ensureBuild, median, percentile, shimFunctionNames } from './offline-support.ts';
import type { BenchOptions } from './options.ts';
import { CHROMIUM_ARGS, startBuiltServer } from './server.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const FULL = { runs: Number(process.env.BENCH_WEEK_RUNS ?? 15), warmup: 2, cpuRate: Number(process.env.BENCH_WEEK_CPU_RATE ?? 4) };
const SMOKE = { runs: 2, warmup: 0, cpuRate: 4 };
const GOAL_MS = 200;
const DAYS = 5;
const PER_DAY = 12;
const VISITS = DAYS * PER_DAY;
const COORDINATOR = 'week.coordinator@bench.test';
/** The seeded patients' family name: a visit button shows its patient's name. */
const FAMILY = 'Weekview';
const ADDRESS = { line: ['1 Main St'], city: 'Tampa', state: 'FL', postalCode: '33601', latitude: 27.95, longitude: -82.46 };

const r1 = (ms: number) => +ms.toFixed(1);

interface Fixtures {
  clinicianId: string;
  week: string[];
}

/** The clinician, next week's 60 visits with their patients, and the coordinator, written into the bench server's database. */
async function seedWeek(db: Database): Promise<Fixtures> {
  const zone = timeZoneForState(ADDRESS.state);
  const today = dayjs().tz(zone).format('YYYY-MM-DD');
  // The week the board shows after one 'Next week' from today (boardDates: Mon–Fri).
  const week = boardDates(stepDate(today, 'week', 1), 'week', false);
  const practitioner: Practitioner = {
    active: true,
    name: [{ use: 'official', given: ['Wendy'], family: 'Weekbench' }],
    telecom: [{ system: 'phone', value: '8135550199', use: 'mobile' }],
    address: [ADDRESS],
    markets: [HOME_MARKET],
  };
  const [clinician] = await stores.practitioner.createMany(db, [practitioner], { authorId: null });
  if (!clinician) throw new Error('week-view: the clinician was not created');
  const patients = await stores.patient.createMany(
    db,
    Array.from(
      { length: VISITS },
      (_, i): Patient => ({
        active: true,
        name: [{ use: 'official', given: [`Pat${String(i + 1).padStart(2, '0')}`], family: FAMILY }],
        gender: i % 2 ? 'female' : 'male',
        birthDate: '1948-03-12',
        telecom: [],
        address: [{ ...ADDRESS, line: [`${100 + i} Main St`] }],
        payerName: 'Acme Health',
      }),
    ),
    { authorId: null },
  );
  const visits = week.flatMap((date, d) =>
    Array.from({ length: PER_DAY }, (_, i): Appointment => {
      const start = dayjs.tz(`${date} 08:00`, zone).add(40 * i, 'minute');
      const patient = patients[d * PER_DAY + i];
      return {
        status: i % 5 === 4 ? 'pending' : 'booked',
        appointmentType: i === 0 ? 'soc-evaluation' : 'follow-up',
        serviceType: 'woundcare',
        start: start.toISOString(),
        end: start.add(35, 'minute').toISOString(),
        routeOrder: i + 1,
        ...(i % 6 === 3 ? { asap: true } : {}),
        patient: { reference: `Patient/${patient?.id ?? ''}` },
        practitioner: { reference: `Practitioner/${clinician.id}` },
        location: { address: { ...ADDRESS, line: [`${100 + d * PER_DAY + i} Main St`] } },
      };
    }),
  );
  await stores.appointment.createMany(db, visits, { authorId: null });
  const now = new Date();
  await db.insert(schema.users).values({
    id: crypto.randomUUID(),
    email: COORDINATOR,
    givenName: 'Quinn',
    familyName: 'Planner',
    status: 'active',
    userType: 'internal',
    roles: ['staff'],
    jobFunctions: ['other'],
    permissions: ['patient'],
    markets: [ADDRESS.state],
    passwordHash: await hashSecret(DEMO_PASSWORD),
    passwordChangedOn: now,
    pinHash: await hashSecret(DEMO_PIN),
    pinModifiedOn: now,
    statusUpdatedDate: now,
    createdAt: now,
  });
  return { clinicianId: clinician.id, week };
}

interface ProbeResult {
  dom: number;
  frame: number;
  visits: number;
  freeSlots: number;
  /** Elements in the board's grid at dom. */
  elements: number;
  longTasks: { count: number; totalMs: number; longestMs: number };
}

/**
 * In the page: arms a probe on the next click (capture listener), resolved with the times
 * (performance.now(), ms from the click) of `want` visit buttons of the seeded patients being in
 * the document and of the next frame.
 */
function armProbe({ family, want }: { family: string; want: number }): void {
  const w = window as unknown as { __weekProbe?: Promise<unknown> };
  const buttons = () => [...document.querySelectorAll('section[aria-labelledby^="day-"] li > button')];
  const visitCount = () => buttons().filter((b) => b.textContent?.includes(family)).length;
  w.__weekProbe = new Promise((resolve, reject) => {
    document.addEventListener(
      'click',
      () => {
        const t0 = performance.now();
        const tasks: { start: number; duration: number }[] = [];
        const longTasks = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push({ start: entry.startTime - t0, duration: entry.duration });
        });
        longTasks.observe({ type: 'longtask' });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`the week did not show ${want} visits within 20 s (${visitCount()} seen)`));
        }, 20_000);
        const done = () => {
          const dom = performance.now() - t0;
          const all = buttons();
          const visits = all.filter((b) => b.textContent?.includes(family)).length;
          const freeSlots = all.filter((b) => b.textContent?.startsWith('Free ')).length;
          const grid = document.querySelector('section[aria-labelledby^="day-"]')?.parentElement;
          const elements = grid?.getElementsByTagName('*').length ?? 0;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
              const frame = performance.now() - t0;
              clearTimeout(timer);
              for (const entry of longTasks.takeRecords()) tasks.push({ start: entry.startTime - t0, duration: entry.duration });
              longTasks.disconnect();
              const mine = tasks.filter((t) => t.start + t.duration > -1 && t.start < frame);
              resolve({
                dom,
                frame,
                visits,
                freeSlots,
                elements,
                longTasks: {
                  count: mine.length,
                  totalMs: mine.reduce((sum, t) => sum + t.duration, 0),
                  longestMs: Math.max(0, ...mine.map((t) => t.duration)),
                },
              });
            };
            channel.port2.postMessage(null);
          });
        };
        const observer = new MutationObserver(() => {
          if (visitCount() < want) return;
          observer.disconnect();
          done();
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      },
      { capture: true, once: true },
    );
  });
}

interface Metrics {
  scriptMs: number;
  styleMs: number;
  layoutMs: number;
  taskMs: number;
}

async function metrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const s = (name: string) => (list.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { scriptMs: s('ScriptDuration'), styleMs: s('RecalcStyleDuration'), layoutMs: s('LayoutDuration'), taskMs: s('TaskDuration') };
}

/** Two frames and a quiet moment: the previous screen's work is done before the click. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2_000 }))),
      ),
  );
}

const heading = (page: Page) => page.getByRole('heading', { level: 2 }).filter({ hasText: ' – ' });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/**
 * A person's click on 'Next week': real mouse input at the button's centre, found before the
 * timing starts (Playwright's own checks before a locator's click run scripts in the page, which
 * the page's metrics and the profile would count).
 */
async function nextWeekTarget(page: Page): Promise<() => Promise<void>> {
  const box = await button(page, 'Next week').boundingBox();
  if (!box) throw new Error("week-view: no 'Next week' button on screen");
  return () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The toolbar's heading names the week of `first`…`last` and its board is on screen (not loading). */
async function waitForWeek(page: Page, label: string): Promise<void> {
  await heading(page).filter({ hasText: label }).waitFor({ timeout: 30_000 });
  await page.getByRole('status', { name: 'Loading the schedule' }).waitFor({ state: 'detached', timeout: 30_000 });
  await page.locator('section[aria-labelledby^="day-"]').first().waitFor({ timeout: 30_000 });
}

/** A click on 'Next week' from the week before the seeded one, timed in the page. */
async function nextWeekOnce(page: Page, cdp: CDPSession): Promise<ProbeResult & { metrics: Metrics; requests: number }> {
  const click = await nextWeekTarget(page);
  await settle(page);
  let requests = 0;
  const count = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/graphql')) requests++;
  };
  page.on('request', count);
  await page.evaluate(armProbe, { family: FAMILY, want: VISITS });
  const before = await metrics(cdp);
  await click();
  const result = (await page.evaluate(() => (window as unknown as { __weekProbe: Promise<unknown> }).__weekProbe)) as ProbeResult;
  const after = await metrics(cdp);
  page.off('request', count);
  return {
    ...result,
    requests,
    metrics: {
      scriptMs: after.scriptMs - before.scriptMs,
      styleMs: after.styleMs - before.styleMs,
      layoutMs: after.layoutMs - before.layoutMs,
      taskMs: after.taskMs - before.taskMs,
    },
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** One more run under the CPU profiler: self time by script file (and V8's own buckets), top functions. */
async function profileOnce(page: Page, cdp: CDPSession, back: () => Promise<void>) {
  await back();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const click = await nextWeekTarget(page);
  await settle(page);
  await page.evaluate(armProbe, { family: FAMILY, want: VISITS });
  await cdp.send('Profiler.start');
  await click();
  const probe = (await page.evaluate(() => (window as unknown as { __weekProbe: Promise<unknown> }).__weekProbe)) as ProbeResult;
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
  await cdp.send('Profiler.disable');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    const us = profile.timeDeltas[i + 1] ?? 0;
    if (!frame) return;
    const file = frame.url ? (frame.url.split('/').at(-1) ?? frame.url) : frame.functionName || '(anonymous)';
    if (file === '(idle)') return;
    byFile.set(file, (byFile.get(file) ?? 0) + us);
    const fn = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  });
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => ({ name, ms: r1(us / 1000) }));
  return {
    frameMs: r1(probe.frame),
    busyMs: r1([...byFile.values()].reduce((a, b) => a + b, 0) / 1000),
    byFile: top(byFile, 8),
    topFunctions: top(byFunction, 12),
  };
}

// The least disturbed run too: these are wall-clock times on a shared 2-core machine.
const stats = (samples: readonly number[]) => ({
  minMs: r1(Math.min(...samples)),
  medianMs: r1(median(samples)),
  p95Ms: r1(percentile(samples, 95)),
  maxMs: r1(Math.max(...samples)),
});

export async function weekView(options: BenchOptions) {
  const size = options.smoke ? SMOKE : FULL;
  const load = { cpus: availableParallelism(), before: +(loadavg()[0] ?? 0).toFixed(2) };
  ensureBuild();
  const server = await startBuiltServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const { clinicianId, week } = await seedWeek(server.built.database.db);
    const context = await browser.newContext({
      serviceWorkers: 'block',
      timezoneId: 'America/New_York',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await shimFunctionNames(page);
    await page.goto(`${server.origin}/sign-in`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email', { exact: true }).fill(COORDINATOR);
    await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/sign-in', { timeout: 30_000 });
    await passPinGate(page);
    await page.goto(`${server.origin}/schedule/${clinicianId}`);
    await passPinGate(page);

    // The toolbar names a week by its first and last dates as formatDayLabel does; read it from the page.
    await waitForWeek(page, ' – ');
    const thisWeek = (await heading(page).textContent()) ?? '';
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: size.cpuRate });

    // The first 'Next week': the week is read from the server (uncached), then rendered.
    const first = await nextWeekOnce(page, cdp);
    const seededWeek = (await heading(page).textContent()) ?? '';
    const back = async () => {
      await button(page, 'Previous week').click();
      await waitForWeek(page, thisWeek);
    };
    const warm: ProbeResult[] = [];
    for (let i = 0; i < size.warmup; i++) {
      await back();
      warm.push(await nextWeekOnce(page, cdp));
    }
    const runs: Awaited<ReturnType<typeof nextWeekOnce>>[] = [];
    for (let i = 0; i < size.runs; i++) {
      await back();
      runs.push(await nextWeekOnce(page, cdp));
    }
    const profile = options.smoke ? null : await profileOnce(page, cdp, back);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const of = (pick: (r: (typeof runs)[number]) => number) => runs.map(pick);
    const frame = stats(of((r) => r.frame));
    const visitsRendered = Math.min(...of((r) => r.visits));
    const out = {
      method:
        `Chromium ${size.cpuRate}× CPU slowdown, built app, 1280×800, coordinator signed in (password + PIN); /schedule/{clinicianId} week view; ` +
        "from the week before, a click on 'Next week' with the seeded week already in the query cache (read once by an earlier visit) → " +
        `the ${VISITS} visit buttons in the DOM → next frame painted (in-page performance.now()); goal held by p95`,
      cpuSlowdown: size.cpuRate,
      weekShown: seededWeek,
      weekDates: week,
      visitsSeeded: VISITS,
      visitsRendered,
      freeSlotsRendered: runs[0]?.freeSlots ?? 0,
      gridElements: runs[0]?.elements ?? 0,
      warmupRuns: size.warmup,
      runs: runs.length,
      frame,
      dom: stats(of((r) => r.dom)),
      framesMs: of((r) => r1(r.frame)),
      // The first 'Next week' (not in the figure): the ClinicianSchedule read from the server, then the render.
      firstUncachedFrameMs: r1(first.frame),
      // The cached week is fresh for 15 s (boardQuery's staleTime): later runs show it at once and read it again behind.
      runsWithBackgroundRead: runs.filter((r) => r.requests > 0).length,
      longTasksMedian: {
        count: median(of((r) => r.longTasks.count)),
        totalMs: r1(median(of((r) => r.longTasks.totalMs))),
        longestMs: r1(median(of((r) => r.longTasks.longestMs))),
      },
      perRunMedian: {
        scriptMs: r1(median(of((r) => r.metrics.scriptMs))),
        styleMs: r1(median(of((r) => r.metrics.styleMs))),
        layoutMs: r1(median(of((r) => r.metrics.layoutMs))),
        taskMs: r1(median(of((r) => r.metrics.taskMs))),
      },
      profile,
      goalMs: GOAL_MS,
      // The goal is at 4× CPU slowdown (BENCH_WEEK_CPU_RATE only looks at other rates).
      met: size.cpuRate === 4 && visitsRendered === VISITS && frame.p95Ms <= GOAL_MS,
      hostLoad: { ...load, after: +(loadavg()[0] ?? 0).toFixed(2) },
    };
    if (profile) console.log(`week-view profile (one run): ${JSON.stringify(profile)}`);
    console.log(
      `week-view: ${visitsRendered}/${VISITS} visits rendered (+ ${out.freeSlotsRendered} free slots, ${out.gridElements} elements) for ${seededWeek}; ` +
        `'Next week' (cached) → painted at ${size.cpuRate}× CPU: min ${frame.minMs} ms, median ${frame.medianMs} ms, p95 ${frame.p95Ms} ms, max ${frame.maxMs} ms ` +
        `[≤ ${GOAL_MS} ms] ${out.met ? 'met' : 'missed'}; → dom median ${out.dom.medianMs} ms; script ${out.perRunMedian.scriptMs} ms, ` +
        `style ${out.perRunMedian.styleMs} ms, layout ${out.perRunMedian.layoutMs} ms a run (median); first (uncached) ${out.firstUncachedFrameMs} ms ` +
        `(host load ${out.hostLoad.before} → ${out.hostLoad.after} on ${out.hostLoad.cpus} CPUs)`,
    );
    return out;
  } finally {
    await browser.close();
    await server.stop();
  }
}
