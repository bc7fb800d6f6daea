// The PCP letters' manifest (server/modules/area-module.ts): its SDL, resolvers, rules and
// services. It builds on the documents area (where a sent letter is kept, category Letters) and
// identity (a letter's requester judged again before it is sent).
import { lettersRules } from '../../../src/domain/operation-rules/letters.ts';
import { defineArea, readSdl } from '../area-module.ts';
import type { DocumentService } from '../documents/document-service.ts';
import { createFaxGateway } from './fax-gateway.ts';
import { lettersResolvers } from './letters-resolvers.ts';
import { createLettersService } from './letters-service.ts';

export const lettersArea = defineArea({
  name: 'letters',
  typeDefs: readSdl(import.meta.url, ['./letters.graphql']),
  resolvers: [lettersResolvers],
  rules: lettersRules,
  dependsOn: ['documents', 'identity'],
  createService: ({ db, pipeline, jobs, realtime, outside }, { documents }: { documents: DocumentService }) => ({
    // The fax provider chosen by configuration, the built-in simulator by default (DESIGN §8).
    letters: createLettersService(
      db,
      pipeline,
      jobs,
      realtime,
      documents.storage,
      outside.fax ?? createFaxGateway('simulator', { dir: 'data/fax-outbox' }),
    ),
  }),
});
