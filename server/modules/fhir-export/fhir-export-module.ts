// The FHIR export's manifest (server/modules/area-module.ts): no GraphQL of its own; its one REST
// route is server/http/fhir-routes.ts. It reads the shared stores and tables only.
import { fhirExportRules } from '../../../src/domain/operation-rules/fhir-export.ts';
import { defineArea } from '../area-module.ts';
import { createFhirExport } from './fhir-export-service.ts';

export const fhirExportArea = defineArea({
  name: 'fhir-export',
  typeDefs: '',
  resolvers: [],
  rules: fhirExportRules,
  dependsOn: [],
  createService: ({ db }) => ({ fhirExport: createFhirExport(db) }),
});
