// Changing a code system as its maintainer does (SPEC §2 code systems): save one code into the
// draft, then publish the draft as the next version. For the areas that read the published codes.
import { ok } from './encounters-fixtures.ts';
import type { TestServer } from './harness.ts';

const CODE_SYSTEM = 'query($id: String!) { CodeSystem(id: $id) { draftVersion } }';
const SAVE_CONCEPT = `mutation($codeSystemId: String!, $draftVersion: Int!, $isNew: Boolean!, $concept: CodeSystemConceptInput!) {
  saveCodeSystemConcept(codeSystemId: $codeSystemId, draftVersion: $draftVersion, isNew: $isNew, concept: $concept) { id } }`;
const PUBLISH = `mutation($codeSystemId: String!, $draftVersion: Int!) {
  publishCodeSystem(codeSystemId: $codeSystemId, draftVersion: $draftVersion) { id } }`;

/** `user` saves `concept` (a new one when `isNew`) into the code system's draft and publishes it. */
export async function publishConcept(
  s: TestServer,
  user: string,
  codeSystemId: string,
  concept: { code: string; display: string; status: string; members?: readonly string[] },
  isNew: boolean,
): Promise<void> {
  const draftVersion = async () => (await ok<{ draftVersion: number }>(s, user, CODE_SYSTEM, { id: codeSystemId })).draftVersion;
  await ok(s, user, SAVE_CONCEPT, { codeSystemId, draftVersion: await draftVersion(), isNew, concept });
  await ok(s, user, PUBLISH, { codeSystemId, draftVersion: await draftVersion() });
}
