// The documents area's manifest (server/modules/area-module.ts): its SDL, resolvers, rules, the areas it
// builds on and its services.
import { documentsRules } from '../../../src/domain/operation-rules/documents.ts';
import { defineArea, readSdl } from '../area-module.ts';
import { createDocumentService } from './document-service.ts';
import { createDocumentStorage } from './document-storage.ts';
import { documentsResolvers } from './documents-resolvers.ts';

export const documentsArea = defineArea({
  name: 'documents',
  typeDefs: readSdl(import.meta.url, ['./documents.graphql']),
  resolvers: [documentsResolvers],
  rules: documentsRules,
  dependsOn: [],
  createService: ({ db, pipeline, outside }) => ({
    // Files in DATA_DIR's default folder unless app.ts passes the configured storage.
    documents: createDocumentService(
      db,
      pipeline,
      outside.documentStorage ?? createDocumentStorage({ kind: 'disk', dir: 'data/documents' }),
    ),
  }),
});
