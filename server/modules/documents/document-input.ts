// The arguments of the documents area (DESIGN §5), parsed before anything else: BAD_USER_INPUT
// naming the field.
import * as v from 'valibot';
import { DOCUMENT_CATEGORY_CODES, type DocumentCategory } from '../../../src/domain/documents/document-categories.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { textField } from '../../../src/domain/validation/fields.ts';
import { parseId } from '../shared/ids.ts';
import { parseArg, parseInput, parseVersionId } from '../shared/input.ts';

type Maybe<T> = T | null | undefined;

/** A document's description: short free text (SPEC §5 text rules). */
export const DESCRIPTION_MAX = 500;

const Category = v.picklist(DOCUMENT_CATEGORY_CODES as DocumentCategory[], `must be one of ${DOCUMENT_CATEGORY_CODES.join(', ')}`);

export interface DocumentListArgs {
  patientId: string;
  category?: Maybe<string>;
}

export function parseDocumentListFilter(args: DocumentListArgs): { patientId: string; category: DocumentCategory | null } {
  return {
    patientId: parseId(args.patientId, 'patientId'),
    category: args.category ? parseArg(Category, 'category', args.category) : null,
  };
}

export function parseDeleteDocument(args: { id: string; versionId: number }): { id: string; versionId: number } {
  return { id: parseId(args.id, 'id'), versionId: parseVersionId(args.versionId) };
}

/** The upload's form fields (multipart): SPEC §5 'each file needs a document type'. */
const UploadFields = v.object({
  category: v.pipe(
    v.optional(v.string(), ''),
    v.check((value) => value !== '', MESSAGES.required),
    Category,
  ),
  description: textField({ max: DESCRIPTION_MAX }),
});

export function parseUploadFields(fields: Readonly<Record<string, string>>): { category: DocumentCategory; description: string } {
  return parseInput(UploadFields, fields);
}

export const parseDocumentId = (id: string): string => parseId(id, 'documentId');
export const parsePatientId = (id: string): string => parseId(id, 'patientId');
