// SPEC §2 patient chart tabs, under /patients/{id}/, in SPEC's order (all enabled, count 0 by
// default). `path` is the tab's path below the patient; the label is what the tab shows.
export const CHART_TABS = [
  { key: 'communication-log', path: 'communication-log', label: 'Communication & Notes' },
  { key: 'alerts', path: 'alerts', label: 'Alerts' },
  { key: 'demographics', path: 'demographics', label: 'Demographics' },
  { key: 'coverages', path: 'coverages', label: 'Insurance, Eligibility & Authorizations' },
  { key: 'referrals', path: 'referrals', label: 'Referrals' },
  { key: 'admissions', path: 'admissions', label: 'Admissions' },
  { key: 'encounter', path: 'encounter', label: 'Encounters' },
  { key: 'problems', path: 'problemslist/problems', label: 'Problems List' },
  { key: 'documents', path: 'documents', label: 'Documents' },
  { key: 'orders', path: 'orders', label: 'Orders' },
  { key: 'appointments', path: 'appointments', label: 'Appointments' },
  { key: 'tasks', path: 'tasks', label: 'Tasks' },
] as const;

export type ChartTabKey = (typeof CHART_TABS)[number]['key'];

export const CHART_TAB_KEYS: readonly ChartTabKey[] = CHART_TABS.map((t) => t.key);

/** The tab a chart opens on (SPEC §2 lists Demographics as the chart's summary). */
export const DEFAULT_CHART_TAB: ChartTabKey = 'demographics';

/** The tab of a path below /patients/{id}/ ('problemslist/problems' → problems); null: no such tab (404). */
export function chartTabOf(path: string): ChartTabKey | null {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return CHART_TABS.find((t) => t.path === clean)?.key ?? null;
}

export const chartTabPath = (key: ChartTabKey): string => CHART_TABS.find((t) => t.key === key)?.path ?? key;
