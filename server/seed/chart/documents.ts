// Demo documents (SPEC §3 Document reference): about one admitted patient in seven has one to
// three documents of SPEC's categories, added by the coordinator in the last four months. The
// seed has no storage: each record's file is a small PDF made from the record itself
// (server/modules/documents/demo-documents.ts), written under its 'demo/' key by the server when
// it starts in dev (server/app.ts) — so the size here is the file's.
import type { DocumentCategory } from '../../../src/domain/documents/document-categories.ts';
import type { DocumentReference } from '../../../src/domain/documents/document-reference.ts';
import { demoDocumentBytes, demoStorageKey } from '../../modules/documents/demo-documents.ts';
import type { WithId } from '../address.ts';
import { PERSONAS } from '../personas.ts';
import { Rng } from '../random.ts';
import type { ChartSeedInput } from './input.ts';

const DAY_MS = 86_400_000;

/** What a demo document is: its category, file name and note. */
const KINDS: readonly (readonly [{ category: DocumentCategory; title: string; description?: string }, number])[] = [
  [{ category: 'insurance', title: 'Insurance card (front and back).pdf' }, 4],
  [{ category: 'referral', title: 'Referral - wound care evaluation.pdf', description: 'Referral from the primary care physician' }, 4],
  [{ category: 'eligibility', title: 'Eligibility verification.pdf' }, 2],
  [{ category: 'authorization', title: 'Prior authorization approval.pdf' }, 2],
  [{ category: 'medical-record', title: 'Hospital discharge summary.pdf', description: 'Discharge summary after the last admission' }, 3],
  [{ category: 'medical-record', title: 'History and physical.pdf' }, 2],
  [{ category: 'letter', title: 'Missed appointment letter.pdf' }, 1],
  [{ category: 'order', title: 'Wound care order.pdf', description: 'Signed by the supervising physician' }, 2],
  [{ category: 'task', title: 'Task attachment - supplies list.pdf' }, 1],
  [{ category: 'consent', title: 'Consent to treat (signed).pdf' }, 3],
];

export function buildDocumentRecords(input: ChartSeedInput): { documentReferences: WithId<DocumentReference>[] } {
  const rng = new Rng('chart-documents');
  const coordinator = PERSONAS.find((p) => p.key === 'coordinator');
  const authorId = input.userIds.get('coordinator');
  const author = {
    reference: `User/${authorId ?? 'unknown'}`,
    display: coordinator ? `${coordinator.givenName} ${coordinator.familyName}` : 'Coordinator',
  };
  const documentReferences: WithId<DocumentReference>[] = [];
  for (const admission of input.admissions) {
    const patientId = admission.patient.reference.split('/')[1];
    if (!patientId || admission.status === 'cancelled' || !rng.chance(0.15)) continue;
    const count = rng.int(1, 3);
    for (let n = 0; n < count; n++) {
      const kind = rng.weighted(KINDS);
      const date = new Date(input.today.getTime() - rng.int(1, 120) * DAY_MS - rng.int(0, 9 * 60) * 60_000).toISOString();
      const attachmentId = rng.uuid();
      const record = { category: kind.category, date, ...(kind.description ? { description: kind.description } : {}) };
      const size = demoDocumentBytes(record, kind.title).byteLength;
      documentReferences.push({
        id: rng.uuid(),
        status: 'current',
        docStatus: 'final',
        subject: { reference: `Patient/${patientId}` },
        ...record,
        author,
        content: [
          {
            attachment: {
              id: attachmentId,
              title: kind.title,
              contentType: 'application/pdf',
              size,
              creation: date,
              storageKey: demoStorageKey(attachmentId),
            },
          },
        ],
      });
    }
  }
  return { documentReferences };
}
