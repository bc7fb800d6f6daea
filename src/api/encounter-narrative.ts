// The encounter narrative PDF as a read (EncounterNarrativePDF): what Encounters Review and the
// Encounters screen download. The visit's own download uses the SPEC §7 mutation through the
// device's request (features/forms/narrative-download.tsx).
import { graphql } from '../gql';
import { saveFile } from '../ui/save-file';
import { request } from './graphql-client';

export const EncounterNarrativeDocument = graphql(`
  query EncounterNarrative($encounterId: ID!, $version: Int) {
    EncounterNarrativePDF(encounterId: $encounterId, version: $version) {
      fileName
      contentType
      data
    }
  }
`);

/** Downloads the encounter's narrative PDF as a file; with `version`, as that signature left it. */
export async function downloadEncounterNarrative(encounterId: string, version?: number): Promise<void> {
  const pdf = (await request(EncounterNarrativeDocument, { encounterId, version: version ?? null })).EncounterNarrativePDF;
  const bytes = Uint8Array.from(atob(pdf.data), (c) => c.charCodeAt(0));
  const name = version ? pdf.fileName.replace(/\.pdf$/, `-v${version}.pdf`) : pdf.fileName;
  saveFile(new Blob([bytes], { type: pdf.contentType }), name);
}
