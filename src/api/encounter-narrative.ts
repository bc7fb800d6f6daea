// The encounter narrative PDF as a read (EncounterNarrativePDF): what Encounters Review and the
// Encounters screen download. The visit's own download uses the SPEC §7 mutation through the
// device's request (features/forms/narrative-download.tsx).
import { graphql } from '../gql';
import { saveFile } from '../ui/save-file';
import { request } from './graphql-client';

export const EncounterNarrativeDocument = graphql(`
  query EncounterNarrative($encounterId: ID!) {
    EncounterNarrativePDF(encounterId: $encounterId) {
      fileName
      contentType
      data
    }
  }
`);

/** Downloads the encounter's narrative PDF as a file. */
export async function downloadEncounterNarrative(encounterId: string): Promise<void> {
  const pdf = (await request(EncounterNarrativeDocument, { encounterId })).EncounterNarrativePDF;
  const bytes = Uint8Array.from(atob(pdf.data), (c) => c.charCodeAt(0));
  saveFile(new Blob([bytes], { type: pdf.contentType }), pdf.fileName);
}
