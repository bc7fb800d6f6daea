// The Problems List operations (SPEC §2 tab 8, §3 diagnosis items and care plans). Every change
// answers the whole list, so the tab shows what the server now holds.
import { graphql } from '../../gql';

export const ProblemListFieldsFragment = graphql(`
  fragment ProblemListFields on ProblemList {
    patientId
    diagnoses {
      id
      versionId
      codeIndex
      icd10CmCode
      title
      clinicalStatus
      onsetDate
      resolvedDate
      note
      recordedDate
    }
    carePlans {
      id
      versionId
      type
      typeLabel
      code
      title
      note
      lastUpdated
    }
  }
`);

export const ProblemListDocument = graphql(`
  query ProblemList($patientId: ID!) {
    ProblemList(patientId: $patientId) {
      ...ProblemListFields
    }
  }
`);

export const DiagnosisCodeListDocument = graphql(`
  query DiagnosisCodeList($term: String, $billableOnly: Boolean, $first: Int, $after: String) {
    DiagnosisCodeList(term: $term, billableOnly: $billableOnly, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          code
          title
          billable
        }
      }
    }
  }
`);

export const AddDiagnosisDocument = graphql(`
  mutation AddDiagnosis($input: DiagnosisInput!) {
    addDiagnosis(input: $input) {
      ...ProblemListFields
    }
  }
`);

export const UpdateDiagnosisDocument = graphql(`
  mutation UpdateDiagnosis($input: DiagnosisUpdateInput!) {
    updateDiagnosis(input: $input) {
      ...ProblemListFields
    }
  }
`);

export const RemoveDiagnosisDocument = graphql(`
  mutation RemoveDiagnosis($input: DiagnosisRemoveInput!) {
    removeDiagnosis(input: $input) {
      ...ProblemListFields
    }
  }
`);

export const MoveDiagnosisDocument = graphql(`
  mutation MoveDiagnosis($input: DiagnosisMoveInput!) {
    moveDiagnosis(input: $input) {
      ...ProblemListFields
    }
  }
`);

export const SetCarePlanDocument = graphql(`
  mutation SetCarePlan($input: CarePlanInput!) {
    setCarePlan(input: $input) {
      ...ProblemListFields
    }
  }
`);
