// The demographics edit's operations (SPEC §2 Demographics, §7 CountyList, the Care Facility
// Lookup); MarketList is patient-documents.ts's.
import { graphql } from '../../gql';

export const DemographicsRecordFieldsFragment = graphql(`
  fragment DemographicsRecordFields on PatientDemographicsRecord {
    patientId
    versionId
    lastUpdated
    firstName
    middleName
    lastName
    preferredName
    gender
    birthDate
    maritalStatus
    race
    ethnicity
    email
    fax
    ssnLast4
    externalNumber
    phones {
      use
      value
      extension
      display
    }
    okToText
    textConsentSaved
    emergencyContact {
      name
      relationship
      phone
    }
    caregivers {
      name
      relationship
      phone
    }
    addresses {
      addressType
      line
      city
      state
      postalCode
      county
      marketId
      marketName
      facilityId
      facilityName
      instruction
      serviceAddress
      verified
      additionalMarket
    }
  }
`);

export const PatientDemographicsRecordDocument = graphql(`
  query PatientDemographicsRecord($patientId: ID!) {
    PatientDemographicsRecord(patientId: $patientId) {
      ...DemographicsRecordFields
    }
  }
`);

export const UpdatePatientDemographicsDocument = graphql(`
  mutation UpdatePatientDemographics($input: PatientDemographicsInput!) {
    updatePatientDemographics(input: $input) {
      ...DemographicsRecordFields
    }
  }
`);

export const CountyListDocument = graphql(`
  query CountyList($states: [String!], $postalCodes: [String!], $term: String, $first: Int) {
    CountyList(states: $states, postalCodes: $postalCodes, term: $term, first: $first) {
      totalCount
      edges {
        node {
          name
          state
        }
      }
    }
  }
`);

export const CareFacilityLookupDocument = graphql(`
  query CareFacilityLookup($term: String, $state: String, $first: Int, $after: String) {
    CareFacilityLookup(term: $term, state: $state, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          name
          type
          phone
          address {
            line
            city
            state
            postalCode
            county
          }
        }
      }
    }
  }
`);
