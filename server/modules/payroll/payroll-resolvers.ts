import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const payrollResolvers: Resolvers = {
  Query: {
    GetPayPeriodEncounterHistory: (_root, args, { user, services }) => services.payroll.history(user, args),
    GetPayPeriodEncounters: (_root, args, { user, services }) => services.payroll.encounters(user, args),
    PayrollInfo: (_root, args, { user, services }) => services.payroll.info(user, args),
  },
};
