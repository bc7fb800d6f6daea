// A patient's document record for tests that name one (the schema walk): the record only, its
// file never stored (a download of it is NOT_FOUND; tests of the files upload them).
import { stores } from '../../server/db/stores.ts';
import { documentStorageKey } from '../../server/modules/documents/storage-keys.ts';
import type { TestServer } from './harness.ts';

export async function addDocument(s: TestServer, patientId: string, authorId: string): Promise<string> {
  const date = new Date().toISOString();
  const attachmentId = '5e0c7a52-1c1d-4f43-9a41-6f3f7a0c2b11';
  const row = await stores.documentReference.create(
    s.db,
    {
      status: 'current',
      docStatus: 'final',
      subject: { reference: `Patient/${patientId}` },
      category: 'referral',
      date,
      author: { reference: `User/${authorId}`, display: 'Walk Owner' },
      content: [
        {
          attachment: {
            id: attachmentId,
            title: 'referral.pdf',
            contentType: 'application/pdf',
            size: 1,
            creation: date,
            storageKey: documentStorageKey(patientId, attachmentId),
          },
        },
      ],
    },
    { authorId },
  );
  return row.id;
}
