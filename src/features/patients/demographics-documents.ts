// The demographics edit's operations (SPEC §2 Demographics, the Care Facility Lookup); CountyList
// and MarketList are src/api's (location-lookups.ts, patient-documents.ts).
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
