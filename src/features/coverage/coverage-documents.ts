// The 'Insurance, Eligibility & Authorizations' tab's operations (SPEC §2 tab 4, §3).
import { graphql } from '../../gql';

export const PatientCoveragesDocument = graphql(`
  query PatientCoverages($patientId: ID!) {
    PatientCoverages(patientId: $patientId) {
      coverages {
        id
        versionId
        patientId
        status
        order
        insurerId
        insurerName
        memberId
        groupNumber
        groupName
        type
        planName
        planType
        copay
        deductible
        coinsurance
        effectiveDate
        terminationDate
        subscriberName
        subscriberRelationship
        approval
      }
      authorizations {
        id
        versionId
        coverageId
        number
        status
        periodStart
        periodEnd
        visitsAllowed
        visitsUsed
        unitsAllowed
      }
      eligibilityResults {
        ...EligibilityResultFields
      }
    }
  }
`);

export const EligibilityResultFieldsFragment = graphql(`
  fragment EligibilityResultFields on EligibilityResult {
    id
    coverageId
    checkedAt
    checkedBy
    outcome
    inforce
    payerName
    insurerId
    memberId
    groupNumber
    planName
    planType
    copay
    deductible
    coinsurance
    patientResponsibility
    labCompany
    effectiveDate
    terminationDate
    contactNumber
    state
    address
    identifiers {
      code
      label
      value
    }
    errors {
      code
      display
    }
    taskId
  }
`);

export const CoverageInsurerListDocument = graphql(`
  query CoverageInsurerList($term: String, $state: String) {
    CoverageInsurerList(term: $term, state: $state) {
      id
      name
      state
    }
  }
`);

export const CreateCoverageDocument = graphql(`
  mutation CreateCoverage($patientId: ID!, $input: CoverageInput!) {
    createCoverage(patientId: $patientId, input: $input) {
      id
      versionId
    }
  }
`);

export const UpdateCoverageDocument = graphql(`
  mutation UpdateCoverage($id: ID!, $versionId: Int!, $input: CoverageInput!) {
    updateCoverage(id: $id, versionId: $versionId, input: $input) {
      id
      versionId
    }
  }
`);

export const InactivateCoverageDocument = graphql(`
  mutation InactivateCoverage($id: ID!, $versionId: Int!) {
    inactivateCoverage(id: $id, versionId: $versionId) {
      id
      versionId
      status
    }
  }
`);

export const CreatePriorAuthorizationDocument = graphql(`
  mutation CreatePriorAuthorization($input: PriorAuthorizationInput!) {
    createPriorAuthorization(input: $input) {
      id
      versionId
    }
  }
`);

export const UpdatePriorAuthorizationDocument = graphql(`
  mutation UpdatePriorAuthorization($id: ID!, $versionId: Int!, $input: PriorAuthorizationInput!) {
    updatePriorAuthorization(id: $id, versionId: $versionId, input: $input) {
      id
      versionId
    }
  }
`);

export const CheckEligibilityDocument = graphql(`
  mutation CheckEligibility($coverageId: ID!) {
    checkEligibility(coverageId: $coverageId) {
      taskId
      note
      taskOwner
      result {
        ...EligibilityResultFields
      }
    }
  }
`);
