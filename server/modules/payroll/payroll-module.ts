// The pay periods' manifest (server/modules/area-module.ts): its SDL, resolvers, rules and services.
// It reads the shared encounter and clinician tables only.
import { payrollRules } from '../../../src/domain/operation-rules/payroll.ts';
import { defineArea, readSdl } from '../area-module.ts';
import { payrollResolvers } from './payroll-resolvers.ts';
import { createPayrollService } from './payroll-service.ts';

export const payrollArea = defineArea({
  name: 'payroll',
  typeDefs: readSdl(import.meta.url, ['./payroll.graphql']),
  resolvers: [payrollResolvers],
  rules: payrollRules,
  dependsOn: [],
  createService: ({ db, outside }) => ({ payroll: createPayrollService(db, outside.adpCompanyCode ?? 'WCE') }),
});
