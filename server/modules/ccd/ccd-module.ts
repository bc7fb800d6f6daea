// The CCD's manifest (server/modules/area-module.ts): its SDL, resolvers, rules and services. It
// builds on the patients area (the record as FHIR resources), the documents area (where the files
// are kept) and notifications ('CCD document ready').
import { ccdRules } from '../../../src/domain/operation-rules/ccd.ts';
import { defineArea, readSdl } from '../area-module.ts';
import type { DocumentService } from '../documents/document-service.ts';
import type { NotificationService } from '../notifications/notification-service.ts';
import { ccdResolvers } from './ccd-resolvers.ts';
import { createCcdService } from './ccd-service.ts';

export const ccdArea = defineArea({
  name: 'ccd',
  typeDefs: readSdl(import.meta.url, ['./ccd.graphql']),
  resolvers: [ccdResolvers],
  rules: ccdRules,
  dependsOn: ['documents', 'notifications', 'patients'],
  createService: (
    { db, pipeline, jobs },
    { documents, notifications }: { documents: DocumentService; notifications: NotificationService },
  ) => ({ ccd: createCcdService(db, pipeline, jobs, documents.storage, notifications.raise) }),
});
