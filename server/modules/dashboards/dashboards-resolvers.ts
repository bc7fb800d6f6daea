import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const dashboardsResolvers: Resolvers = {
  Query: {
    AdminDashboard: (_root, args, { user, services }) => services.dashboards.admin(user, args),
    ReportDashboard: (_root, args, { user, services }) => services.dashboards.report(user, args),
    CbrDashboard: (_root, args, { user, services }) => services.dashboards.cbr(user, args),
    DashboardVisits: (_root, args, { user, services }) => services.dashboards.visits(user, args),
    DashboardEncounters: (_root, args, { user, services }) => services.dashboards.documented(user, args),
  },
  Mutation: {
    reportDeviceSync: (_root, args, { user, services }) => services.dashboards.reportDeviceSync(user, args),
  },
};
