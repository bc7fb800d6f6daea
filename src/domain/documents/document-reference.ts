// A patient's document (SPEC §3 "Document reference": subject, type, category, content
// attachments with id, title, contentType, creation and url, docStatus, date, author, context). One
// attachment per upload: the file as the server stored it, its content type sniffed from the
// bytes (never the client's word), its size and where the bytes are kept. Removing a document
// marks it entered-in-error (a new version; the store's history keeps who and when).
import type { Reference, ResourceBase } from '../resources.ts';
import type { DocumentCategory } from './document-categories.ts';

export interface DocumentAttachment {
  /** The attachment id (SPEC §3); the last part of its storage key. */
  id: string;
  /** The file's name as uploaded (directories and control characters removed). */
  title: string;
  /** Sniffed from the bytes at upload (src/domain/upload/file-types.ts). */
  contentType: string;
  /** Bytes. */
  size: number;
  /** When the file was stored (ISO date-time). */
  creation: string;
  /** Where the bytes are (server/modules/documents/document-storage.ts); never sent to a client. */
  storageKey: string;
}

export interface DocumentReference extends ResourceBase {
  resourceType?: 'DocumentReference';
  status: 'current' | 'entered-in-error';
  docStatus: 'final' | 'entered-in-error';
  subject: Reference;
  /** The document type chosen at upload: one of SPEC §3's categories. */
  category: DocumentCategory;
  /** A short note about the document (optional). */
  description?: string;
  /** When it was added (ISO date-time). */
  date: string;
  /** Who added it (User/{id}, their name as display). */
  author: Reference;
  /** What the server made it as ('CCD': a generated Continuity of Care Document); absent for an upload. */
  type?: string;
  /** The admission it is of (a CCD's). */
  context?: { episodeOfCare: Reference };
  /** The file; a CCD's second attachment is its readable rendering (HTML). */
  content: { attachment: DocumentAttachment }[];
}
