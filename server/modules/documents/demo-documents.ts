// The demo documents' files (DESIGN §6 demo data). The seed writes records only (it has no
// storage): each demo document's file is a small PDF made from the record itself, so the seed
// knows its size and the server can write it where the files are kept (disk or S3) when it is
// missing, at start in dev (server/app.ts). Demo files are kept under their own 'demo/' keys.
import { documentCategoryLabel } from '../../../src/domain/documents/document-categories.ts';
import type { DocumentReference } from '../../../src/domain/documents/document-reference.ts';
import { simplePdf } from './simple-pdf.ts';
import { assertStorageKey } from './storage-keys.ts';

export const DEMO_KEY_PREFIX = 'demo/';

export const demoStorageKey = (attachmentId: string): string => assertStorageKey(`${DEMO_KEY_PREFIX}${attachmentId.toLowerCase()}`);

/** The file of a demo document, from what the record says (the same bytes every time). */
export function demoDocumentBytes(d: Pick<DocumentReference, 'category' | 'date' | 'description'>, title: string): Uint8Array {
  return simplePdf([
    title,
    `Category: ${documentCategoryLabel(d.category)}`,
    `Added: ${d.date.slice(0, 10)}`,
    d.description ?? '',
    'Demo document (generated)',
  ]);
}
