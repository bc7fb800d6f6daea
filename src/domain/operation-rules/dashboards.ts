// Who may call the dashboards' operations (SPEC §2 menu: Dashboard /admin-dashboard (settings),
// Reports /report-dashboard (create) and its child CBR): their part of OPERATION_RULES
// (../operation-permissions.ts). They count visits and encounters, so they are of the encounter
// area: external and reviewer-readonly users never read them (SPEC §6). The numbers are of the
// patients the caller may read (DESIGN §8 'Access'); CBR also needs its SPEC §2 rule
// (dashboards/cbr-access.ts), judged by the server with the caller's roles and EnableCBRReport.
import { encounters, type OperationRule, self } from './rule-kinds';

export const dashboardsRules = {
  'Query.AdminDashboard': encounters('settings'),
  'Query.ReportDashboard': encounters('create'),
  'Query.CbrDashboard': encounters('create'),
  // The visits behind a dashboard's number: whoever reads one of the dashboards.
  'Query.DashboardVisits': encounters('settings', 'create'),
  // The encounters behind 'signed within 24 h': whoever reads one of the dashboards.
  'Query.DashboardEncounters': encounters('settings', 'create'),
  // A device's report after draining its outbox (DESIGN §4): the caller's own device.
  'Mutation.reportDeviceSync': self,
  'GET /api/dashboards/report.csv': encounters('create'),
  'GET /api/dashboards/cbr.csv': encounters('create'),
} as const satisfies Record<string, OperationRule>;
