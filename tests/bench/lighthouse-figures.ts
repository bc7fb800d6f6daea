// Reads Lighthouse results (LHR) into the bench's figures: the metrics of one run, their median
// over the runs, the budgets met or missed, and the audits that say where the time and the bytes
// go ('bootup-time', 'unused-javascript', the LCP element).
import type { Result } from 'lighthouse';
import { median } from './offline-support.ts';

/**
 * The goals of a first screen on a phone with a weak signal (Lighthouse's mobile preset): the field
 * phone's figures, painted from the HTML (the sign-in page and the way to the PIN gate).
 */
export const BUDGETS = { score: 0.95, lcpMs: 1500, tbtMs: 100, cls: 0.1 } as const;
/** The PIN → visits timespan renders the day under DevTools' 4× CPU: its own TBT budget, as before. */
const TIMESPAN_TBT_MS = 200;

export interface Bootup {
  script: string;
  totalMs: number;
  scriptingMs: number;
  parseMs: number;
}

export interface UnusedJs {
  script: string;
  wastedKB: number;
  totalKB: number;
}

/** One navigation's figures: Lighthouse's (simulated) metrics and what the page fetched. */
export interface NavigationFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKB: number;
  requests: number;
  lcpElement: string;
  /** Lighthouse's measure of this machine's speed during the run (higher is faster): the simulation scales what it observed, so a busy machine reads slower. */
  benchmarkIndex: number;
  bootup: Bootup[];
  unusedJs: UnusedJs[];
}

/** One timespan's figures: observed under DevTools throttling (a timespan cannot be simulated). */
export interface TimespanFigures {
  tbtMs: number;
  cls: number;
  transferKB: number;
  requests: number;
  wallMs: number;
  bootup: Bootup[];
}

const TOP = 5;
const kb = (bytes: number) => +(bytes / 1024).toFixed(1);

function audit(lhr: Result, id: string): Result['audits'][string] {
  const found = lhr.audits[id];
  if (!found) throw new Error(`Lighthouse result has no '${id}' audit`);
  if (found.errorMessage) throw new Error(`Lighthouse audit '${id}' failed: ${found.errorMessage}`);
  return found;
}

const numeric = (lhr: Result, id: string): number => audit(lhr, id).numericValue ?? Number.NaN;

type Row = Record<string, unknown>;

/** The rows of an audit's table (details.items), or of the tables inside a list. */
function rows(lhr: Result, id: string): Row[] {
  const details = audit(lhr, id).details as { type?: string; items?: Row[] } | undefined;
  const items = details?.items ?? [];
  if (details?.type !== 'list') return items;
  return items.flatMap((item) => ((item as { items?: Row[] }).items ?? []) as Row[]);
}

/** A script's URL as it reads best: the path on this origin (the file of a hashed chunk), else the URL. */
export function scriptName(url: unknown, origin: string): string {
  if (typeof url !== 'string') return String(url);
  return url.startsWith(origin) ? url.slice(origin.length) || '/' : url;
}

function requestCount(lhr: Result): number {
  const diagnostics = rows(lhr, 'diagnostics')[0];
  if (typeof diagnostics?.numRequests === 'number') return diagnostics.numRequests;
  return rows(lhr, 'network-requests').length;
}

function lcpElement(lhr: Result): string {
  const node = rows(lhr, 'largest-contentful-paint-element').find((row) => row.node)?.node as
    | { snippet?: string; selector?: string; nodeLabel?: string }
    | undefined;
  if (!node) return 'none (no largest contentful paint)';
  const tag = /^<([\w-]+)/.exec(node.snippet ?? '')?.[1] ?? '?';
  return `<${tag}> "${node.nodeLabel ?? ''}" at ${node.selector ?? '?'}`;
}

/** A run Lighthouse could not measure (its runtimeError: no paint, a page error, a broken trace). */
export class UnmeasuredRun extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`Lighthouse: ${code}: ${message}`);
  }
}

/**
 * Lighthouse's own failures to record the trace, which it answers with "Please run Lighthouse
 * again" (seen under heavy load on a shared machine): worth one more run, unlike a page that never paints.
 */
export const TRACE_FAILURES: ReadonlySet<string> = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_DCL', 'NO_RESOURCE_REQUEST']);

function assertMeasured(lhr: Result): void {
  if (lhr.runtimeError) throw new UnmeasuredRun(lhr.runtimeError.code, lhr.runtimeError.message);
}

/** The scripts (and the document, and 'Unattributable') that kept the main thread busiest. */
function bootupTop(lhr: Result, origin: string): Bootup[] {
  return rows(lhr, 'bootup-time')
    .map((row) => ({
      script: scriptName(row.url, origin),
      totalMs: Math.round(Number(row.total)),
      scriptingMs: Math.round(Number(row.scripting)),
      parseMs: Math.round(Number(row.scriptParseCompile)),
    }))
    .sort((a, b) => b.totalMs - a.totalMs)
    .slice(0, TOP);
}

export function navigationFigures(lhr: Result, origin: string): NavigationFigures {
  assertMeasured(lhr);
  const unusedJs = rows(lhr, 'unused-javascript')
    .map((row) => ({ script: scriptName(row.url, origin), wastedKB: kb(Number(row.wastedBytes)), totalKB: kb(Number(row.totalBytes)) }))
    .sort((a, b) => b.wastedKB - a.wastedKB)
    .slice(0, TOP);
  return {
    score: lhr.categories.performance?.score ?? Number.NaN,
    fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: +numeric(lhr, 'cumulative-layout-shift').toFixed(3),
    transferKB: kb(numeric(lhr, 'total-byte-weight')),
    requests: requestCount(lhr),
    lcpElement: lcpElement(lhr),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    bootup: bootupTop(lhr, origin),
    unusedJs,
  };
}

export function timespanFigures(lhr: Result, origin: string, wallMs: number): TimespanFigures {
  assertMeasured(lhr);
  return {
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: +numeric(lhr, 'cumulative-layout-shift').toFixed(3),
    transferKB: kb(numeric(lhr, 'total-byte-weight')),
    requests: rows(lhr, 'network-requests').length,
    wallMs: Math.round(wallMs),
    bootup: bootupTop(lhr, origin),
  };
}

/**
 * The median of every numeric figure over the runs (nearest rank: the middle one of 3); the
 * audits' lists (LCP element, bootup, unused JavaScript) are those of the run with the median LCP.
 */
export function medianNavigation(runs: readonly NavigationFigures[]): NavigationFigures {
  const first = runs[0];
  if (!first) throw new Error('no Lighthouse run');
  const m = (pick: (f: NavigationFigures) => number) => median(runs.map(pick));
  const lcpMs = m((f) => f.lcpMs);
  const typical = runs.find((f) => f.lcpMs === lcpMs) ?? first;
  return {
    ...typical,
    score: m((f) => f.score),
    fcpMs: m((f) => f.fcpMs),
    lcpMs,
    tbtMs: m((f) => f.tbtMs),
    cls: m((f) => f.cls),
    transferKB: m((f) => f.transferKB),
    requests: m((f) => f.requests),
    benchmarkIndex: m((f) => f.benchmarkIndex),
  };
}

/** As medianNavigation; the bootup list is that of the run with the median TBT. */
export function medianTimespan(runs: readonly TimespanFigures[]): TimespanFigures {
  const m = (pick: (f: TimespanFigures) => number) => median(runs.map(pick));
  const tbtMs = m((f) => f.tbtMs);
  return {
    bootup: runs.find((f) => f.tbtMs === tbtMs)?.bootup ?? [],
    tbtMs,
    cls: m((f) => f.cls),
    transferKB: m((f) => f.transferKB),
    requests: m((f) => f.requests),
    wallMs: m((f) => f.wallMs),
  };
}

const verdict = (met: boolean) => (met ? 'met' : 'missed');

/** Each budget of a navigation, met or missed. */
export function navigationBudgets(f: NavigationFigures) {
  return {
    score: verdict(f.score >= BUDGETS.score),
    lcp: verdict(f.lcpMs <= BUDGETS.lcpMs),
    tbt: verdict(f.tbtMs <= BUDGETS.tbtMs),
    cls: verdict(f.cls <= BUDGETS.cls),
  };
}

/** The timespan held to its TBT budget and the navigations' CLS. */
export function timespanBudgets(f: TimespanFigures) {
  return { tbt: verdict(f.tbtMs <= TIMESPAN_TBT_MS), cls: verdict(f.cls <= BUDGETS.cls) };
}

const bootupLine = (bootup: readonly Bootup[]) =>
  `  bootup-time: ${bootup.map((s) => `${s.script} ${s.totalMs} ms (scripting ${s.scriptingMs}, parse ${s.parseMs})`).join('; ') || 'none'}`;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The lines a person reads: the medians against the budgets, then where the time and bytes go. */
export function printNavigation(label: string, runs: number, f: NavigationFigures): void {
  const b = navigationBudgets(f);
  console.log(
    `lighthouse ${label} (median of ${runs}): performance ${f.score.toFixed(2)} [≥ ${BUDGETS.score} ${b.score}], ` +
      `LCP ${seconds(f.lcpMs)} [≤ ${seconds(BUDGETS.lcpMs)} ${b.lcp}], TBT ${f.tbtMs} ms [≤ ${BUDGETS.tbtMs} ms ${b.tbt}], ` +
      `CLS ${f.cls} [≤ ${BUDGETS.cls} ${b.cls}], FCP ${seconds(f.fcpMs)}; ${f.transferKB} KB transferred in ${f.requests} requests`,
  );
  console.log(`  LCP element: ${f.lcpElement}`);
  console.log(`  this machine: Lighthouse benchmarkIndex ${f.benchmarkIndex} (a busy or slow machine reads lower, and its figures slower)`);
  console.log(bootupLine(f.bootup));
  console.log(`  unused-javascript: ${f.unusedJs.map((s) => `${s.script} ${s.wastedKB} of ${s.totalKB} KB`).join('; ') || 'none'}`);
}

export function printTimespan(label: string, runs: number, f: TimespanFigures): void {
  const b = timespanBudgets(f);
  console.log(
    `lighthouse ${label} (median of ${runs}): TBT ${f.tbtMs} ms [≤ ${TIMESPAN_TBT_MS} ms ${b.tbt}], CLS ${f.cls} [≤ ${BUDGETS.cls} ${b.cls}]; ` +
      `${f.transferKB} KB in ${f.requests} requests; ${seconds(f.wallMs)} from the PIN entry to the visits on screen`,
  );
  console.log(bootupLine(f.bootup));
}
