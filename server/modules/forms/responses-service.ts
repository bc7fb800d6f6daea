// Filled forms (SPEC §7): saving a form's answers (offline-capable: client mutation id and base
// version, DESIGN §4), discarding a draft and the narrative PDF, run as declared writes
// (forms-operations.ts) through the write pipeline; and the reads of the encounter screen and of
// e-sign (the responses, each form's state, and the required answers still missing), declared
// reads (response-queries.ts) run by the one reader (DESIGN §5).
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { formsWrites, type SaveResponseArgs } from './forms-operations.ts';
import { type NarrativeData, renderNarrative } from './narrative-pdf.ts';
import { responseQueries as queries } from './response-queries.ts';
import type { FormStatusView, MissingAnswerView, NarrativePdfView, ResponseView } from './response-views.ts';

async function narrativePdf(data: Omit<NarrativeData, 'generatedAt'>): Promise<NarrativePdfView> {
  const pdf = await renderNarrative({ ...data, generatedAt: new Date() });
  return { fileName: `encounter-${data.encounter.id}.pdf`, contentType: 'application/pdf', data: pdf.toString('base64') };
}

export function createResponseService(db: Database, pipeline: WritePipeline) {
  const reader = createReader(db);
  return {
    list: (user: SessionUser | null, encounterId: string): Promise<ResponseView[]> => reader.run(queries.list, user, encounterId),
    formStatus: (user: SessionUser | null, encounterId: string): Promise<FormStatusView[]> =>
      reader.run(queries.formStatus, user, encounterId),
    /** Per required form, the required answers still missing (a form not started misses them all). */
    missingAnswers: (user: SessionUser | null, encounterId: string): Promise<MissingAnswerView[]> =>
      reader.run(queries.missingAnswers, user, encounterId),

    save(user: SessionUser | null, args: SaveResponseArgs): Promise<ResponseView> {
      return pipeline.run(formsWrites.saveQuestionnaireResponse, user, args);
    },

    /** The encounter narrative as a PDF: the patient, the visit, each filled form, signatures and amendments. */
    async narrative(user: SessionUser | null, encounterId: string): Promise<NarrativePdfView> {
      return narrativePdf(await pipeline.run(formsWrites.generateEncounterNarrativePDF, user, { encounterId }));
    },

    /** The same PDF as a read (Encounters Review, SPEC §2). */
    async narrativeRead(
      user: SessionUser | null,
      args: { encounterId: string; version?: number | null | undefined },
    ): Promise<NarrativePdfView> {
      return narrativePdf(await reader.run(queries.narrative, user, args));
    },

    discard(user: SessionUser | null, id: string): Promise<boolean> {
      return pipeline.run(formsWrites.discardQuestionnaireResponse, user, { id });
    },
  };
}
