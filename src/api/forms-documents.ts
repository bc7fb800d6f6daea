// The GraphQL operations of documentation (server/modules/forms/forms.graphql): the
// shapes the device stores for forms, plans and filled forms (src/offline/device-db.ts), the
// responses of one encounter (Refresh after a conflict) and the narrative PDF.
import { graphql } from '../gql';

export const QuestionnaireFieldsFragmentDoc = graphql(`
  fragment QuestionnaireFields on Questionnaire {
    id
    versionId
    code
    title
    status
    items
  }
`);

export const PlanFieldsFragmentDoc = graphql(`
  fragment PlanFields on PlanDefinition {
    id
    versionId
    title
    encounterType
    deliveryType
    forms {
      questionnaireCode
      logic
      label
      listed
      required
    }
  }
`);

export const ResponseFieldsFragmentDoc = graphql(`
  fragment ResponseFields on QuestionnaireResponse {
    id
    versionId
    lastUpdated
    questionnaireCode
    questionnaireVersion
    encounterId
    authorId
    authored
    status
    answers
  }
`);

export const EncounterResponsesDocument = graphql(`
  query EncounterResponses($encounterId: ID!) {
    QuestionnaireResponseListForClinical(encounterId: $encounterId) {
      ...ResponseFields
    }
  }
`);

export const NarrativePdfDocument = graphql(`
  mutation NarrativePdf($encounterId: ID!) {
    generateEncounterNarrativePDF(encounterId: $encounterId) {
      fileName
      contentType
      data
    }
  }
`);
