// Form Config's operations (schema in server/modules/forms/form-config.graphql; SPEC §2
// /clinical-config/forms-config): the plans with their forms, the forms as stored, a plan's form
// logic and a form's published attributes.
import { graphql } from '../../../gql';

export const PlanDefinitionListDocument = graphql(`
  query PlanDefinitionList {
    PlanDefinitionList {
      id
      versionId
      title
      encounterType
      deliveryType
      forms {
        questionnaireCode
        logic
        questionnaire {
          title
        }
      }
    }
  }
`);

export const QuestionnaireListDocument = graphql(`
  query QuestionnaireList {
    QuestionnaireList {
      id
      versionId
      code
      title
      status
      items
    }
  }
`);

export const UpdatePlanDefinitionFormsDocument = graphql(`
  mutation UpdatePlanDefinitionForms($id: ID!, $versionId: Int!, $forms: [PlannedFormInput!]!) {
    updatePlanDefinitionForms(id: $id, versionId: $versionId, forms: $forms) {
      id
      versionId
    }
  }
`);

export const PublishQuestionnaireDocument = graphql(`
  mutation PublishQuestionnaire($code: String!, $versionId: Int!, $items: [QuestionnaireItemSettingInput!]!) {
    publishQuestionnaire(code: $code, versionId: $versionId, items: $items) {
      code
      versionId
    }
  }
`);
