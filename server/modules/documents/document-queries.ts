// The documents area's read (SPEC §2 chart tab 'Documents', §3 Document reference, §7
// DocumentList), declared in the write pipeline's shape (DESIGN §5): the operation, the input,
// the patient and its access rule (NOT_FOUND / FORBIDDEN), then the read. The file's upload and
// download are REST routes and keep their checks in document-service.ts.
import type { DocumentCategory } from '../../../src/domain/documents/document-categories.ts';
import { type PageArgs, pagedList, parsePage } from '../shared/paging.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { patientTarget } from '../shared/write-targets.ts';
import { type DocumentListArgs, parseDocumentListFilter } from './document-input.ts';
import { documentRepository } from './document-repository.ts';
import { toDocumentView } from './document-views.ts';

interface ListInput {
  page: PageArgs;
  filter: { patientId: string; category: DocumentCategory | null };
}

export const documentQueries = {
  /** DocumentList(patientId, category, first, after): the patient's current documents, newest first. */
  list: defineQuery({
    operation: 'Query.DocumentList',
    input: (raw: unknown): ListInput => {
      const args = raw as PageArgs & DocumentListArgs;
      // The page is refused before the filters, as pagedList parses it first.
      parsePage(args);
      return { page: args, filter: parseDocumentListFilter(args) };
    },
    target: patientTarget((i: ListInput) => i.filter.patientId),
    read: ({ db, input: { page, filter } }) => pagedList(page, (p) => documentRepository.list(db, filter, p), toDocumentView),
  }),
};
