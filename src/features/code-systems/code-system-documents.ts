// The code systems' operations (schema in server/modules/terminology/terminology.graphql): one code
// system with its draft and versions, the change of one code and the publish (SPEC §2 clinical
// config and administrative code systems). A code system's change history is
// src/api/audit-documents.ts's AdminAuditList.
import { graphql } from '../../gql';

export const CodeSystemFieldsFragment = graphql(`
  fragment CodeSystemFields on CodeSystem {
    id
    url
    title
    kind
    noun
    categories
    membersFrom
    draftVersion
    publishedVersion
    draftChanged
    concepts {
      code
      display
      status
      category
      members
    }
    versions {
      version
      status
      publishedAt
      count
    }
  }
`);

export const CodeSystemDocument = graphql(`
  query CodeSystem($id: String!) {
    CodeSystem(id: $id) {
      ...CodeSystemFields
    }
  }
`);

export const SaveCodeSystemConceptDocument = graphql(`
  mutation SaveCodeSystemConcept($codeSystemId: String!, $draftVersion: Int!, $isNew: Boolean!, $concept: CodeSystemConceptInput!) {
    saveCodeSystemConcept(codeSystemId: $codeSystemId, draftVersion: $draftVersion, isNew: $isNew, concept: $concept) {
      ...CodeSystemFields
    }
  }
`);

export const PublishCodeSystemDocument = graphql(`
  mutation PublishCodeSystem($codeSystemId: String!, $draftVersion: Int!) {
    publishCodeSystem(codeSystemId: $codeSystemId, draftVersion: $draftVersion) {
      ...CodeSystemFields
    }
  }
`);

export const ExportCodeSystemDocument = graphql(`
  query ExportCodeSystem($id: String!, $format: String!) {
    exportCodeSystem(id: $id, format: $format) {
      fileName
      mediaType
      content
    }
  }
`);

export const ImportCodeSystemDocument = graphql(`
  mutation ImportCodeSystem($codeSystemId: String!, $draftVersion: Int!, $format: String!, $content: String!) {
    importCodeSystem(codeSystemId: $codeSystemId, draftVersion: $draftVersion, format: $format, content: $content) {
      added
      updated
      unchanged
      codeSystem {
        ...CodeSystemFields
      }
    }
  }
`);
